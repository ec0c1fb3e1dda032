import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { adminsLogins } from '../../db/schema';
import { createAdmin, createSession, type RoleChoice, type TestAdmin } from './auth.factories';

describe('GET /api/admins-logins', async () => {
  const { call, database } = await createTestApp();
  const db = database.db;

  /** An admin with a session and `n` recorded sign-ins, one minute apart, oldest first. */
  async function adminWithHistory(role: RoleChoice, n: number) {
    const admin = await createAdmin(db, { role });
    const token = await createSession(db, admin.id);
    if (n > 0) {
      await db.insert(adminsLogins).values(
        Array.from({ length: n }, (_, i) => ({
          adminId: admin.id,
          emailAddress: admin.email,
          ip: `10.0.0.${i + 1}`,
          success: true,
          reason: 'Signed in',
          createdTimestamp: sql`now() - make_interval(mins => ${n - i})`,
        })),
      );
    }
    return { admin, token };
  }
  const list = (token: string, query = '') =>
    call(token, { method: 'GET', url: `/api/admins-logins${query}` });

  let owner: { admin: TestAdmin; token: string };
  beforeAll(async () => {
    owner = await adminWithHistory('superadmin', 3);
  });

  it("lists the signed-in admin's own sign-ins, newest first, 10 to a page", async () => {
    const { admin, token } = await adminWithHistory({ routes: ['order'] }, 12);
    const res = await list(token);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ count: 10, total: 12, page: 1, pageCount: 2 });
    expect(res.body.data.every((row: { adminId: number }) => row.adminId === admin.id)).toBe(true);
    expect(res.body.data[0]).toEqual({
      id: expect.any(Number),
      adminId: admin.id,
      emailAddress: admin.email,
      ip: '10.0.0.12',
      userAgent: null,
      success: true,
      reason: 'Signed in',
      createdTimestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    const times = res.body.data.map((row: { createdTimestamp: string }) => row.createdTimestamp);
    expect([...times].sort().reverse()).toEqual(times);

    const second = await list(token, '?page=2&limit=10');
    expect(second.body).toMatchObject({ count: 2, total: 12, page: 2, pageCount: 2 });
    expect(second.body.data.map((row: { ip: string }) => row.ip)).toEqual(['10.0.0.2', '10.0.0.1']);
    expect((await list(token, '?per_page=5')).body).toMatchObject({ count: 5, pageCount: 3 });
  });

  it('answers an empty page for an admin with no record', async () => {
    const { token } = await adminWithHistory({ routes: [] }, 0);
    expect((await list(token)).body).toEqual({ data: [], count: 0, total: 0, page: 1, pageCount: 0 });
  });

  it("lets a superadmin and a role with the admins screen read another admin's record", async () => {
    const superadmin = await adminWithHistory('superadmin', 0);
    const staffManager = await adminWithHistory({ routes: ['admin'] }, 0);
    for (const reader of [superadmin, staffManager]) {
      const res = await list(reader.token, `?adminId=${owner.admin.id}`);
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(3);
      expect(res.body.data[0].adminId).toBe(owner.admin.id);
    }
  });

  it.each(['admin', 'executive'] as const)(
    "refuses the stock %s role another admin's record with 403",
    async (role) => {
      const { admin, token } = await adminWithHistory(role, 1);
      const res = await list(token, `?adminId=${owner.admin.id}`);
      expect(res).toEqual({
        status: 403,
        body: { statusCode: 403, error: 'Forbidden', message: 'You do not have permission to do this' },
      });
      // Their own record stays theirs to read.
      expect((await list(token, `?adminId=${admin.id}`)).status).toBe(200);
    },
  );

  it("shows a role with only FAQs its own sign-ins and nobody else's, whatever it asks", async () => {
    const other = await adminWithHistory({ routes: ['order'] }, 2);
    const { admin, token } = await adminWithHistory({ routes: ['faq'] }, 2);
    const own = await list(token, '?limit=200');
    expect(own.status).toBe(200);
    expect(own.body.total).toBe(2);
    expect(own.body.data.map((row: { adminId: number }) => row.adminId)).toEqual([admin.id, admin.id]);
    expect(JSON.stringify(own.body)).not.toContain(owner.admin.email);
    for (const someoneElse of [owner.admin.id, other.admin.id, 999_999]) {
      expect((await list(token, `?adminId=${someoneElse}`)).status).toBe(403);
    }
  });

  it("shows a role with the staff screen anyone's sign-ins, addresses and browsers", async () => {
    const other = await adminWithHistory({ routes: ['faq'] }, 2);
    const staffManager = await adminWithHistory({ routes: ['admin'] }, 0);
    const res = await list(staffManager.token, `?adminId=${other.admin.id}`);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.data.map((row: { ip: string }) => row.ip)).toEqual(['10.0.0.2', '10.0.0.1']);
  });

  it('refuses a malformed page or size', async () => {
    const res = await list(owner.token, '?limit=100000');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('limit must be at most 200');
    expect((await list(owner.token, '?page=0')).body.message).toBe('page must be at least 1');
  });

  it('needs a session', async () => {
    expect((await call(null, { method: 'GET', url: '/api/admins-logins' })).status).toBe(401);
  });
});
