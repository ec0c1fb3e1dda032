import { admins as adminDef } from '@mandi/domain';
import { admins, adminsRoles } from '../../db/schema';
import type { ResourceBinding } from '../../lib/list';
import { adminsRolesBinding } from '../admins-roles/admins-roles.binding';

/** Answers only the declared fields: the password hash never leaves. */
export const adminsBinding: ResourceBinding = {
  def: adminDef,
  table: admins,
  relations: {
    adminsRole: {
      target: () => adminsRolesBinding,
      sourceColumn: admins.adminsRoleId,
      targetColumn: adminsRoles.id,
    },
  },
};
