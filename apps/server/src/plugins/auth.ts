import crypto from 'node:crypto';
import { type Access, canRead, canWrite, isRouteKey, type Principal, type RouteKey } from '@mandi/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { forbidden, unauthorized } from '../lib/errors';
import { runCompiledArrays } from '../lib/list/statement';
import type { LiveFeed } from '../modules/events/live-feed';
import { createSessionCache, type FoundSession } from './session-cache';

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
    /** The token may come as `?access_token=` too: an EventSource cannot send a header (GET /api/events). */
    tokenInQuery?: boolean;
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

/**
 * A token's SHA-256 as stored. Every signed-in request hashes its token: the one-shot
 * crypto.hash (Node 20.12+) costs a fraction of a Hash object's setup; the same hex either way.
 */
export const hashToken = (token: string): string =>
  crypto.hash ? crypto.hash('sha256', token, 'hex') : crypto.createHash('sha256').update(token).digest('hex');

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/** The request's token: its bearer, or `?access_token=` on a route that takes it there. */
export function requestToken(request: FastifyRequest): string | undefined {
  const bearer = bearerToken(request);
  if (bearer || !request.routeOptions.config.tokenInQuery) return bearer;
  const value = (request.query as Record<string, unknown> | undefined)?.access_token;
  return typeof value === 'string' && value !== '' ? value : undefined;
}

/**
 * The session lookup's statement, compiled to text once: building it through Drizzle's query
 * builder cost more CPU than the rest of the auth hook. (The expiry is compared with the app's
 * clock, as at sign-in.) A revoked or expired session, a disabled admin or role, or a changed
 * role is refused by this statement; the session cache (session-cache.ts) asks it again within
 * seconds, and at once after any change to sessions, admins or roles.
 */
const SESSION_STATEMENT = `select s."id", a."id", a."full_name", a."email_address", a."avatar", a."admins_role_id", r."name", r."routes",
    (extract(epoch from s."expires_timestamp") * 1000)::float8
  from "admin_sessions" s
  join "admins" a on a."id" = s."admin_id"
  join "admins_roles" r on r."id" = a."admins_role_id"
  where s."token_hash" = $1 and s."revoked_timestamp" is null and s."expires_timestamp" > $2
    and a."enabled" and r."enabled"
  limit 1`;

/** The session's row in SELECT order, as the driver gives it; the last is the expiry in ms. */
type SessionRow = [number, number, string, string, string | null, number, string, string[], number];

/**
 * The live session behind a token's hash, read from the database, or null when the token is
 * unknown, revoked or expired. The principal is frozen: the cache hands it to many requests.
 */
export async function lookupSession(db: Db, tokenHash: string): Promise<FoundSession | null> {
  const [row] = (await runCompiledArrays(db, SESSION_STATEMENT, [
    tokenHash,
    new Date().toISOString(),
  ])) as SessionRow[];
  if (!row) return null;
  const [sessionId, id, name, email, avatar, adminsRoleId, roleName, routes, expiresAt] = row;
  const principal: SessionPrincipal = {
    sessionId,
    id,
    name,
    email,
    avatar,
    adminsRoleId,
    roles: Object.freeze([roleName]) as string[],
    routes: Object.freeze(routes.filter(isRouteKey)) as RouteKey[],
  };
  return { principal: Object.freeze(principal), expiresAt };
}

/** The live session behind a token, asked of the database now (not the cache). */
export async function findSession(db: Db, token: string): Promise<SessionPrincipal | null> {
  return (await lookupSession(db, hashToken(token)))?.principal ?? null;
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

/**
 * Checks every API request against its route's `config.auth`. Sessions checked are kept a few
 * seconds (session-cache.ts); the cache forgets them all when the live feed says a session, an
 * admin or a role changed (a trigger NOTIFYs, migration 0029) and when this instance answers a
 * write, before the answer leaves, so the writer's next call is checked anew. Until the feed
 * listens, nothing is kept.
 */
export function registerAuth(app: FastifyInstance, db: Db, feed: LiveFeed) {
  app.decorateRequest('principal', null);
  const cache = createSessionCache((tokenHash) => lookupSession(db, tokenHash));
  let listening = false;
  app.addHook('onReady', async () => {
    try {
      await feed.subscribe((notice) => {
        if (notice.topic === 'sessions') cache.forgetAll();
      });
      listening = true;
    } catch (error) {
      app.log.warn({ err: error }, 'sessions are checked on every request: the live feed does not listen');
    }
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (listening && request.method !== 'GET' && request.method !== 'HEAD') cache.forgetAll();
    done(null, payload);
  });
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
    const token = requestToken(request);
    if (!token) throw unauthorized('Please sign in');
    const principal = listening ? await cache.find(hashToken(token)) : await findSession(db, token);
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
