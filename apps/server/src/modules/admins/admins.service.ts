import { adminChangeProblem, isSuperadmin, isSuperadminRole, type StaffActor } from '@mandi/domain';
import type { Db, Executor } from '../../db/client';
import { type AuditEvent, recordAudit } from '../../lib/audit';
import { authorNames } from '../../lib/authors';
import { conflict, forbidden, invalidField, notFound } from '../../lib/errors';
import { presentRow, type RawQuery } from '../../lib/list';
import { hashPassword } from '../../lib/password';
import type { SessionPrincipal } from '../../plugins/auth';
import { crudService } from '../crud/crud.service';
import { setEnabledAudited } from '../crud/enable-toggle';
import { authorOf, type ResourceCall, type ResourceService } from '../crud/resource-service';
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

async function checkEmail(executor: Executor, email: unknown, exceptId?: number) {
  if (typeof email !== 'string') return;
  if (await adminsRepository.emailTaken(executor, email, exceptId)) {
    throw conflict(EMAIL_TAKEN, [{ field: 'emailAddress', message: EMAIL_TAKEN }]);
  }
}

/**
 * An admin's change as the audit records it: the role apart ('role-change'), the rest an
 * 'update' (passwords change through change-password and reset, recorded there).
 */
function adminEvents(id: number, before: Row, after: Row): AuditEvent[] {
  const { adminsRoleId: roleBefore, ...restBefore } = before;
  const { adminsRoleId: roleAfter, ...restAfter } = after;
  const events: AuditEvent[] = [
    { resource: 'admins', recordId: id, action: 'update', before: restBefore, after: restAfter },
  ];
  if (roleBefore !== roleAfter) {
    events.push({
      resource: 'admins',
      recordId: id,
      action: 'role-change',
      changes: [{ field: 'adminsRoleId', before: roleBefore, after: roleAfter }],
    });
  }
  return events;
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
    for await (const batch of crud.exportRows(call, raw)) {
      for (const row of batch) row.enabled = row.enabled ? 'Enabled' : 'Disabled';
      yield batch;
    }
  },

  async create(call: ResourceCall, input: Row) {
    const { db, actor } = call;
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
      await recordAudit(tx, authorOf(call), {
        resource: 'admins',
        recordId: row.id,
        action: 'create',
        after: row,
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
      const existing = await adminsRepository.findById(tx, id);
      if (!existing) throw notFound('Admin', id);
      const row = await adminsRepository.update(tx, id, {
        ...columnsOf(input),
        updatedBy: call.actor.id,
        updatedTimestamp: new Date(),
      });
      if (!row) throw notFound('Admin', id);
      await recordAudit(tx, authorOf(call), adminEvents(id, existing, row));
      return { ...presentRow(adminsBinding, row), ...(await authorNames(tx, row)) };
    });
  },

  async setEnabled(call: ResourceCall, id: number, enabled: boolean) {
    await checkChange(call, id, { enabled });
    return setEnabledAudited(call, id, enabled, {
      resource: 'admins',
      label: 'Admin',
      find: (tx, adminId) => adminsRepository.findById(tx, adminId),
      write: (tx, adminId, values) => adminsRepository.update(tx, adminId, values),
    });
  },

  async remove(call: ResourceCall, id: number) {
    await checkChange(call, id, { delete: true });
    await call.db.transaction(async (tx) => {
      const existing = await adminsRepository.findById(tx, id);
      if (!existing) throw notFound('Admin', id);
      await adminsRepository.remove(tx, id);
      await recordAudit(tx, authorOf(call), {
        resource: 'admins',
        recordId: id,
        action: 'delete',
        before: existing,
      });
    });
    return { id };
  },
} satisfies ResourceService;
