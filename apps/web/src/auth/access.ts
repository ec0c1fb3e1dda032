import { type AdminSession, isSuperadmin } from '@mandi/domain';
import type { AppRoute } from '../routes/route-types';

/**
 * Which screens the signed-in admin may open: a superadmin every one; others those whose key
 * their role lists, and those that need no key (profile, change password); a route that names
 * roles only for those roles.
 */
export function canOpenRoute(session: Pick<AdminSession, 'roles' | 'routes'>, route: AppRoute): boolean {
  if (isSuperadmin(session)) return true;
  if (route.roles && !hasAnyRole(session, route.roles)) return false;
  return !route.routeKey || session.routes.includes(route.routeKey);
}

export function visibleRoutes(session: Pick<AdminSession, 'roles' | 'routes'>, routes: readonly AppRoute[]) {
  return routes.filter((route) => canOpenRoute(session, route));
}

/** True when the admin has one of the roles; an empty list is a programming error. */
export function hasAnyRole(session: Pick<AdminSession, 'roles'>, roles: readonly string[]): boolean {
  if (roles.length === 0) throw new Error('Need roles! Like roles={["superadmin", "admin"]}');
  return roles.some((role) => session.roles.includes(role));
}
