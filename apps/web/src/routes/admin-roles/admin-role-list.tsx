import { adminsRoles, isSuperadminRole } from '@mandi/domain';
import { Tag } from 'antd';
import type { ListColumn } from '../../kit/list/list-types';
import { ResourceList } from '../../kit/list/resource-list';
import { type AdminRole, adminRoleFilters, adminRolePaths, adminRoleSorts } from './admin-role-screen';
import { screensCount } from './built-screens';

const columns: readonly ListColumn<AdminRole>[] = [
  { key: 'id', title: 'ID', width: 80, sortField: 'id' },
  { key: 'name', title: 'Name', sortField: 'name' },
  {
    key: 'routes',
    title: 'Screens',
    render: (row) => (isSuperadminRole(row) ? <Tag color="gold">All screens</Tag> : screensCount(row.routes)),
  },
  { key: 'enabled', title: 'Enabled', kind: 'enabled' },
  { key: 'createdTimestamp', title: 'Created', kind: 'date', sortField: 'createdTimestamp' },
];

/** Staff roles; superadmin opens every screen and is shown, never changed. */
export default function AdminRoleList() {
  return (
    <ResourceList<AdminRole>
      def={adminsRoles}
      paths={adminRolePaths}
      columns={columns}
      filters={adminRoleFilters}
      sortChoices={adminRoleSorts}
      isLocked={isSuperadminRole}
    />
  );
}
