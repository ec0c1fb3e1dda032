import { EnvironmentOutlined } from '@ant-design/icons';
import { canOpen, formatDate, formatInr, users } from '@mandi/domain';
import { Button, Flex, Tag, Typography } from 'antd';
import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSessionStore } from '../../auth/session-store';
import type { ListColumn } from '../../kit/list/list-types';
import { ResourceList } from '../../kit/list/resource-list';
import { customerAddressesPath, type User, userFilters, userPaths, userSorts } from './user-screen';

const count = new Intl.NumberFormat('en-IN');
const STATUS_COLORS = { Approved: 'green', Pending: 'gold', Rejected: 'red' } as const;

const columns: readonly ListColumn<User>[] = [
  { key: 'id', title: 'ID', width: 80, sortField: 'id' },
  {
    key: 'fullName',
    title: 'Name',
    render: (row) => <Link to={userPaths.edit(row.id)}>{row.fullName}</Link>,
  },
  { key: 'organizationName', title: 'Organization', defaultHidden: true },
  { key: 'emailAddress', title: 'Email', defaultHidden: true },
  { key: 'mobileNumber', title: 'Mobile', defaultHidden: true },
  {
    key: 'status',
    title: 'Status',
    render: (row) => <Tag color={STATUS_COLORS[row.status]}>{row.status}</Tag>,
  },
  {
    key: 'lifetimeValue',
    title: 'Lifetime value',
    kind: 'money',
    align: 'right',
    sortField: 'lifetimeValue',
  },
  {
    key: 'totalOrders',
    title: 'Orders',
    align: 'right',
    sortField: 'totalOrders',
    render: (row) => count.format(row.totalOrders),
  },
  { key: 'averageOrderValue', title: 'Average order', kind: 'money', align: 'right' },
  {
    key: 'lastOrder',
    title: 'Last order',
    align: 'right',
    sortField: 'lastOrderTotal',
    // The amount and, under it, when: "recently ordered" sorts by the time.
    render: (row) =>
      row.hasPlacedOrder ? (
        <Flex vertical gap={2} align="flex-end">
          <span>{formatInr(row.lastOrderTotal)}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.lastOrderTimestamp ? formatDate(row.lastOrderTimestamp) : ''}
          </Typography.Text>
        </Flex>
      ) : (
        <Typography.Text type="secondary">None</Typography.Text>
      ),
  },
  { key: 'enabled', title: 'Enabled', kind: 'enabled' },
  {
    key: 'createdTimestamp',
    title: 'Created',
    kind: 'date',
    sortField: 'createdTimestamp',
    defaultHidden: true,
  },
];

function AddressesButton({ row }: { row: User }) {
  const navigate = useNavigate();
  return (
    <Button
      size="small"
      icon={<EnvironmentOutlined />}
      aria-label={`Addresses of ${row.fullName}`}
      onClick={() => navigate(customerAddressesPath(row.id))}
    >
      Addresses
    </Button>
  );
}

/**
 * The store's customers: what each bought (lifetime value, orders, average, last order: real
 * figures from their orders), a customer's addresses and edit. A customer with orders cannot
 * be deleted: the server says so, and the switch disables them instead.
 */
export default function UserList() {
  const session = useSessionStore((state) => state.session);
  const canAddresses = session
    ? canOpen({ id: session.id, roles: session.roles, routes: session.routes }, 'address')
    : false;
  const rowActions = useMemo(
    () => (canAddresses ? (row: User) => <AddressesButton row={row} /> : undefined),
    [canAddresses],
  );
  return (
    <ResourceList<User>
      def={users}
      paths={userPaths}
      columns={columns}
      filters={userFilters}
      sortChoices={userSorts}
      rowActions={rowActions}
    />
  );
}
