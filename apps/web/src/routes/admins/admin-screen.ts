import type { admins, DetailOf } from '@mandi/domain';
import { enabledFilter } from '../../kit/list/fields-of';
import type { FilterDef, SortChoice } from '../../kit/list/list-types';
import { screenPaths } from '../../kit/resource-paths';

/** The admin screens: /admins/list, /admins/add, /admins/edit/{id}. */
export const adminPaths = screenPaths('admins');

/** A row as the API answers it, typed from the declaration. */
export type Admin = DetailOf<typeof admins>;

export const adminSorts: readonly SortChoice[] = [
  { field: 'id', label: 'ID' },
  { field: 'fullName', label: 'Full name' },
  { field: 'createdTimestamp', label: 'Created' },
];

/** The list's filters; the role filter's options are the roles, loaded by the screen. */
export function adminFilters(
  useRoleOptions: () => { options: { label: string; value: string }[]; loading?: boolean },
) {
  return [
    { kind: 'text', field: 'fullName', label: 'Full name' },
    { kind: 'text', field: 'emailAddress', label: 'Email' },
    { kind: 'text', field: 'mobileNumber', label: 'Mobile', operator: '$starts' },
    { kind: 'select', field: 'adminsRoleId', label: 'Role', useOptions: useRoleOptions },
    enabledFilter(),
  ] satisfies FilterDef[] as readonly FilterDef[];
}
