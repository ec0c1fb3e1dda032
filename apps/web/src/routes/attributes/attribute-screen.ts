import type { attributeCreate } from '@mandi/domain';
import type { z } from 'zod';
import type { FilterDef, SortChoice } from '../../kit/list/list-types';
import { screenPaths } from '../../kit/resource-paths';

/** The attribute screens: /attribute/list, /attribute/add, /attribute/edit/{id}. */
export const attributePaths = screenPaths('attribute');

/** An attribute as the API answers it. */
export type Attribute = z.output<typeof attributeCreate> & {
  id: number;
  createdTimestamp: string;
  updatedTimestamp: string;
};

export const attributeFilters: readonly FilterDef[] = [
  { kind: 'text', field: 'name', label: 'Name' },
  { kind: 'boolean', field: 'enabled', label: 'Status' },
];

export const attributeSorts: readonly SortChoice[] = [
  { field: 'id', label: 'ID' },
  { field: 'name', label: 'Name' },
];
