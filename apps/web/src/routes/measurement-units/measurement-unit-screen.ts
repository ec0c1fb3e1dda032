import type { DetailOf, measurementUnits } from '@mandi/domain';
import { screenPaths } from '../../kit/resource-paths';

/**
 * The spec shows no paths for measurement units; these follow the other catalogue screens:
 * /measurement-unit/list, /measurement-unit/add, /measurement-unit/edit/{id}.
 */
export const measurementUnitPaths = screenPaths('measurement-unit');

/** A row as the API answers it, typed from the declaration. */
export type MeasurementUnit = DetailOf<typeof measurementUnits>;
