import type { ReactNode } from 'react';
import { hasAnyRole } from './access';
import { useSessionStore } from './session-store';

/**
 * Renders its children only for admins holding one of `roles` (superadmin, admin, executive);
 * for others the element is not in the page at all. `<RoleGuard roles={['superadmin']}>`.
 */
export function RoleGuard({ roles, children }: { roles: readonly string[]; children: ReactNode }) {
  const allowed = useHasRole(roles);
  return allowed ? children : null;
}

export function useHasRole(roles: readonly string[]): boolean {
  const session = useSessionStore((state) => state.session);
  // hasAnyRole also refuses an empty list, even before anyone is signed in.
  return hasAnyRole(session ?? { roles: [] }, roles);
}
