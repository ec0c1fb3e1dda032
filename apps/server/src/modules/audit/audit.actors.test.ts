import { auditActorsEndpoint } from '@mandi/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { typedEndpoint } from '../../../test/typed-client';
import { adminIdOf } from '../../../test/who';
import { admins } from '../../db/schema';
import { recordAudit, SYSTEM } from '../../lib/audit';

/**
 * GET /api/audit/actors: the staff filter's choices come from the audit itself, so a role
 * with the `audit` screen but not the staff accounts still gets them, and "System" is one.
 */
describe('GET /api/audit/actors', async () => {
  const { call, tokenFor, database } = await createTestApp();
  const db = database.db;
  let token: string;
  let superId: number;
  let auditor: string;
  let auditorId: number;

  beforeAll(async () => {
    token = await tokenFor();
    superId = await adminIdOf(database, token);
    await call(token, { method: 'POST', url: '/api/taxes', payload: { name: 'Actors GST', rate: 5 } });
    // A job's change: no staff member.
    await recordAudit(db, SYSTEM, { resource: 'settings', recordId: 1, action: 'update', changes: [] });
    await recordAudit(db, SYSTEM, {
      resource: 'taxes',
      recordId: 99,
      action: 'delete',
      before: { name: 'Old tax' },
    });
    auditor = await tokenFor({ routes: ['audit'] });
    auditorId = await adminIdOf(database, auditor);
  });

  it('answers a role with the audit screen but not the staff accounts: System and the staff in the entries', async () => {
    expect((await call(auditor, { method: 'GET', url: '/api/admins' })).status).toBe(403);
    const res = await typedEndpoint(call, auditor, auditActorsEndpoint, {});
    expect(res.status).toBe(200);
    const [superAdmin] = await db.select().from(admins).where(eq(admins.id, superId));
    expect(res.body.data).toEqual([
      { adminId: null, name: 'System' },
      { adminId: superId, name: superAdmin!.fullName },
    ]);
    // The auditor made no change: not a choice.
    expect(res.body.data.map((actor) => actor.adminId)).not.toContain(auditorId);
  });

  it('names a deleted account by its id, and refuses a role without the audit screen', async () => {
    await recordAudit(
      db,
      { adminId: 987_654, origin: SYSTEM.origin },
      {
        resource: 'brands',
        recordId: 5,
        action: 'delete',
        before: { name: 'Gone' },
      },
    );
    const res = await typedEndpoint(call, token, auditActorsEndpoint, {});
    expect(res.body.data).toContainEqual({ adminId: 987_654, name: 'Admin 987654' });
    const other = await tokenFor({ routes: ['tax', 'admin'] });
    expect((await typedEndpoint(call, other, auditActorsEndpoint, {})).status).toBe(403);
    expect((await typedEndpoint(call, null, auditActorsEndpoint, {})).status).toBe(401);
  });

  it('filters the entries the system made with adminId||$isnull', async () => {
    const res = await call(auditor, { method: 'GET', url: '/api/audit?filter=adminId||$isnull&limit=100' });
    expect(res.status).toBe(200);
    const entries = res.body.data as { adminId: number | null; adminName: string | null; resource: string }[];
    expect(entries.length).toBeGreaterThanOrEqual(1);
    expect(entries.every((entry) => entry.adminId === null && entry.adminName === null)).toBe(true);
    expect(entries.map((entry) => entry.resource)).toContain('taxes');
    const staff = await call(auditor, { method: 'GET', url: `/api/audit?filter=adminId||$eq||${superId}` });
    expect(staff.body.data.every((entry: { adminId: number }) => entry.adminId === superId)).toBe(true);
  });
});
