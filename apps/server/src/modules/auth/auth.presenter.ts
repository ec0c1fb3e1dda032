import { type AdminSession, isRouteKey, isSuperadmin, ROUTE_KEYS, type RouteKey } from '@mandi/domain';
import { z } from 'zod';

/** The session as answered by login and me; the schema keeps every other column out. */
export const adminSessionSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  roles: z.array(z.string()),
  adminsRoleId: z.number(),
  routes: z.array(z.string()),
});

export const loginAnswerSchema = adminSessionSchema.extend({ token: z.string() });

export const messageSchema = z.object({ message: z.string() });

export function presentSession(source: {
  id: number;
  name: string;
  email: string;
  avatar: string | null;
  roles: string[];
  adminsRoleId: number;
  routes: readonly string[];
}): AdminSession {
  return {
    id: source.id,
    name: source.name,
    email: source.email,
    avatar: source.avatar,
    roles: source.roles,
    adminsRoleId: source.adminsRoleId,
    // A superadmin opens every screen, including ones added after the role was saved.
    routes: isSuperadmin(source) ? [...ROUTE_KEYS] : (source.routes.filter(isRouteKey) as RouteKey[]),
  };
}
