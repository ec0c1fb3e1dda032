import { isSuperadmin, roleChangeProblem, roleInUseMessage } from '@mandi/domain';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { Row } from '../../lib/list';
import { crudService } from '../crud/crud.service';
import type { ResourceCall, ResourceService } from '../crud/resource-service';
import { adminsRolesBinding } from './admins-roles.binding';
import { adminsRolesRepository } from './admins-roles.repository';

const crud = crudService({
  binding: adminsRolesBinding,
  unique: [{ field: 'name', message: 'A role with this name already exists' }],
  // Inside the delete's transaction, so an admin given the role meanwhile still stops it.
  async beforeDelete(tx, existing) {
    const admins = await adminsRolesRepository.adminCount(tx, existing.id as number);
    if (admins > 0) throw conflict(roleInUseMessage(String(existing.name), admins));
  },
});

async function check(
  { db, actor }: ResourceCall,
  id: number,
  change: { delete?: boolean; enabled?: boolean },
) {
  const role = await adminsRolesRepository.findById(db, id);
  if (!role) throw notFound('Role', id);
  const problem = roleChangeProblem(
    { id: actor.id, adminsRoleId: actor.adminsRoleId, superadmin: isSuperadmin(actor) },
    role,
    change,
  );
  if (problem) throw forbidden(problem);
}

/**
 * Roles and the screens each opens. The superadmin role is never changed (it opens every
 * screen whatever it stores); nobody disables the role they sign in with; a role in use is
 * not deleted.
 */
export const adminsRolesService = {
  ...crud,

  async update(call: ResourceCall, id: number, input: Row) {
    await check(call, id, { enabled: input.enabled as boolean | undefined });
    return crud.update(call, id, input);
  },

  async setEnabled(call: ResourceCall, id: number, enabled: boolean) {
    await check(call, id, { enabled });
    return crud.setEnabled(call, id, enabled);
  },

  async remove(call: ResourceCall, id: number) {
    await check(call, id, { delete: true });
    return crud.remove(call, id);
  },
} satisfies ResourceService;
