import { states as stateDef } from '@mandi/domain';
import { countries, states } from '../../db/schema';
import type { ResourceBinding } from '../../lib/list';
import { countriesBinding } from '../countries/countries.binding';

export const statesBinding: ResourceBinding = {
  def: stateDef,
  table: states,
  relations: {
    country: { target: () => countriesBinding, sourceColumn: states.countryId, targetColumn: countries.id },
  },
};
