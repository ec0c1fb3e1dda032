import { admins, isSuperadmin, isSuperadminRole } from '@mandi/domain';
import { Tag } from 'antd';
import { useCallback, useMemo } from 'react';
import { useSession } from '../../auth/session-store';
import type { ListColumn } from '../../kit/list/list-types';
import { ResourceList } from '../../kit/list/resource-list';
import { type Admin, adminFilters, adminPaths, adminSorts } from './admin-screen';
import { useRoleFilterOptions, useRoleNames } from './use-roles';

const filters = adminFilters(useRoleFilterOptions);

/**
 * Staff accounts. The signed-in admin's own row has no edit or delete and its switch is off
 * (nobody disables themselves); superadmin accounts are locked the same way for others.
 */
export default function AdminList() {
  const session = useSession();
  const roleNames = useRoleNames();
  const superadmin = isSuperadmin(session);

  const columns = useMemo<readonly ListColumn<Admin>[]>(
    () => [
      { key: 'id', title: 'ID', width: 80, sortField: 'id' },
      {
        key: 'fullName',
        title: 'Full name',
        sortField: 'fullName',
        render: (row) => (row.id === session.id ? `${row.fullName} (you)` : row.fullName),
      },
      { key: 'emailAddress', title: 'Email', sortField: 'emailAddress' },
      { key: 'mobileNumber', title: 'Contact' },
      {
        key: 'adminsRoleId',
        title: 'Role',
        render: (row) => <Tag>{roleNames.get(row.adminsRoleId) ?? row.adminsRoleId}</Tag>,
      },
      { key: 'enabled', title: 'Enabled', kind: 'enabled' },
      { key: 'createdTimestamp', title: 'Created', kind: 'date', sortField: 'createdTimestamp' },
    ],
    [roleNames, session.id],
  );

  const isLocked = useCallback(
    (row: Admin) =>
      row.id === session.id ||
      (!superadmin && isSuperadminRole({ name: roleNames.get(row.adminsRoleId) ?? '' })),
    [session.id, superadmin, roleNames],
  );

  return (
    <ResourceList<Admin>
      def={admins}
      paths={adminPaths}
      columns={columns}
      filters={filters}
      sortChoices={adminSorts}
      isLocked={isLocked}
    />
  );
}
