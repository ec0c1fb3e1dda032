import { adminsRoles as roleDef } from '@mandi/domain';
import { adminsRoles } from '../../db/schema';
import type { ResourceBinding } from '../../lib/list';

export const adminsRolesBinding: ResourceBinding = { def: roleDef, table: adminsRoles };
