import type { taxCreate } from '@mandi/domain';
import type { z } from 'zod';
import type { FilterDef, SortChoice } from '../../kit/list/list-types';
import { screenPaths } from '../../kit/resource-paths';

/** The tax screens: /tax/list, /tax/add, /tax/edit/{id}. */
export const taxPaths = screenPaths('tax');

/** A tax as the API answers it. */
export type Tax = z.output<typeof taxCreate> & {
  id: number;
  createdTimestamp: string;
  updatedTimestamp: string;
};

export const taxFilters: readonly FilterDef[] = [
  { kind: 'text', field: 'name', label: 'Name' },
  { kind: 'boolean', field: 'enabled', label: 'Status' },
];

export const taxSorts: readonly SortChoice[] = [
  { field: 'id', label: 'ID' },
  { field: 'name', label: 'Name' },
  { field: 'rate', label: 'Rate' },
];
