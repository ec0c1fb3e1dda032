import type { measurementUnitCreate } from '@mandi/domain';
import type { z } from 'zod';
import type { FilterDef, SortChoice } from '../../kit/list/list-types';
import { screenPaths } from '../../kit/resource-paths';

/**
 * The spec shows no paths for measurement units; these follow the other catalogue screens:
 * /measurement-unit/list, /measurement-unit/add, /measurement-unit/edit/{id}.
 */
export const measurementUnitPaths = screenPaths('measurement-unit');

/** A measurement unit as the API answers it. */
export type MeasurementUnit = z.output<typeof measurementUnitCreate> & {
  id: number;
  createdTimestamp: string;
  updatedTimestamp: string;
};

export const measurementUnitFilters: readonly FilterDef[] = [
  { kind: 'text', field: 'name', label: 'Name' },
  { kind: 'text', field: 'code', label: 'Code' },
  { kind: 'boolean', field: 'enabled', label: 'Status' },
];

export const measurementUnitSorts: readonly SortChoice[] = [
  { field: 'id', label: 'ID' },
  { field: 'name', label: 'Name' },
  { field: 'code', label: 'Code' },
];
