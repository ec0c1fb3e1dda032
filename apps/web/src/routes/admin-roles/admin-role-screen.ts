import type { adminsRoles, DetailOf } from '@mandi/domain';
import { enabledFilter } from '../../kit/list/fields-of';
import type { FilterDef, SortChoice } from '../../kit/list/list-types';
import { screenPaths } from '../../kit/resource-paths';

/** The role screens: /admin-roles/list, /admin-roles/add, /admin-roles/edit/{id}. */
export const adminRolePaths = screenPaths('admin-roles');

/** A row as the API answers it, typed from the declaration. */
export type AdminRole = DetailOf<typeof adminsRoles>;

export const adminRoleFilters: readonly FilterDef[] = [
  { kind: 'text', field: 'name', label: 'Name' },
  enabledFilter(),
];

export const adminRoleSorts: readonly SortChoice[] = [
  { field: 'id', label: 'ID' },
  { field: 'name', label: 'Name' },
];
