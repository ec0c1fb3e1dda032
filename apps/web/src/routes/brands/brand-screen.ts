import type { brandCreate } from '@mandi/domain';
import type { z } from 'zod';
import type { FilterDef, SortChoice } from '../../kit/list/list-types';
import { screenPaths } from '../../kit/resource-paths';

/** The brand screens: /brand/list, /brand/add, /brand/edit/{id}. */
export const brandPaths = screenPaths('brand');

/** A brand as the API answers it. */
export type Brand = z.output<typeof brandCreate> & {
  id: number;
  createdTimestamp: string;
  updatedTimestamp: string;
};

export const brandFilters: readonly FilterDef[] = [
  { kind: 'text', field: 'name', label: 'Name' },
  { kind: 'boolean', field: 'enabled', label: 'Status' },
];

export const brandSorts: readonly SortChoice[] = [
  { field: 'id', label: 'ID' },
  { field: 'name', label: 'Name' },
  { field: 'createdTimestamp', label: 'Created' },
];
