import fs from 'node:fs';
import { type Access, canRead, canWrite, isRouteKey, ROUTE_KEYS, type RouteKey } from '@mandi/domain';
import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { admins, adminsRoles } from '../../db/schema';
import { type DeclaredRoute, declaredRoutes } from '../../plugins/auth';
import { createAdmin, createSession, login } from './auth.factories';

/**
 * Walks every API route registered in the app, whoever added it, and checks the guard: no
 * token, a revoked, an expired or a disabled admin's token answer 401; a role without the
 * route's screens 403; a superadmin gets through. New routes are walked without edits here.
 */
type AccessRoute = DeclaredRoute & { auth: { access: Access; action: 'read' | 'write' } };

const PLACEHOLDER_ID = '999999';
const WITH_BODY = new Set(['POST', 'PUT', 'PATCH']);

/** A request to the route with every path parameter filled by a placeholder id. */
function requestFor(route: DeclaredRoute): InjectOptions {
  const url = route.url.replace(/:\w+(\([^)]*\))?/g, PLACEHOLDER_ID).replace(/\*/g, 'x');
  return {
    method: route.method as InjectOptions['method'],
    url,
    ...(WITH_BODY.has(route.method) ? { payload: {} } : {}),
  };
}

const label = (route: DeclaredRoute) => `${route.method} ${route.url}`;
const isAccessRoute = (route: DeclaredRoute): route is AccessRoute => typeof route.auth === 'object';
const screensFor = (route: AccessRoute): readonly RouteKey[] | 'superadmin' =>
  route.auth.action === 'read' ? route.auth.access.read : route.auth.access.write;

/** Who may call the probe routes: tax readers read, only a superadmin writes. */
const probeAccess: Access = { read: ['tax', 'product'], write: 'superadmin' };

/**
 * The app under test: every real route plus two probes, so that the screen checks below never
 * walk an empty list while few modules are registered.
 */
async function appWithProbes(database: TestApp['database']) {
  const config = loadConfig({ MANDI_DATA_DIR: fs.mkdtempSync('/tmp/mandi-data-'), LOG_LEVEL: 'silent' });
  const app = await buildApp({ config, database, logger: false });
  const answer = async () => ({ ok: true });
  app.get(
    '/api/permission-walk-probe/:id',
    { config: { auth: { access: probeAccess, action: 'read' } } },
    answer,
  );
  app.post(
    '/api/permission-walk-probe',
    { config: { auth: { access: probeAccess, action: 'write' } } },
    answer,
  );
  await app.ready();
  afterAll(() => app.close());
  const call: TestApp['call'] = async (token, options) => {
    const headers = { ...(options.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) };
    const res = await app.inject({ ...options, headers });
    const json = String(res.headers['content-type'] ?? '').includes('json');
    return { status: res.statusCode, body: json ? res.json() : res.body };
  };
  return { app, call };
}

