import { addresses as addressDef, type ResourceDef } from '@mandi/domain';
import { addresses, cities, contacts, countries, pincodes, states } from '../../db/schema';
import type { ResourceBinding } from '../../lib/list';
import { citiesBinding } from '../cities/cities.binding';
import { countriesBinding } from '../countries/countries.binding';
import { pincodesBinding } from '../pincodes/pincodes.binding';
import { statesBinding } from '../states/states.binding';

/**
 * The contact an address hangs on, as far as the address list reads it: its customer. Not a
 * declared resource (contacts are served by their own module): only the list's `userId`
 * filter reaches it, as `exists (select 1 from contacts where id = contact_id and user_id ...)`,
 * on the indexes contacts(user_id, id) and addresses(contact_id).
 */
const ownerBinding: ResourceBinding = {
  def: {
    name: 'contacts',
    label: 'Contact',
    fields: { id: { type: 'integer' }, userId: { type: 'integer' } },
  } as unknown as ResourceDef,
  table: contacts,
};

export const addressesBinding: ResourceBinding = {
  def: addressDef,
  table: addresses,
  relations: {
    country: {
      target: () => countriesBinding,
      sourceColumn: addresses.countryId,
      targetColumn: countries.id,
    },
    state: { target: () => statesBinding, sourceColumn: addresses.stateId, targetColumn: states.id },
    city: { target: () => citiesBinding, sourceColumn: addresses.cityId, targetColumn: cities.id },
    pincode: { target: () => pincodesBinding, sourceColumn: addresses.pincodeId, targetColumn: pincodes.id },
    owner: { target: () => ownerBinding, sourceColumn: addresses.contactId, targetColumn: contacts.id },
  },
};
