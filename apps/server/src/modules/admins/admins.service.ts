import { adminChangeProblem, isSuperadmin, isSuperadminRole, type StaffActor } from '@mandi/domain';
import type { Db, Tx } from '../../db/client';
import { authorNames } from '../../lib/authors';
import { conflict, forbidden, invalidField, notFound } from '../../lib/errors';
import { presentRow, type RawQuery } from '../../lib/list';
import { hashPassword } from '../../lib/password';
import type { SessionPrincipal } from '../../plugins/auth';
import { crudService } from '../crud/crud.service';
import type { ResourceCall, ResourceService } from '../crud/resource-service';
import { adminsBinding } from './admins.binding';
import { adminsRepository, type NewAdmin } from './admins.repository';

type Row = Record<string, unknown>;

export const EMAIL_TAKEN = 'An admin with this email already exists';
export const ROLE_REQUIRED = 'Please enter choose a role';

const staffActor = (principal: SessionPrincipal): StaffActor => ({
  id: principal.id,
  adminsRoleId: principal.adminsRoleId,
  superadmin: isSuperadmin(principal),
});

/** The fields of a body that are columns of admins (the password becomes its hash). */
function columnsOf(input: Row): Partial<NewAdmin> {
  const { password: _password, ...rest } = input;
  return rest as Partial<NewAdmin>;
}

const crud = crudService({ binding: adminsBinding });

/** The role an admin is being given: it must exist and be enabled. */
async function roleToGive(db: Db, roleId: number) {
  const role = await adminsRepository.findRole(db, roleId);
  if (!role?.enabled) throw invalidField('adminsRoleId', ROLE_REQUIRED);
  return role;
}

async function checkChange(
  { db, actor }: ResourceCall,
  id: number,
  change: { delete?: boolean; enabled?: boolean; adminsRoleId?: number },
) {
  const target = await adminsRepository.findWithRole(db, id);
  if (!target) throw notFound('Admin', id);
  const giving = change.adminsRoleId !== undefined && change.adminsRoleId !== target.adminsRoleId;
  const newRole = giving ? await roleToGive(db, change.adminsRoleId!) : undefined;
  const problem = adminChangeProblem(
    staffActor(actor),
    {
      id: target.id,
      adminsRoleId: target.adminsRoleId,
      superadmin: isSuperadminRole({ name: target.roleName }),
    },
    change,
    newRole ? isSuperadminRole(newRole) : false,
  );
  if (problem) throw forbidden(problem);
}

async function checkEmail(executor: Db | Tx, email: unknown, exceptId?: number) {
  if (typeof email !== 'string') return;
  if (await adminsRepository.emailTaken(executor, email, exceptId)) {
    throw conflict(EMAIL_TAKEN, [{ field: 'emailAddress', message: EMAIL_TAKEN }]);
  }
}

/**
 * Staff accounts. The chosen role is kept (the old system forced role 1 on every save: see
 * docs/DECISIONS.md). Nobody disables, deletes or re-roles their own account; only a
 * superadmin touches superadmin accounts or gives that role.
 */
export const adminsService = {
  def: crud.def,
  list: crud.list,
  get: crud.get,

  /** The export says Enabled or Disabled in its Status column. */
  async *exportRows(call: ResourceCall, raw: RawQuery) {
    for await (const row of crud.exportRows(call, raw)) {
      yield { ...row, enabled: row.enabled ? 'Enabled' : 'Disabled' };
    }
  },

  async create({ db, actor }: ResourceCall, input: Row) {
    const role = await roleToGive(db, input.adminsRoleId as number);
    const problem = adminChangeProblem(staffActor(actor), null, {}, isSuperadminRole(role));
    if (problem) throw forbidden(problem);
    const passwordHash = await hashPassword(input.password as string);
    return db.transaction(async (tx) => {
      await checkEmail(tx, input.emailAddress);
      const row = await adminsRepository.insert(tx, {
        ...(columnsOf(input) as NewAdmin),
        passwordHash,
        createdBy: actor.id,
        updatedBy: actor.id,
      });
      return { ...presentRow(adminsBinding, row), ...(await authorNames(tx, row)) };
    });
  },

  async update(call: ResourceCall, id: number, input: Row) {
    await checkChange(call, id, {
      enabled: input.enabled as boolean | undefined,
      adminsRoleId: input.adminsRoleId as number | undefined,
    });
    return call.db.transaction(async (tx) => {
      await checkEmail(tx, input.emailAddress, id);
      const row = await adminsRepository.update(tx, id, {
        ...columnsOf(input),
        updatedBy: call.actor.id,
        updatedTimestamp: new Date(),
      });
      if (!row) throw notFound('Admin', id);
      return { ...presentRow(adminsBinding, row), ...(await authorNames(tx, row)) };
    });
  },

  async setEnabled(call: ResourceCall, id: number, enabled: boolean) {
    await checkChange(call, id, { enabled });
    const row = await adminsRepository.update(call.db, id, {
      enabled,
      updatedBy: call.actor.id,
      updatedTimestamp: new Date(),
    });
    if (!row) throw notFound('Admin', id);
    return { id, enabled: row.enabled };
  },

  async remove(call: ResourceCall, id: number) {
    await checkChange(call, id, { delete: true });
    await adminsRepository.remove(call.db, id);
    return { id };
  },
} satisfies ResourceService;
