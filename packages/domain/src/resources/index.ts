import type { ResourceDef } from '../resource';
import { measurementUnits } from './measurement-units';
import { taxes } from './taxes';

export * from './measurement-units';
export * from './taxes';

/** Every declared resource by its API name, for relations and the generic modules. */
export const RESOURCES: Record<string, ResourceDef> = {
  [taxes.name]: taxes,
  [measurementUnits.name]: measurementUnits,
};
