import { z } from 'zod';
import { byRow, int, stampsRow, withAuthors } from '../answers';
import { AUDIT_FIELDS, defineResource } from '../resource';
import { enabled, idOf, text, updateSchemaOf } from '../validation';

/**
 * A new city names its state only; the server fills the country from the state. An update
 * may send the whole form back: other keys (countryId, nested state) are dropped and the
 * country follows the state again.
 */
export const cityCreate = z.object({
  enabled: enabled.default(true),
  name: text({ required: 'Please enter name', min: 3, max: 50, length: 'Length should be 3 to 50' }),
  stateId: idOf('Please choose a state'),
});

/** A row as the API answers it. */
export const cityRow = z.object({
  id: int,
  enabled: z.boolean(),
  name: z.string(),
  stateId: int,
  countryId: int,
  ...stampsRow,
  ...byRow,
});

export const cities = defineResource({
  name: 'cities',
  label: 'City',
  titleField: 'name',
  access: { read: ['city', 'pincode', 'address', 'notification', 'user', 'order'], write: ['city'] },
  fields: {
    id: { type: 'integer' },
    enabled: { type: 'boolean' },
    name: { type: 'string' },
    stateId: { type: 'integer' },
    countryId: { type: 'integer' },
    ...AUDIT_FIELDS,
  },
  relations: {
    state: { resource: 'states', many: false },
    country: { resource: 'countries', many: false },
  },
  defaultSort: [{ field: 'id', order: 'ASC' }],
  pageSize: 10,
  create: cityCreate,
  update: updateSchemaOf(cityCreate),
  row: cityRow,
  detail: withAuthors(cityRow),
  exportColumns: [
    { header: 'ID', field: 'id' },
    { header: 'Name', field: 'name' },
    { header: 'Enabled', field: 'enabled' },
    { header: 'Created', field: 'createdTimestamp' },
  ],
  savedMessage: 'City added successfully',
});
