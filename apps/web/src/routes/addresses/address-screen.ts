import type { AddressOwnerType, addresses, DetailOf } from '@mandi/domain';
import { enabledFilter } from '../../kit/list/fields-of';
import type { FilterDef, SortChoice } from '../../kit/list/list-types';
import type { RowId, ScreenPaths } from '../../kit/resource-paths';

/**
 * The address screens of the spec: /address/list (every address), /address/list/{id} (one
 * contact's), /address/list/{type}/{id} (a customer's when type is Customer: their contacts'
 * addresses), /address/add/{id} (to a contact; /address/add/Customer/{userId}: to a customer's
 * first contact), /address/edit/{id}, /address/import (hidden).
 */
const segment = (id: RowId) => encodeURIComponent(String(id));

export const addressPaths = {
  all: '/address/list',
  ofContact: (contactId: RowId) => `/address/list/${segment(contactId)}`,
  ofCustomer: (userId: RowId) => `/address/list/Customer/${segment(userId)}`,
  addToContact: (contactId: RowId) => `/address/add/${segment(contactId)}`,
  addToCustomer: (userId: RowId) => `/address/add/Customer/${segment(userId)}`,
  edit: (id: RowId) => `/address/edit/${segment(id)}`,
  import: '/address/import',
  patterns: {
    all: '/address/list',
    list: '/address/list/:id',
    typed: '/address/list/:type/:id',
    add: '/address/add/:id',
    addTyped: '/address/add/:type/:id',
    edit: '/address/edit/:id',
  },
};

/** Whose addresses a route names: a customer (by user id), a contact, or nobody (all). */
export type AddressOwner = { type: AddressOwnerType; id: number } | undefined;

const positive = (value: string | undefined) => {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  return Number(value);
};

/** The owner of /address/list/{id} and /address/list/{type}/{id} (type Customer or Contact, any case). */
export function ownerOf(params: { type?: string; id?: string }): AddressOwner | 'invalid' {
  if (params.id === undefined) return undefined;
  const id = positive(params.id);
  const type = (params.type ?? 'Contact').toLowerCase();
  if (id === undefined) return 'invalid';
  if (type === 'customer') return { type: 'Customer', id };
  if (type === 'contact') return { type: 'Contact', id };
  return 'invalid';
}

/** The list-grammar clause of an owner's addresses. */
export function ownerScope(owner: AddressOwner): string[] {
  if (!owner) return [];
  return owner.type === 'Customer' ? [`userId||$eq||${owner.id}`] : [`contactId||$eq||${owner.id}`];
}

/** The list, add and edit screens of an owner's addresses, for the kits. */
export function addressScreenPaths(owner: AddressOwner): ScreenPaths {
  const list = !owner
    ? addressPaths.all
    : owner.type === 'Customer'
      ? addressPaths.ofCustomer(owner.id)
      : addressPaths.ofContact(owner.id);
  const add = !owner
    ? addressPaths.all
    : owner.type === 'Customer'
      ? addressPaths.addToCustomer(owner.id)
      : addressPaths.addToContact(owner.id);
  return {
    list,
    add,
    edit: addressPaths.edit,
    patterns: {
      list: addressPaths.patterns.list,
      add: addressPaths.patterns.add,
      edit: addressPaths.patterns.edit,
    },
  };
}

/** A row as the API answers it, typed from the declaration. */
export type Address = DetailOf<typeof addresses>;

/** A list row with the names the address line joins. */
export type AddressListRow = Address & {
  city?: { name: string } | null;
  state?: { name: string } | null;
  pincode?: { pincode: string } | null;
};

export const addressFilters: readonly FilterDef[] = [
  { kind: 'text', field: 'name', label: 'Name' },
  { kind: 'text', field: 'mobileNumber', label: 'Contact Number' },
  { kind: 'text', field: 'emailAddress', label: 'Email' },
  enabledFilter(),
];

export const addressSorts: readonly SortChoice[] = [
  { field: 'id', label: 'ID' },
  { field: 'name', label: 'Name' },
];
