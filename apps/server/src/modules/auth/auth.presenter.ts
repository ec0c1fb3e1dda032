import { type AdminSession, isRouteKey, isSuperadmin, ROUTE_KEYS, type RouteKey } from '@mandi/domain';

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
