import { createHash } from 'node:crypto';
import { type Access, canRead, canWrite, isRouteKey, type Principal, type RouteKey } from '@mandi/domain';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { adminSessions, admins, adminsRoles } from '../db/schema';
import { forbidden, unauthorized } from '../lib/errors';

/**
 * Who may call a route, declared on every route as `config.auth`:
 * - 'public': anyone (login, health, forgot password);
 * - 'signed-in': any signed-in admin (me, logout, change password);
 * - { access, action }: a signed-in admin whose role may read or write the resource.
 * A route without a declaration refuses to start: nothing is open by accident.
 */
export type RouteAuth = 'public' | 'signed-in' | { access: Access; action: 'read' | 'write' };

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
  }
  interface FastifyRequest {
    principal: SessionPrincipal | null;
  }
}

export interface SessionPrincipal extends Principal {
  sessionId: number;
  name: string;
  email: string;
  avatar: string | null;
  adminsRoleId: number;
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** The live session behind a token, or null when the token is unknown, revoked or expired. */
export async function findSession(db: Db, token: string): Promise<SessionPrincipal | null> {
  const [row] = await db
    .select({
      sessionId: adminSessions.id,
      id: admins.id,
      name: admins.fullName,
      email: admins.emailAddress,
      avatar: admins.avatar,
      adminsRoleId: admins.adminsRoleId,
      roleName: adminsRoles.name,
      routes: adminsRoles.routes,
    })
    .from(adminSessions)
    .innerJoin(admins, eq(admins.id, adminSessions.adminId))
    .innerJoin(adminsRoles, eq(adminsRoles.id, admins.adminsRoleId))
    .where(
      and(
        eq(adminSessions.tokenHash, hashToken(token)),
        isNull(adminSessions.revokedTimestamp),
        gt(adminSessions.expiresTimestamp, new Date()),
        // Disabling an admin or their role ends their sessions, as it refuses their sign-in.
        eq(admins.enabled, true),
        eq(adminsRoles.enabled, true),
      ),
    )
    .limit(1);
  if (!row) return null;
  const { roleName, routes, ...rest } = row;
  return { ...rest, roles: [roleName], routes: routes.filter(isRouteKey) as RouteKey[] };
}

/** One API route and who may call it, as registered. */
export interface DeclaredRoute {
  method: string;
  url: string;
  auth: RouteAuth;
}

const declared = new WeakMap<FastifyInstance, DeclaredRoute[]>();

/** Every API route of an app built with registerAuth (the permission walk test reads it). */
export function declaredRoutes(app: FastifyInstance): readonly DeclaredRoute[] {
  return declared.get(app) ?? [];
}

export function registerAuth(app: FastifyInstance, db: Db) {
  app.decorateRequest('principal', null);
  const routes: DeclaredRoute[] = [];
  declared.set(app, routes);

  app.addHook('onRoute', (route) => {
    const auth = (route.config as { auth?: RouteAuth } | undefined)?.auth;
    const isInternal = route.url.startsWith('/api/docs') || !route.url.startsWith('/api');
    if (isInternal) return;
    if (!auth) throw new Error(`Route ${route.method} ${route.url} declares no config.auth`);
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, auth });
  });

  app.addHook('onRequest', async (request) => {
    const auth = request.routeOptions.config.auth;
    if (!auth || auth === 'public') return;
    const token = bearerToken(request);
    if (!token) throw unauthorized('Please sign in');
    const principal = await findSession(db, token);
    if (!principal) throw unauthorized('Your session has ended, please sign in again');
    request.principal = principal;
    if (auth === 'signed-in') return;
    const allowed =
      auth.action === 'read' ? canRead(principal, auth.access) : canWrite(principal, auth.access);
    if (!allowed) throw forbidden();
  });
}

/** The signed-in admin of a route that is not public. */
export function principalOf(request: FastifyRequest): SessionPrincipal {
  if (!request.principal) throw unauthorized('Please sign in');
  return request.principal;
}
