import { z } from 'zod';
import { byRow, int, stampsRow, withAuthors } from '../answers';
import { AUDIT_FIELDS, CREATED_COLUMN, defineResource, ENABLED_FIELD, ID_FIELD } from '../resource';
import { enabled, text, updateSchemaOf } from '../validation';

export const usersRoleCreate = z.object({
  enabled: enabled.default(true),
  name: text({ required: 'Please enter name', min: 3, max: 50, length: 'Length should be 3 to 50' }),
});

/** A row as the API answers it. */
export const usersRoleRow = z.object({
  id: int,
  enabled: z.boolean(),
  name: z.string(),
  ...stampsRow,
  ...byRow,
});

/**
 * Kinds of customer (a household, a shop, a restaurant): `GET /users-roles` fills the
 * customer form's role choice. The customer screens read them; only a superadmin changes them.
 */
export const usersRoles = defineResource({
  name: 'users-roles',
  label: 'Customer role',
  titleField: 'name',
  access: { read: ['user', 'contact', 'address', 'order'], write: 'superadmin' },
  fields: {
    id: ID_FIELD,
    name: { type: 'string', label: 'Name', list: 'text', filter: 'contains', sort: true },
    enabled: ENABLED_FIELD,
    ...AUDIT_FIELDS,
    createdTimestamp: CREATED_COLUMN,
  },
  defaultSort: [{ field: 'name', order: 'ASC' }],
  pageSize: 50,
  create: usersRoleCreate,
  update: updateSchemaOf(usersRoleCreate),
  row: usersRoleRow,
  detail: withAuthors(usersRoleRow),
  savedMessage: 'Role added successfully',
});
