import { describe, expect, it } from 'vitest';
import { adminChangeProblem, roleChangeProblem, roleInUseMessage, STAFF_REFUSALS } from './staff-rules';

const manager = { id: 7, adminsRoleId: 2, superadmin: false };
const owner = { id: 1, adminsRoleId: 1, superadmin: true };
const plainTarget = { id: 9, adminsRoleId: 3, superadmin: false };
const superTarget = { id: 2, adminsRoleId: 1, superadmin: true };

describe('adminChangeProblem', () => {
  it('stops anyone disabling, deleting or re-roling their own account', () => {
    const self = { id: 7, adminsRoleId: 2, superadmin: false };
    expect(adminChangeProblem(manager, self, { enabled: false }, false)).toBe(STAFF_REFUSALS.disableSelf);
    expect(adminChangeProblem(manager, self, { delete: true }, false)).toBe(STAFF_REFUSALS.deleteSelf);
    expect(adminChangeProblem(manager, self, { adminsRoleId: 3 }, false)).toBe(STAFF_REFUSALS.changeOwnRole);
    expect(adminChangeProblem(owner, { ...owner }, { enabled: false }, false)).toBe(
      STAFF_REFUSALS.disableSelf,
    );
  });

  it('lets anyone keep their own role and stay enabled', () => {
    const self = { id: 7, adminsRoleId: 2, superadmin: false };
    expect(adminChangeProblem(manager, self, { adminsRoleId: 2, enabled: true }, false)).toBeNull();
  });

  it('keeps superadmin accounts and the superadmin role to superadmins', () => {
    expect(adminChangeProblem(manager, superTarget, { enabled: false }, false)).toBe(
      STAFF_REFUSALS.superadminOnly,
    );
    expect(adminChangeProblem(manager, plainTarget, { adminsRoleId: 1 }, true)).toBe(
      STAFF_REFUSALS.superadminOnly,
    );
    expect(adminChangeProblem(manager, null, {}, true)).toBe(STAFF_REFUSALS.superadminOnly);
    expect(adminChangeProblem(owner, superTarget, { delete: true }, false)).toBeNull();
    expect(adminChangeProblem(manager, plainTarget, { delete: true }, false)).toBeNull();
  });
});

describe('roleChangeProblem', () => {
  it('never lets the superadmin role change', () => {
    expect(roleChangeProblem(owner, { id: 1, name: 'superadmin' }, {})).toBe(STAFF_REFUSALS.superadminRole);
    expect(roleChangeProblem(owner, { id: 1, name: 'superadmin' }, { delete: true })).toBe(
      STAFF_REFUSALS.superadminRole,
    );
  });

  it('stops an admin disabling the role they sign in with', () => {
    expect(roleChangeProblem(manager, { id: 2, name: 'admin' }, { enabled: false })).toBe(
      STAFF_REFUSALS.disableOwnRole,
    );
    expect(roleChangeProblem(manager, { id: 2, name: 'admin' }, { enabled: true })).toBeNull();
    expect(roleChangeProblem(manager, { id: 3, name: 'executive' }, { enabled: false })).toBeNull();
  });

  it('words the role-in-use refusal', () => {
    expect(roleInUseMessage('executive', 1)).toBe(
      'The role executive is given to 1 admin and cannot be deleted',
    );
    expect(roleInUseMessage('admin', 3)).toBe('The role admin is given to 3 admins and cannot be deleted');
  });
});
