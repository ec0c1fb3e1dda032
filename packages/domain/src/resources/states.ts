import { z } from 'zod';
import { byRow, int, stampsRow, withAuthors } from '../answers';
import { AUDIT_FIELDS, defineResource } from '../resource';
import { enabled, idOf, optionalText, text, updateSchemaOf } from '../validation';
import { INDIA_COUNTRY_ID } from './taxes';

/** Order of states in the apps' pickers: a whole number, at least 0. */
const statePriority = z
  .number({ error: 'Please enter priority' })
  .int('Priority should be a whole number, at least 0')
  .min(0, 'Priority should be a whole number, at least 0')
  .max(2_147_483_647, 'Priority is too large');

export const stateCreate = z.object({
  enabled: enabled.default(true),
  name: text({ required: 'Please enter name', min: 3, max: 50, length: 'Length should be 3 to 50' }),
  /** ISO 3166-2 subdivision code without the country ('MH'). */
  code: optionalText({ min: 2, max: 3, length: 'Length should be 2 to 3' }),
  priority: statePriority.default(0),
  countryId: idOf('Please choose a country').default(INDIA_COUNTRY_ID),
});

/** A row as the API answers it. */
export const stateRow = z.object({
  id: int,
  enabled: z.boolean(),
  name: z.string(),
  code: z.string().nullable(),
  priority: int,
  countryId: int,
  ...stampsRow,
  ...byRow,
});

/** States of a country (the screens: India, id 1), sorted by name. */
export const states = defineResource({
  name: 'states',
  label: 'State',
  titleField: 'name',
  access: {
    read: ['state', 'city', 'pincode', 'address', 'notification', 'user', 'order'],
    write: ['state'],
  },
  fields: {
    id: { type: 'integer' },
    enabled: { type: 'boolean' },
    name: { type: 'string' },
    code: { type: 'string' },
    priority: { type: 'integer' },
    countryId: { type: 'integer' },
    ...AUDIT_FIELDS,
  },
  relations: { country: { resource: 'countries', many: false } },
  defaultSort: [{ field: 'name', order: 'ASC' }],
  pageSize: 10,
  create: stateCreate,
  update: updateSchemaOf(stateCreate),
  row: stateRow,
  detail: withAuthors(stateRow),
  exportColumns: [
    { header: 'ID', field: 'id' },
    { header: 'Name', field: 'name' },
    { header: 'Code', field: 'code' },
    { header: 'Priority', field: 'priority' },
    { header: 'Enabled', field: 'enabled' },
  ],
  savedMessage: 'State added successfully',
});
