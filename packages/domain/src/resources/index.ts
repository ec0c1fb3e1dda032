import type { ResourceDef } from '../resource';
import { admins } from './admins';
import { adminsRoles } from './admins-roles';
import { cities } from './cities';
import { countries } from './countries';
import { measurementUnits } from './measurement-units';
import { pincodes } from './pincodes';
import { states } from './states';
import { taxes } from './taxes';

export * from './admins';
export * from './admins-roles';
export * from './cities';
export * from './countries';
export * from './measurement-units';
export * from './pincodes';
export * from './states';
export * from './taxes';

/** Every declared resource by its API name, for relations and the generic modules. */
export const RESOURCES: Record<string, ResourceDef> = {
  [taxes.name]: taxes,
  [measurementUnits.name]: measurementUnits,
  [countries.name]: countries,
  [states.name]: states,
  [cities.name]: cities,
  [pincodes.name]: pincodes,
  [admins.name]: admins,
  [adminsRoles.name]: adminsRoles,
};
