import type { brands, DetailOf } from '@mandi/domain';
import type { FilterDef, SortChoice } from '../../kit/list/list-types';
import { screenPaths } from '../../kit/resource-paths';

/** The brand screens: /brand/list, /brand/add, /brand/edit/{id}. */
export const brandPaths = screenPaths('brand');

/** A row as the API answers it, typed from the declaration. */
export type Brand = DetailOf<typeof brands>;

export const brandFilters: readonly FilterDef[] = [
  { kind: 'text', field: 'name', label: 'Name' },
  { kind: 'boolean', field: 'enabled', label: 'Status' },
];

export const brandSorts: readonly SortChoice[] = [
  { field: 'id', label: 'ID' },
  { field: 'name', label: 'Name' },
  { field: 'createdTimestamp', label: 'Created' },
];
