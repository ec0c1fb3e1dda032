import { z } from 'zod';
import { byRow, int, stampsRow, withAuthors } from '../answers';
import { AUDIT_FIELDS, defineResource } from '../resource';
import { enabled, id, text, updateSchemaOf } from '../validation';

export const attributeCreate = z.object({
  enabled: enabled.default(true),
  name: text({ required: 'Please enter name', min: 2, max: 150, length: 'Length should be 2 to 150' }),
});

/** The body of POST /attributes/tree: the ids, as a list or as `{ ids }`. */
export const attributeTreeBody = z.union([
  z.array(id).max(500),
  z.object({ ids: z.array(id).max(500) }).transform((body) => body.ids),
]);

/** A row as the API answers it. */
export const attributeRow = z.object({
  id: int,
  enabled: z.boolean(),
  name: z.string(),
  ...stampsRow,
  ...byRow,
});

export const attributes = defineResource({
  name: 'attributes',
  label: 'Attribute',
  titleField: 'name',
  access: { read: ['attribute', 'product'], write: ['attribute'] },
  fields: {
    id: { type: 'integer' },
    enabled: { type: 'boolean' },
    name: { type: 'string' },
    ...AUDIT_FIELDS,
  },
  relations: {
    attributesValue: { resource: 'attributes-values', many: true },
  },
  defaultSort: [{ field: 'id', order: 'ASC' }],
  pageSize: 10,
  create: attributeCreate,
  update: updateSchemaOf(attributeCreate),
  row: attributeRow,
  detail: withAuthors(attributeRow),
  exportColumns: [
    { header: 'ID', field: 'id' },
    { header: 'Name', field: 'name' },
    { header: 'Enabled', field: 'enabled' },
    { header: 'Created', field: 'createdTimestamp' },
  ],
  savedMessage: 'Attribute saved successfully',
});

/** What `POST /attributes/tree` answers: each asked attribute with its values in display order. */
export const attributeTreeNode = z.object({
  id: int,
  enabled: z.boolean(),
  name: z.string(),
  attributesValue: z.array(
    z.object({ id: int, enabled: z.boolean(), name: z.string(), priority: int, attributeId: int }),
  ),
});
