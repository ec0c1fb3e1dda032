import { z } from 'zod';
import { byRow, int, stampsRow, withAuthors } from '../answers';
import { AUDIT_FIELDS, CREATED_COLUMN, defineResource, ENABLED_FIELD, ID_FIELD } from '../resource';
import { enabled, idOf, text, updateSchemaOf } from '../validation';

export const INDIA_COUNTRY_ID = 1;

export const taxCreate = z.object({
  enabled: enabled.default(true),
  name: text({ required: 'Please enter name', min: 3, max: 150, length: 'Length should be 3 to 150' }),
  countryId: idOf('Please choose a country').default(INDIA_COUNTRY_ID),
  rate: z
    .number({ error: 'Please choose a rate' })
    .min(0, 'Rate should be 0 to 100')
    .max(100, 'Rate should be 0 to 100')
    .multipleOf(0.01, 'Rate can have at most 2 decimals'),
  /** Compensation cess (issue 29), percent of the taxable value, on top of the GST. */
  cessRate: z
    .number({ error: 'Cess rate should be a number' })
    .min(0, 'Cess rate should be 0 to 400')
    .max(400, 'Cess rate should be 0 to 400')
    .multipleOf(0.01, 'Cess rate can have at most 2 decimals')
    .default(0),
});

/** A row as the API answers it. */
export const taxRow = z.object({
  id: int,
  enabled: z.boolean(),
  name: z.string(),
  countryId: int,
  rate: z.number(),
  cessRate: z.number(),
  ...stampsRow,
  ...byRow,
});

export const taxes = defineResource({
  name: 'taxes',
  label: 'Tax',
  titleField: 'name',
  access: { read: ['tax', 'product'], write: ['tax'] },
  fields: {
    id: ID_FIELD,
    name: { type: 'string', label: 'Name', list: 'text', filter: 'contains', sort: true },
    rate: { type: 'number', label: 'Rate', list: 'percent', sort: true },
    cessRate: { type: 'number', label: 'Cess rate', list: 'percent', sort: true },
    enabled: ENABLED_FIELD,
    countryId: { type: 'integer' },
    ...AUDIT_FIELDS,
    createdTimestamp: CREATED_COLUMN,
  },
  defaultSort: [{ field: 'id', order: 'ASC' }],
  pageSize: 10,
  create: taxCreate,
  update: updateSchemaOf(taxCreate),
  row: taxRow,
  detail: withAuthors(taxRow),
  exportColumns: [
    { header: 'ID', field: 'id' },
    { header: 'Name', field: 'name' },
    { header: 'Rate (%)', field: 'rate' },
    { header: 'Cess rate (%)', field: 'cessRate' },
    { header: 'Enabled', field: 'enabled' },
    { header: 'Created', field: 'createdTimestamp' },
  ],
  savedMessage: 'Tax saved successfully',
});
