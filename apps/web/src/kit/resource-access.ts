import { type AdminSession, canRead, canWrite, isSuperadmin, type ResourceDef } from '@mandi/domain';
import { useSessionStore } from '../auth/session-store';

/**
 * What the signed-in admin may do with a resource, from the session's roles and routes and
 * the resource's declared access: the same check the server makes on every call.
 */
export interface ResourceAccess {
  read: boolean;
  write: boolean;
  superadmin: boolean;
}

export function accessOf(
  session: Pick<AdminSession, 'roles' | 'routes'> | null,
  def: Pick<ResourceDef, 'access'>,
): ResourceAccess {
  if (!session) return { read: false, write: false, superadmin: false };
  const principal = { id: 0, roles: session.roles, routes: session.routes };
  return {
    read: canRead(principal, def.access),
    write: canWrite(principal, def.access),
    superadmin: isSuperadmin(principal),
  };
}

export function useResourceAccess(def: Pick<ResourceDef, 'access'>): ResourceAccess {
  return accessOf(
    useSessionStore((state) => state.session),
    def,
  );
}
