import type { categories, DetailOf } from '@mandi/domain';
import { enabledFilter } from '../../kit/list/fields-of';
import type { FilterDef, SortChoice } from '../../kit/list/list-types';
import type { RowId, ScreenPaths } from '../../kit/resource-paths';

/**
 * The category screens of the spec: /category/list/ (top level), /category/list/{parentId}
 * (a category's children), /category/add/{parentId or 0}, /category/edit/{id}/{parentId or 0}.
 * `parentId` undefined or 0 is the top level.
 */
type ParentId = RowId | null | undefined;
const parentSegment = (parentId: ParentId) => (parentId ? encodeURIComponent(String(parentId)) : '0');

export const categoryPaths = {
  list: (parentId?: ParentId) =>
    parentId ? `/category/list/${encodeURIComponent(String(parentId))}` : '/category/list',
  add: (parentId?: ParentId) => `/category/add/${parentSegment(parentId)}`,
  edit: (id: RowId, parentId?: ParentId) =>
    `/category/edit/${encodeURIComponent(String(id))}/${parentSegment(parentId)}`,
  patterns: {
    list: '/category/list',
    children: '/category/list/:parentId',
    add: '/category/add/:parentId',
    edit: '/category/edit/:id/:parentId',
  },
};

/** The kit's screen paths for the list of one parent's children (or the top level). */
export function categoryScreenPaths(parentId: ParentId): ScreenPaths {
  return {
    list: categoryPaths.list(parentId),
    add: categoryPaths.add(parentId),
    edit: (id) => categoryPaths.edit(id, parentId),
    patterns: {
      list: categoryPaths.patterns.list,
      add: categoryPaths.patterns.add,
      edit: categoryPaths.patterns.edit,
    },
  };
}

/** A route's parent id: a positive number, or null for the top level ('0', absent, junk). */
export function parentIdOf(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** A row as the API answers it, typed from the declaration. */
export type Category = DetailOf<typeof categories>;

export const categoryFilters: readonly FilterDef[] = [
  { kind: 'text', field: 'name', label: 'Name' },
  {
    kind: 'boolean',
    field: 'featured',
    label: 'Featured',
    trueLabel: 'Featured',
    falseLabel: 'Not featured',
  },
  enabledFilter(),
];

export const categorySorts: readonly SortChoice[] = [
  { field: 'id', label: 'ID' },
  { field: 'name', label: 'Name' },
  { field: 'priority', label: 'Priority' },
  { field: 'createdTimestamp', label: 'Created' },
];
