import { z } from 'zod';
import { ROUTE_KEYS, type RouteKey } from '../access';
import { byRow, int, stampsRow, withAuthors } from '../answers';
import { AUDIT_FIELDS, defineResource } from '../resource';
import { enabled, text, updateSchemaOf } from '../validation';

const routeKey = z.enum(ROUTE_KEYS as [RouteKey, ...RouteKey[]], { error: 'Unknown screen' });

/** The screens a role opens: route keys of ROUTE_TREE, stored once each in the tree's order. */
export const roleRoutes = z
  .array(routeKey, { error: 'Please choose the screens' })
  .transform((keys) => ROUTE_KEYS.filter((key) => keys.includes(key)));

export const adminRoleCreate = z.object({
  enabled: enabled.default(true),
  name: text({ required: 'Please enter name', min: 3, max: 25, length: 'Length should be 3 to 25' }),
  routes: roleRoutes.default([]),
});

/** A row as the API answers it. */
export const adminRoleRow = z.object({
  id: int,
  enabled: z.boolean(),
  name: z.string(),
  routes: z.array(z.string()),
  ...stampsRow,
  ...byRow,
});

/** Staff roles and the screens each opens (`routes`); superadmin opens every screen. */
export const adminsRoles = defineResource({
  name: 'admins-roles',
  label: 'Role',
  titleField: 'name',
  // The admin form picks a role, so the admins screen reads roles too.
  access: { read: ['admin-role', 'admin'], write: ['admin-role'] },
  fields: {
    id: { type: 'integer' },
    enabled: { type: 'boolean' },
    name: { type: 'string' },
    routes: { type: 'json' },
    ...AUDIT_FIELDS,
  },
  defaultSort: [{ field: 'id', order: 'ASC' }],
  pageSize: 10,
  create: adminRoleCreate,
  update: updateSchemaOf(adminRoleCreate),
  row: adminRoleRow,
  detail: withAuthors(adminRoleRow),
  exportColumns: [
    { header: 'ID', field: 'id' },
    { header: 'Name', field: 'name' },
    { header: 'Screens', field: 'routes' },
    { header: 'Enabled', field: 'enabled' },
    { header: 'Created', field: 'createdTimestamp' },
  ],
  savedMessage: 'Role added successfully',
});
