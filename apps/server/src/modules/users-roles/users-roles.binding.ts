import { usersRoles as roleDef } from '@mandi/domain';
import { usersRoles } from '../../db/schema';
import type { ResourceBinding } from '../../lib/list';

export const usersRolesBinding: ResourceBinding = { def: roleDef, table: usersRoles };
