import type { DetailOf, taxes } from '@mandi/domain';
import type { FilterDef, SortChoice } from '../../kit/list/list-types';
import { screenPaths } from '../../kit/resource-paths';

/** The tax screens: /tax/list, /tax/add, /tax/edit/{id}. */
export const taxPaths = screenPaths('tax');

/** A row as the API answers it, typed from the declaration. */
export type Tax = DetailOf<typeof taxes>;

export const taxFilters: readonly FilterDef[] = [
  { kind: 'text', field: 'name', label: 'Name' },
  { kind: 'boolean', field: 'enabled', label: 'Status' },
];

export const taxSorts: readonly SortChoice[] = [
  { field: 'id', label: 'ID' },
  { field: 'name', label: 'Name' },
  { field: 'rate', label: 'Rate' },
];
