import { z } from 'zod';
import { byRow, int, stampsRow, withAuthors } from '../answers';
import { AUDIT_FIELDS, CREATED_COLUMN, defineResource, ENABLED_FIELD, ID_FIELD } from '../resource';
import { enabled, optionalText, text, updateSchemaOf } from '../validation';
import { optionalImageUrl } from './image-url';

/** Upload limit of a brand's picture, in MB (the spec's upload default). */
export const BRAND_IMAGE_MAX_MB = 5;

export const brandCreate = z.object({
  enabled: enabled.default(true),
  name: text({ required: 'Please enter name', min: 3, max: 150, length: 'Length should be 3 to 150' }),
  image: optionalImageUrl(),
  description: optionalText({ max: 5000 }),
});

/** A row as the API answers it. */
export const brandRow = z.object({
  id: int,
  enabled: z.boolean(),
  name: z.string(),
  image: z.string().nullable(),
  description: z.string().nullable(),
  ...stampsRow,
  ...byRow,
});

export const brands = defineResource({
  name: 'brands',
  label: 'Brand',
  titleField: 'name',
  access: { read: ['brand', 'product', 'category', 'banner'], write: ['brand'] },
  fields: {
    id: ID_FIELD,
    name: { type: 'string', label: 'Name', list: 'text', filter: 'contains', sort: true },
    image: { type: 'string', label: 'Image' },
    description: { type: 'string', label: 'Description', list: 'text' },
    enabled: ENABLED_FIELD,
    ...AUDIT_FIELDS,
    createdTimestamp: { ...CREATED_COLUMN, sort: true, hidden: true },
  },
  defaultSort: [{ field: 'id', order: 'ASC' }],
  pageSize: 10,
  create: brandCreate,
  update: updateSchemaOf(brandCreate),
  row: brandRow,
  detail: withAuthors(brandRow),
  exportColumns: [
    { header: 'ID', field: 'id' },
    { header: 'Name', field: 'name' },
    { header: 'Description', field: 'description', width: 50 },
    { header: 'Enabled', field: 'enabled' },
    { header: 'Created', field: 'createdTimestamp' },
  ],
  savedMessage: 'Brand saved successfully',
});
