import { ROUTE_TREE, routeTreeEndpoint } from '@mandi/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { typedEndpoint } from '../../../test/typed-client';
import { adminSessions, admins, adminsLogins, adminsRoles } from '../../db/schema';
import { createAdmin, createSession, login } from './auth.factories';

describe('sessions: me, logout, routes', async () => {
  const { call, database } = await createTestApp();
  const db = database.db;

  const signIn = async (options: Parameters<typeof createAdmin>[1] = {}) => {
    const admin = await createAdmin(db, options);
    const res = await login(call, { emailAddress: admin.email, password: admin.password });
    return { admin, token: res.body.token as string };
  };
  const me = (token: string | null) => call(token, { method: 'POST', url: '/api/admins/me' });

  it("POST /api/admins/me answers the signed-in admin's session", async () => {
    const { admin, token } = await signIn({ role: { routes: ['order', 'user'] } });
    const res = await me(token);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: admin.id,
      name: 'Asha Verma',
      email: admin.email,
      avatar: null,
      roles: [expect.stringMatching(/^role-/)],
      adminsRoleId: admin.adminsRoleId,
      routes: ['order', 'user'],
    });
  });

  it('answers 401 in the error shape without a token or with an unknown one', async () => {
    expect(await me(null)).toEqual({
      status: 401,
      body: { statusCode: 401, error: 'Unauthorized', message: 'Please sign in' },
    });
    const unknown = await me('made-up-token');
    expect(unknown.status).toBe(401);
    expect(unknown.body.message).toBe('Your session has ended, please sign in again');
  });

  it('logout revokes the token on the server and records it', async () => {
    const { admin, token } = await signIn();
    const other = await login(call, { emailAddress: admin.email, password: admin.password });

    const res = await call(token, { method: 'POST', url: '/api/admins/logout' });
    expect(res).toEqual({ status: 200, body: { message: 'Logged out' } });
    expect((await me(token)).status).toBe(401);
    expect((await call(token, { method: 'GET', url: '/api/routes' })).status).toBe(401);
    expect((await call(token, { method: 'POST', url: '/api/admins/logout' })).status).toBe(401);
    // The admin's other session is untouched.
    expect((await me(other.body.token)).status).toBe(200);

    const sessions = await db.select().from(adminSessions).where(eq(adminSessions.adminId, admin.id));
    expect(sessions.filter((session) => session.revokedTimestamp !== null)).toHaveLength(1);
    const [event] = await db
      .select()
      .from(adminsLogins)
      .where(and(eq(adminsLogins.adminId, admin.id), eq(adminsLogins.reason, 'Logged out')));
    expect(event).toMatchObject({ success: true, emailAddress: admin.email });
  });

  it('an expired token answers 401', async () => {
    const admin = await createAdmin(db);
    const token = await createSession(db, admin.id, { expiresInMs: -1000 });
    expect((await me(token)).status).toBe(401);
  });

  it('disabling an admin or their role ends their sessions', async () => {
    const first = await signIn();
    await db.update(admins).set({ enabled: false }).where(eq(admins.id, first.admin.id));
    expect((await me(first.token)).status).toBe(401);

    const second = await signIn({ role: { routes: ['order'] } });
    await db.update(adminsRoles).set({ enabled: false }).where(eq(adminsRoles.id, second.admin.adminsRoleId));
    expect((await me(second.token)).status).toBe(401);
  });

  // Each instance keeps a checked session a few seconds (plugins/session-cache.ts). A change
  // written by anyone, here straight to the database as another instance would, reaches it by
  // NOTIFY: well within the cache's 5 s, so the poll's 2 s shows the notice acted, not the age.
  // (GET: a write's answer makes its own instance forget every session, whatever it wrote.)
  const soon = { timeout: 2_000, interval: 50 };
  const routes = (token: string) => call(token, { method: 'GET', url: '/api/routes' });

  it('a session used a moment ago is refused once another instance revokes it', async () => {
    const { admin, token } = await signIn();
    expect((await routes(token)).status).toBe(200);
    await db
      .update(adminSessions)
      .set({ revokedTimestamp: new Date() })
      .where(eq(adminSessions.adminId, admin.id));
    await expect.poll(async () => (await routes(token)).status, soon).toBe(401);
  });

  it("a role's screens changed elsewhere act on its staff's next calls", async () => {
    const { admin, token } = await signIn({ role: { routes: ['order'] } });
    const orders = () => call(token, { method: 'GET', url: '/api/orders?limit=1' });
    expect((await orders()).status).toBe(200);
    await db
      .update(adminsRoles)
      .set({ routes: ['user'] })
      .where(eq(adminsRoles.id, admin.adminsRoleId));
    await expect.poll(async () => (await orders()).status, soon).toBe(403);
    await db.update(admins).set({ enabled: false }).where(eq(admins.id, admin.id));
    await expect.poll(async () => (await routes(token)).status, soon).toBe(401);
  });

  it("sign-in drops the admin's expired sessions", async () => {
    const admin = await createAdmin(db);
    await createSession(db, admin.id, { expiresInMs: -1000 });
    await login(call, { emailAddress: admin.email, password: admin.password });
    const sessions = await db.select().from(adminSessions).where(eq(adminSessions.adminId, admin.id));
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.expiresTimestamp.getTime()).toBeGreaterThan(Date.now());
  });

  it('GET /api/routes answers the route tree to anyone signed in', async () => {
    const { token } = await signIn({ role: { routes: [] } });
    const res = await typedEndpoint(call, token, routeTreeEndpoint, {});
    expect(res.status).toBe(200);
    expect(res.body).toEqual(JSON.parse(JSON.stringify(ROUTE_TREE)));
    expect((await typedEndpoint(call, null, routeTreeEndpoint, {})).status).toBe(401);
  });

  it('documents the sign-in calls in the OpenAPI document', async () => {
    const res = await call(null, { method: 'GET', url: '/api/docs/json' });
    expect(res.status).toBe(200);
    const paths = Object.keys(res.body.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/admins/login',
        '/api/admins/me',
        '/api/admins/change-password',
        '/api/admins/reset-password/{hash}',
        '/api/admins-logins',
      ]),
    );
  });
});
