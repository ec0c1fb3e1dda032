import type { contacts, DetailOf, organizations, RowOf } from '@mandi/domain';
import type { RowId, ScreenPaths } from '../../kit/resource-paths';

/**
 * The contact screens of the spec: /contact/list/{userId} (one customer's contacts),
 * /contact/add/{userId}, /contact/edit/{id}; and /contact/list, every customer's.
 */
const segment = (id: RowId) => encodeURIComponent(String(id));

export const contactPaths = {
  all: '/contact/list',
  list: (userId: RowId) => `/contact/list/${segment(userId)}`,
  add: (userId: RowId) => `/contact/add/${segment(userId)}`,
  edit: (id: RowId) => `/contact/edit/${segment(id)}`,
  patterns: {
    all: '/contact/list',
    list: '/contact/list/:userId',
    add: '/contact/add/:userId',
    edit: '/contact/edit/:id',
  },
};

/** The kit's paths for one customer's contacts (or everyone's, without a customer: no add). */
export function contactScreenPaths(userId: RowId | undefined): ScreenPaths {
  return {
    list: userId === undefined ? contactPaths.all : contactPaths.list(userId),
    add: userId === undefined ? contactPaths.all : contactPaths.add(userId),
    edit: contactPaths.edit,
    patterns: {
      list: contactPaths.patterns.list,
      add: contactPaths.patterns.add,
      edit: contactPaths.patterns.edit,
    },
  };
}

/** A row as the API answers it, typed from the declaration; lists join the organization. */
export type Contact = DetailOf<typeof contacts> & {
  organization?: Partial<RowOf<typeof organizations>> | null;
};

/** A route's whole-number id, or undefined. */
export function idParam(value: string | undefined): number | undefined {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined;
}
