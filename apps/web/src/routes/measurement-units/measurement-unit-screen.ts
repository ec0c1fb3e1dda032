import type { DetailOf, measurementUnits } from '@mandi/domain';
import type { FilterDef, SortChoice } from '../../kit/list/list-types';
import { screenPaths } from '../../kit/resource-paths';

/**
 * The spec shows no paths for measurement units; these follow the other catalogue screens:
 * /measurement-unit/list, /measurement-unit/add, /measurement-unit/edit/{id}.
 */
export const measurementUnitPaths = screenPaths('measurement-unit');

/** A row as the API answers it, typed from the declaration. */
export type MeasurementUnit = DetailOf<typeof measurementUnits>;

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
