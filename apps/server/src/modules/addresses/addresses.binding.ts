import { addresses as addressDef } from '@mandi/domain';
import { addresses, cities, countries, pincodes, states } from '../../db/schema';
import type { ResourceBinding } from '../../lib/list';
import { citiesBinding } from '../cities/cities.binding';
import { countriesBinding } from '../countries/countries.binding';
import { pincodesBinding } from '../pincodes/pincodes.binding';
import { statesBinding } from '../states/states.binding';

export const addressesBinding: ResourceBinding = {
  def: addressDef,
  table: addresses,
  relations: {
    country: { target: () => countriesBinding, sourceColumn: addresses.countryId, targetColumn: countries.id },
    state: { target: () => statesBinding, sourceColumn: addresses.stateId, targetColumn: states.id },
    city: { target: () => citiesBinding, sourceColumn: addresses.cityId, targetColumn: cities.id },
    pincode: { target: () => pincodesBinding, sourceColumn: addresses.pincodeId, targetColumn: pincodes.id },
  },
};
