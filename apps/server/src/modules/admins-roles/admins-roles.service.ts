import { isSuperadmin, roleChangeProblem, roleInUseMessage } from '@mandi/domain';
import type { Db } from '../../db/client';
import { conflict, forbidden, notFound } from '../../lib/errors';
import type { RawQuery } from '../../lib/list';
import type { SessionPrincipal } from '../../plugins/auth';
import { crudService } from '../crud/crud.service';
import { adminsRolesBinding } from './admins-roles.binding';
import { adminsRolesRepository } from './admins-roles.repository';

type Row = Record<string, unknown>;

const crud = crudService({
  binding: adminsRolesBinding,
  unique: [{ field: 'name', message: 'A role with this name already exists' }],
  // Inside the delete's transaction, so an admin given the role meanwhile still stops it.
  async beforeDelete(tx, existing) {
    const admins = await adminsRolesRepository.adminCount(tx, existing.id as number);
    if (admins > 0) throw conflict(roleInUseMessage(String(existing.name), admins));
  },
});

/**
 * Roles and the screens each opens. The superadmin role is never changed (it opens every
 * screen whatever it stores); nobody disables the role they sign in with; a role in use is
 * not deleted.
 */
export function adminsRolesService(db: Db) {
  async function check(actor: SessionPrincipal, id: number, change: { delete?: boolean; enabled?: boolean }) {
    const role = await adminsRolesRepository.findById(db, id);
    if (!role) throw notFound('Role', id);
    const problem = roleChangeProblem(
      { id: actor.id, adminsRoleId: actor.adminsRoleId, superadmin: isSuperadmin(actor) },
      role,
      change,
    );
    if (problem) throw forbidden(problem);
  }

  return {
    def: crud.def,
    list: (raw: RawQuery) => crud.list(db, raw),
    exportRows: (raw: RawQuery) => crud.exportRows(db, raw),
    get: (id: number) => crud.get(db, id),
    create: (input: Row, actor: SessionPrincipal) => crud.create(db, input, actor),

    async update(id: number, input: Row, actor: SessionPrincipal) {
      await check(actor, id, { enabled: input.enabled as boolean | undefined });
      return crud.update(db, id, input, actor);
    },

    async setEnabled(id: number, enabled: boolean, actor: SessionPrincipal) {
      await check(actor, id, { enabled });
      return crud.setEnabled(db, id, enabled, actor);
    },

    async remove(id: number, actor: SessionPrincipal) {
      await check(actor, id, { delete: true });
      return crud.remove(db, id);
    },
  };
}

export type AdminsRolesService = ReturnType<typeof adminsRolesService>;
