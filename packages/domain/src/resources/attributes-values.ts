import { z } from 'zod';
import { byRow, int, stampsRow, withAuthors } from '../answers';
import { AUDIT_FIELDS, defineResource } from '../resource';
import { enabled, id, text, updateSchemaOf } from '../validation';
import { displayPriority } from './priority';

const valueFields = {
  enabled: enabled.default(true),
  name: text({
    required: 'Please enter Attribute Value',
    min: 1,
    max: 100,
    length: 'Length should be 1 to 100',
  }),
  /** Absent on create: the new value goes last. */
  priority: displayPriority.optional(),
};

export const attributeValueCreate = z.object({ ...valueFields, attributeId: id });

/** A row as the API answers it. */
export const attributesValueRow = z.object({
  id: int,
  enabled: z.boolean(),
  name: z.string(),
  priority: int,
  attributeId: int,
  ...stampsRow,
  ...byRow,
});

export const attributesValues = defineResource({
  name: 'attributes-values',
  label: 'Attribute value',
  titleField: 'name',
  access: { read: ['attribute', 'product'], write: ['attribute'] },
  fields: {
    id: { type: 'integer' },
    enabled: { type: 'boolean' },
    name: { type: 'string' },
    priority: { type: 'integer' },
    attributeId: { type: 'integer' },
    ...AUDIT_FIELDS,
  },
  relations: {
    attribute: { resource: 'attributes', many: false },
  },
  defaultSort: [
    { field: 'priority', order: 'ASC' },
    { field: 'id', order: 'ASC' },
  ],
  pageSize: 10,
  create: attributeValueCreate,
  // A value stays with its attribute: variations name both.
  update: updateSchemaOf(z.object(valueFields)),
  row: attributesValueRow,
  detail: withAuthors(attributesValueRow),
  exportColumns: [
    { header: 'ID', field: 'id' },
    { header: 'Attribute ID', field: 'attributeId' },
    { header: 'Name', field: 'name' },
    { header: 'Priority', field: 'priority' },
    { header: 'Enabled', field: 'enabled' },
  ],
  savedMessage: 'Attribute value saved successfully',
});
