import { cities as cityDef } from '@mandi/domain';
import { cities, countries, states } from '../../db/schema';
import type { ResourceBinding } from '../../lib/list';
import { countriesBinding } from '../countries/countries.binding';
import { statesBinding } from '../states/states.binding';

export const citiesBinding: ResourceBinding = {
  def: cityDef,
  table: cities,
  relations: {
    state: { target: () => statesBinding, sourceColumn: cities.stateId, targetColumn: states.id },
    country: { target: () => countriesBinding, sourceColumn: cities.countryId, targetColumn: countries.id },
  },
};
