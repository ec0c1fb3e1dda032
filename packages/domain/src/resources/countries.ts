import { z } from 'zod';
import { byRow, int, stampsRow, withAuthors } from '../answers';
import { zipLengthProblem } from '../locations/pincode-rules';
import { AUDIT_FIELDS, defineResource } from '../resource';
import { enabled, text, updateSchemaOf } from '../validation';

const zipLength = (label: string) =>
  z
    .number({ error: `Please enter ${label}` })
    .int(`${label} should be a whole number`)
    .min(1, `${label} should be 1 to 10`)
    .max(10, `${label} should be 1 to 10`);

const countryShape = z.object({
  enabled: enabled.default(true),
  /** ISO 3166-1 alpha-2 ('IN'), stored in capitals. */
  code: text({ required: 'Please enter code', min: 2, max: 3, length: 'Length should be 2 to 3' }).transform(
    (v) => v.toUpperCase(),
  ),
  name: text({ required: 'Please enter name', min: 3, max: 50, length: 'Length should be 3 to 50' }),
  zipCodeMinLength: zipLength('Zip code minimum length').default(6),
  zipCodeMaxLength: zipLength('Zip code maximum length').default(6),
});

export const countryCreate = countryShape.superRefine((country, context) => {
  const problem = zipLengthProblem(country.zipCodeMinLength, country.zipCodeMaxLength);
  if (problem) context.addIssue({ code: 'custom', message: problem, path: ['zipCodeMaxLength'] });
});

/** A row as the API answers it. */
export const countryRow = z.object({
  id: int,
  enabled: z.boolean(),
  code: z.string(),
  name: z.string(),
  zipCodeMinLength: int,
  zipCodeMaxLength: int,
  ...stampsRow,
  ...byRow,
});

/** Countries: the API's five calls; the screens use India (id 1) only. */
export const countries = defineResource({
  name: 'countries',
  label: 'Country',
  titleField: 'name',
  access: {
    read: ['country', 'state', 'city', 'pincode', 'address', 'notification', 'user', 'order'],
    write: ['country'],
  },
  fields: {
    id: { type: 'integer' },
    enabled: { type: 'boolean' },
    code: { type: 'string' },
    name: { type: 'string' },
    zipCodeMinLength: { type: 'integer' },
    zipCodeMaxLength: { type: 'integer' },
    ...AUDIT_FIELDS,
  },
  defaultSort: [{ field: 'id', order: 'ASC' }],
  pageSize: 10,
  create: countryCreate,
  update: updateSchemaOf(countryShape),
  row: countryRow,
  detail: withAuthors(countryRow),
  exportColumns: [
    { header: 'ID', field: 'id' },
    { header: 'Code', field: 'code' },
    { header: 'Name', field: 'name' },
    { header: 'Zip code min length', field: 'zipCodeMinLength' },
    { header: 'Zip code max length', field: 'zipCodeMaxLength' },
    { header: 'Enabled', field: 'enabled' },
  ],
  savedMessage: 'Country saved successfully',
});
