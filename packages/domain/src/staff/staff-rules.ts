import { SUPERADMIN } from '../access';

/**
 * What staff may not do to accounts and roles, whatever screens their role opens. Pure
 * checks: each answers the refusal in words, or null when the change is allowed.
 */
export const STAFF_REFUSALS = {
  disableSelf: 'You cannot disable your own account',
  deleteSelf: 'You cannot delete your own account',
  changeOwnRole: 'You cannot change your own role',
  superadminOnly: 'Only a superadmin can change a superadmin account or give the superadmin role',
  superadminRole: 'The superadmin role always opens every screen and cannot be changed or deleted',
  disableOwnRole: 'You cannot disable your own role',
} as const;

export interface StaffActor {
  id: number;
  adminsRoleId: number;
  superadmin: boolean;
}

/** A change to an admin account: the fields it sets, or a delete. */
export interface AdminChange {
  delete?: boolean;
  enabled?: boolean;
  adminsRoleId?: number;
}

/**
 * May `actor` make `change` to the admin `targetId` (whose role is superadmin or not)?
 * `newRoleIsSuperadmin` tells whether the role being given is superadmin. Nobody disables,
 * deletes or changes the role of their own account (they would lock themselves out); only a
 * superadmin touches a superadmin account or gives the superadmin role.
 */
export function adminChangeProblem(
  actor: StaffActor,
  target: { id: number; adminsRoleId: number; superadmin: boolean } | null,
  change: AdminChange,
  newRoleIsSuperadmin: boolean,
): string | null {
  if (target && target.id === actor.id) {
    if (change.delete) return STAFF_REFUSALS.deleteSelf;
    if (change.enabled === false) return STAFF_REFUSALS.disableSelf;
    if (change.adminsRoleId !== undefined && change.adminsRoleId !== target.adminsRoleId) {
      return STAFF_REFUSALS.changeOwnRole;
    }
  }
  if (!actor.superadmin && (target?.superadmin || newRoleIsSuperadmin)) return STAFF_REFUSALS.superadminOnly;
  return null;
}

export function isSuperadminRole(role: { name: string }): boolean {
  return role.name === SUPERADMIN;
}

/** May `actor` change (or delete) the role `role`? Superadmin stays as it is. */
export function roleChangeProblem(
  actor: StaffActor,
  role: { id: number; name: string },
  change: { delete?: boolean; enabled?: boolean },
): string | null {
  if (isSuperadminRole(role)) return STAFF_REFUSALS.superadminRole;
  if (role.id === actor.adminsRoleId && change.enabled === false) return STAFF_REFUSALS.disableOwnRole;
  return null;
}

/** The 409 when a role still has admins. */
export function roleInUseMessage(name: string, admins: number): string {
  return `The role ${name} is given to ${admins} admin${admins === 1 ? '' : 's'} and cannot be deleted`;
}
