import { z } from 'zod';
import { byRow, int, stampsRow, withAuthors } from '../answers';
import {
  checkGstinCarriesPan,
  fssaiNumberField,
  gstNumberField,
  panNumberField,
} from '../customers/tax-id-fields';
import { PAN_HOLDER_TYPES } from '../customers/tax-ids';
import { AUDIT_FIELDS, CREATED_COLUMN, defineResource, ENABLED_FIELD, ID_FIELD } from '../resource';
import { enabled, text, updateSchemaOf } from '../validation';

/** An organization's fields: the numbers each checked on its own (domain `customers/tax-ids`). */
export const organizationFields = z.object({
  enabled: enabled.default(true),
  name: text({ required: 'Please enter name', min: 3, max: 150, length: 'Length should be 3 to 150' }),
  gstNumber: gstNumberField,
  panNumber: panNumberField,
  fssaiNumber: fssaiNumberField,
});

/** A new organization: and its GSTIN carries its PAN (characters 3 to 12). */
export const organizationCreate = organizationFields.superRefine(checkGstinCarriesPan);

/** A row as the API answers it, with the PAN's holder type (from its 4th letter). */
export const organizationRow = z.object({
  id: int,
  enabled: z.boolean(),
  name: z.string(),
  gstNumber: z.string().nullable(),
  panNumber: z.string().nullable(),
  panHolderType: z
    .enum(Object.values(PAN_HOLDER_TYPES) as [string, ...string[]])
    .nullable()
    .describe('who holds the PAN, from its 4th letter; null when there is none'),
  fssaiNumber: z.string().nullable(),
  ...stampsRow,
  ...byRow,
});

export const organizations = defineResource({
  name: 'Organizations',
  label: 'Organization',
  titleField: 'name',
  access: { read: ['organization', 'user', 'contact'], write: ['organization'] },
  fields: {
    id: ID_FIELD,
    name: { type: 'string', label: 'Name', list: 'text', filter: 'contains', sort: true },
    gstNumber: { type: 'string', label: 'GST Number', list: 'text' },
    panNumber: { type: 'string', label: 'PAN Number', list: 'text' },
    fssaiNumber: { type: 'string', label: 'FSSAI Number', list: 'text' },
    enabled: ENABLED_FIELD,
    ...AUDIT_FIELDS,
    createdTimestamp: { ...CREATED_COLUMN, sort: true },
  },
  defaultSort: [{ field: 'id', order: 'ASC' }],
  pageSize: 10,
  create: organizationCreate,
  // The GSTIN's PAN part needs both numbers: the server checks it on the stored row with the change.
  update: updateSchemaOf(organizationFields),
  row: organizationRow,
  detail: withAuthors(organizationRow),
  exportColumns: [
    { header: 'ID', field: 'id' },
    { header: 'Name', field: 'name', width: 40 },
    { header: 'GST Number', field: 'gstNumber', width: 20 },
    { header: 'PAN Number', field: 'panNumber', width: 14 },
    { header: 'PAN Holder', field: 'panHolderType', width: 24 },
    { header: 'FSSAI Number', field: 'fssaiNumber', width: 18 },
    { header: 'Enabled', field: 'enabled' },
    { header: 'Created', field: 'createdTimestamp' },
  ],
  savedMessage: 'Organization saved successfully',
});
