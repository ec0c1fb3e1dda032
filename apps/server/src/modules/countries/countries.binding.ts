import { countries as countryDef } from '@mandi/domain';
import { countries } from '../../db/schema';
import type { ResourceBinding } from '../../lib/list';

export const countriesBinding: ResourceBinding = { def: countryDef, table: countries };