describe('permission walk over every API route', async () => {
  const { database, tokenFor } = await createTestApp();
  const { app, call } = await appWithProbes(database);
  const db = database.db;

  const guarded = declaredRoutes(app).filter(
    (route) => route.auth !== 'public' && route.method !== 'HEAD' && route.method !== 'OPTIONS',
  );
  const accessRoutes = guarded.filter(isAccessRoute);

  /** Calls every route with a token and lists the answers that break `expected`. */
  async function walk(
    routes: readonly DeclaredRoute[],
    token: (route: DeclaredRoute) => Promise<string | null> | string | null,
    expected: (status: number, body: { statusCode?: number; error?: string }) => boolean,
  ) {
    const broken: string[] = [];
    for (const route of routes) {
      const res = await call(await token(route), requestFor(route));
      if (!expected(res.status, res.body)) broken.push(`${label(route)} answered ${res.status}`);
    }
    return broken;
  }
  const isUnauthorized = (status: number, body: { statusCode?: number; error?: string }) =>
    status === 401 && body.statusCode === 401 && body.error === 'Unauthorized';
  const isForbidden = (status: number, body: { statusCode?: number; error?: string }) =>
    status === 403 && body.statusCode === 403 && body.error === 'Forbidden';

  it('finds the registered routes, including the sign-in ones', () => {
    const labels = guarded.map(label);
    expect(labels).toEqual(
      expect.arrayContaining([
        'POST /api/admins/me',
        'POST /api/admins/logout',
        'POST /api/admins/change-password',
        'GET /api/routes',
        'GET /api/admins-logins',
        'GET /api/permission-walk-probe/:id',
        'POST /api/permission-walk-probe',
      ]),
    );
    const publicLabels = declaredRoutes(app)
      .filter((route) => route.auth === 'public')
      .map(label);
    expect(publicLabels).toEqual(expect.arrayContaining(['POST /api/admins/login', 'GET /api/health']));
  });

  it('answers 401 without a token', async () => {
    expect(await walk(guarded, () => null, isUnauthorized)).toEqual([]);
  });

  it('answers 401 to a token revoked by logout', async () => {
    const admin = await createAdmin(db);
    const { body } = await login(call, { emailAddress: admin.email, password: admin.password });
    expect((await call(body.token, { method: 'POST', url: '/api/admins/logout' })).status).toBe(200);
    expect(await walk(guarded, () => body.token, isUnauthorized)).toEqual([]);
  });

  it('answers 401 to an expired token', async () => {
    const admin = await createAdmin(db);
    const expired = await createSession(db, admin.id, { expiresInMs: -60_000 });
    expect(await walk(guarded, () => expired, isUnauthorized)).toEqual([]);
  });

  it('answers 401 to the token of a disabled admin and of a disabled role', async () => {
    const admin = await createAdmin(db);
    const disabledAdmin = await createSession(db, admin.id);
    await db.update(admins).set({ enabled: false }).where(eq(admins.id, admin.id));
    const member = await createAdmin(db, { role: { routes: [...ROUTE_KEYS], enabled: false } });
    const disabledRole = await createSession(db, member.id);
    expect(await walk(guarded, () => disabledAdmin, isUnauthorized)).toEqual([]);
    expect(await walk(guarded, () => disabledRole, isUnauthorized)).toEqual([]);
  });

  it("answers 403 to a role with every screen but the route's", async () => {
    const tokens = new Map<string, Promise<string>>();
    const lacking = (route: DeclaredRoute) => {
      const screens = screensFor(route as AccessRoute);
      const routes = ROUTE_KEYS.filter((key) => screens !== 'superadmin' && !screens.includes(key));
      const signature = routes.join(',');
      if (!tokens.has(signature)) tokens.set(signature, tokenFor({ routes }));
      return tokens.get(signature)!;
    };
    expect(await walk(accessRoutes, lacking, isForbidden)).toEqual([]);
    const none = await tokenFor({ routes: [] });
    expect(await walk(accessRoutes, () => none, isForbidden)).toEqual([]);
  });

  it('lets a superadmin through every screen-guarded route, and never answers 5xx', async () => {
    const token = await tokenFor('superadmin');
    const passes = (status: number) => status !== 401 && status !== 403 && status < 500;
    expect(await walk(accessRoutes, () => token, passes)).toEqual([]);
  });

  it.each(['admin', 'executive'] as const)('holds the stock %s role to its screens', async (name) => {
    const [role] = await db.select().from(adminsRoles).where(eq(adminsRoles.name, name));
    const member = await createAdmin(db, { role: name });
    const token = await createSession(db, member.id);
    const principal = { id: member.id, roles: [name], routes: role!.routes.filter(isRouteKey) };
    const broken: string[] = [];
    for (const route of accessRoutes) {
      const { access, action } = route.auth;
      const allowed = action === 'read' ? canRead(principal, access) : canWrite(principal, access);
      const res = await call(token, requestFor(route));
      const ok = allowed ? res.status !== 401 && res.status !== 403 : res.status === 403;
      if (!ok) broken.push(`${label(route)} answered ${res.status} (${allowed ? 'allowed' : 'refused'})`);
    }
    expect(broken).toEqual([]);

    // The staff screens are not theirs: another admin's sign-in record is refused.
    const owner = await createAdmin(db);
    const res = await call(token, { method: 'GET', url: `/api/admins-logins?adminId=${owner.id}` });
    expect(res.status).toBe(403);
  });
});
