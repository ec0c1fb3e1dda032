import { ROUTE_KEYS } from '@mandi/domain';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { adminSessions, adminsLogins, adminsRoles } from '../../db/schema';
import { hashToken } from '../../plugins/auth';
import { createAdmin, freshIp, login } from './auth.factories';

describe('POST /api/admins/login', async () => {
  const { call, database } = await createTestApp();
  const db = database.db;

  const lastAttempt = async (email: string) => {
    const [row] = await db
      .select()
      .from(adminsLogins)
      .where(eq(adminsLogins.emailAddress, email))
      .orderBy(desc(adminsLogins.id))
      .limit(1);
    return row;
  };

  it('answers the token and the session of a superadmin', async () => {
    const admin = await createAdmin(db);
    const res = await login(call, { emailAddress: admin.email, password: admin.password });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(
      ['adminsRoleId', 'avatar', 'email', 'id', 'name', 'roles', 'routes', 'token'].sort(),
    );
    expect(res.body).toMatchObject({
      id: admin.id,
      name: 'Asha Verma',
      email: admin.email,
      avatar: null,
      roles: ['superadmin'],
      adminsRoleId: admin.adminsRoleId,
      routes: [...ROUTE_KEYS],
    });
    // 32 random bytes, base64url.
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const me = await call(res.body.token, { method: 'POST', url: '/api/admins/me' });
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(admin.id);
  });

  it("answers a role's own screens and name", async () => {
    const admin = await createAdmin(db, { role: 'executive' });
    const [role] = await db.select().from(adminsRoles).where(eq(adminsRoles.name, 'executive'));
    const res = await login(call, { emailAddress: admin.email, password: admin.password });
    expect(res.status).toBe(200);
    expect(res.body.roles).toEqual(['executive']);
    expect(res.body.routes).toEqual(role!.routes);
  });

  it('stores only the sha256 of the token, expiring after the configured hours', async () => {
    const admin = await createAdmin(db);
    const before = Date.now();
    const res = await login(call, { emailAddress: admin.email, password: admin.password });
    const sessions = await db.select().from(adminSessions).where(eq(adminSessions.adminId, admin.id));
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.tokenHash).toBe(hashToken(res.body.token));
    expect(JSON.stringify(sessions)).not.toContain(res.body.token);
    const lifetime = sessions[0]!.expiresTimestamp.getTime() - before;
    expect(lifetime).toBeGreaterThan(7 * 24 * 3_600_000 - 60_000);
    expect(lifetime).toBeLessThan(7 * 24 * 3_600_000 + 60_000);
  });

  it('finds the email whatever its case and surrounding spaces', async () => {
    const admin = await createAdmin(db, { email: 'Ravi.Kumar@Mandi.test' });
    const res = await login(call, { emailAddress: '  ravi.kumar@mandi.TEST ', password: admin.password });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(admin.id);
  });

  it("refuses a bad email with 'Please enter valid email'", async () => {
    const res = await login(call, { emailAddress: 'ravi@', password: 'secret1' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Please enter valid email',
      errors: [{ field: 'emailAddress', message: 'Please enter valid email' }],
    });
  });

  it("refuses a password under 6 characters with 'Please enter your password'", async () => {
    const res = await login(call, { emailAddress: 'ravi@mandi.test', password: '12345' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please enter your password');
    expect(res.body.errors).toEqual([{ field: 'password', message: 'Please enter your password' }]);
  });

  it('answers a wrong password and an unknown email with the same 401', async () => {
    const admin = await createAdmin(db);
    const wrong = await login(call, { emailAddress: admin.email, password: 'not-the-password' });
    const unknown = await login(call, { emailAddress: 'nobody@mandi.test', password: 'not-the-password' });
    const expected = { statusCode: 401, error: 'Unauthorized', message: 'Invalid email or password' };
    expect(wrong).toEqual({ status: 401, body: expected });
    expect(unknown).toEqual({ status: 401, body: expected });
    expect(await lastAttempt(admin.email)).toMatchObject({
      adminId: admin.id,
      success: false,
      reason: 'Wrong password',
    });
    expect(await lastAttempt('nobody@mandi.test')).toMatchObject({
      adminId: null,
      success: false,
      reason: 'Unknown email',
    });
  });

  it('spends the same argon2 time on an unknown email as on a wrong password', async () => {
    const admin = await createAdmin(db);
    const time = async (emailAddress: string) => {
      const started = performance.now();
      await login(call, { emailAddress, password: 'not-the-password' });
      return performance.now() - started;
    };
    const median = (values: number[]) => values.sort((a, b) => a - b)[1]!;
    const wrong = median([await time(admin.email), await time(admin.email), await time(admin.email)]);
    const unknown = median([
      await time('ghost1@mandi.test'),
      await time('ghost2@mandi.test'),
      await time('ghost3@mandi.test'),
    ]);
    // Without the decoy hash an unknown email answers in a few per cent of the time (no argon2
    // at all); the loose bound keeps the test steady on a busy machine.
    expect(unknown).toBeGreaterThan(wrong * 0.25);
  });

  it("refuses a disabled admin with 'Your account is disabled', but only given the right password", async () => {
    const admin = await createAdmin(db, { enabled: false });
    const right = await login(call, { emailAddress: admin.email, password: admin.password });
    expect(right.status).toBe(403);
    expect(right.body).toEqual({ statusCode: 403, error: 'Forbidden', message: 'Your account is disabled' });
    expect((await lastAttempt(admin.email))?.reason).toBe('Account disabled');
    const wrong = await login(call, { emailAddress: admin.email, password: 'not-the-password' });
    expect(wrong.status).toBe(401);
  });

  it("refuses an admin whose role is disabled with 'Your account is disabled'", async () => {
    const admin = await createAdmin(db, { role: { routes: ['order'], enabled: false } });
    const res = await login(call, { emailAddress: admin.email, password: admin.password });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('Your account is disabled');
    expect((await lastAttempt(admin.email))?.reason).toBe('Role disabled');
  });

  it('records a successful sign-in with its address and browser', async () => {
    const admin = await createAdmin(db);
    const ip = freshIp();
    await login(
      call,
      { emailAddress: admin.email, password: admin.password },
      { ip, userAgent: 'Firefox/140' },
    );
    expect(await lastAttempt(admin.email)).toMatchObject({
      adminId: admin.id,
      success: true,
      reason: 'Signed in',
      ip,
      userAgent: 'Firefox/140',
    });
  });

  it('never answers the password hash', async () => {
    const admin = await createAdmin(db);
    const signedIn = await login(call, { emailAddress: admin.email, password: admin.password });
    const me = await call(signedIn.body.token, { method: 'POST', url: '/api/admins/me' });
    for (const body of [signedIn.body, me.body]) {
      expect(JSON.stringify(body)).not.toMatch(/passwordHash|\$argon2/);
    }
  });
});
