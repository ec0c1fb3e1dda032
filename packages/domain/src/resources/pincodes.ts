import { z } from 'zod';
import { byRow, int, stampsRow, withAuthors } from '../answers';
import { pincodeText } from '../locations/pincode-fields';
import { AUDIT_FIELDS, defineResource } from '../resource';
import { enabled, idOf, text, updateSchemaOf } from '../validation';

/**
 * A new pincode names its city; the server fills state and country from the city and checks
 * the pincode against the country's rule (India: six digits, not starting with 0).
 */
export const pincodeCreate = z.object({
  enabled: enabled.default(true),
  // The spec gives one message for both required fields.
  pincodeName: text({ required: 'Please enter Pincode', max: 100 }),
  pincode: pincodeText,
  isDeliverable: z.boolean({ error: 'Deliverable must be true or false' }).default(true),
  cityId: idOf('Please choose a city'),
});

/** A row as the API answers it. */
export const pincodeRow = z.object({
  id: int,
  enabled: z.boolean(),
  pincodeName: z.string(),
  pincode: z.string(),
  isDeliverable: z.boolean(),
  cityId: int,
  stateId: int,
  countryId: int,
  ...stampsRow,
  ...byRow,
});

export const pincodes = defineResource({
  name: 'pincodes',
  label: 'Pincode',
  titleField: 'pincode',
  // Screens that pick a pincode (addresses, notification targets, customers, orders) read them.
  access: { read: ['pincode', 'address', 'notification', 'user', 'order'], write: ['pincode'] },
  fields: {
    id: { type: 'integer' },
    enabled: { type: 'boolean' },
    pincodeName: { type: 'string' },
    pincode: { type: 'string' },
    isDeliverable: { type: 'boolean' },
    cityId: { type: 'integer' },
    stateId: { type: 'integer' },
    countryId: { type: 'integer' },
    ...AUDIT_FIELDS,
  },
  relations: {
    city: { resource: 'cities', many: false },
    state: { resource: 'states', many: false },
    country: { resource: 'countries', many: false },
  },
  defaultSort: [{ field: 'id', order: 'ASC' }],
  pageSize: 10,
  create: pincodeCreate,
  update: updateSchemaOf(pincodeCreate),
  row: pincodeRow,
  detail: withAuthors(pincodeRow),
  exportColumns: [
    { header: 'ID', field: 'id' },
    { header: 'Pincode', field: 'pincode' },
    { header: 'Pincode Name', field: 'pincodeName' },
    { header: 'Deliverable', field: 'isDeliverable' },
    { header: 'Enabled', field: 'enabled' },
  ],
  savedMessage: 'Pincode saved successfully',
});
