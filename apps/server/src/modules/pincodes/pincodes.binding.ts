import { pincodes as pincodeDef } from '@mandi/domain';
import { cities, countries, pincodes, states } from '../../db/schema';
import type { ResourceBinding } from '../../lib/list';
import { citiesBinding } from '../cities/cities.binding';
import { countriesBinding } from '../countries/countries.binding';
import { statesBinding } from '../states/states.binding';

export const pincodesBinding: ResourceBinding = {
  def: pincodeDef,
  table: pincodes,
  relations: {
    city: { target: () => citiesBinding, sourceColumn: pincodes.cityId, targetColumn: cities.id },
    state: { target: () => statesBinding, sourceColumn: pincodes.stateId, targetColumn: states.id },
    country: { target: () => countriesBinding, sourceColumn: pincodes.countryId, targetColumn: countries.id },
  },
};
