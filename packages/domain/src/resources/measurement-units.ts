import { z } from 'zod';
import { byRow, int, stampsRow, withAuthors } from '../answers';
import { AUDIT_FIELDS, CREATED_COLUMN, defineResource, ENABLED_FIELD, ID_FIELD } from '../resource';
import { enabled, text, updateSchemaOf } from '../validation';

export const measurementUnitCreate = z.object({
  enabled: enabled.default(true),
  name: text({ required: 'Please enter name', min: 1, max: 50, length: 'Length should be 1 to 50' }),
  code: text({ required: 'Please enter code', min: 1, max: 10, length: 'Length should be 1 to 10' }),
});

/** A row as the API answers it. */
export const measurementUnitRow = z.object({
  id: int,
  enabled: z.boolean(),
  name: z.string(),
  code: z.string(),
  ...stampsRow,
  ...byRow,
});

export const measurementUnits = defineResource({
  name: 'measurement-units',
  label: 'Measurement unit',
  titleField: 'name',
  access: { read: ['measurement-unit', 'product'], write: ['measurement-unit'] },
  fields: {
    id: ID_FIELD,
    name: { type: 'string', label: 'Name', list: 'text', filter: 'contains', sort: true },
    code: { type: 'string', label: 'Code', list: 'text', filter: 'contains', sort: true },
    enabled: ENABLED_FIELD,
    ...AUDIT_FIELDS,
    createdTimestamp: { ...CREATED_COLUMN, hidden: true },
  },
  defaultSort: [{ field: 'id', order: 'ASC' }],
  pageSize: 10,
  create: measurementUnitCreate,
  update: updateSchemaOf(measurementUnitCreate),
  row: measurementUnitRow,
  detail: withAuthors(measurementUnitRow),
  exportColumns: [
    { header: 'ID', field: 'id' },
    { header: 'Name', field: 'name' },
    { header: 'Code', field: 'code' },
    { header: 'Enabled', field: 'enabled' },
  ],
  savedMessage: 'Measurement unit saved successfully',
});
