import { formatDateTime } from '@mandi/domain';
import { Badge, Table } from 'antd';
import { useState } from 'react';
import type { AdminLogin } from '../../auth/auth-api';
import { useMyLogins } from './use-my-logins';
import { describeUserAgent } from './user-agent';

const PAGE_SIZE = 10;

/** Every sign-in, failed attempt and sign-out of the admin, with where it came from. */
export function ActivityTab({ adminId }: { adminId: number }) {
  const [page, setPage] = useState(1);
  const logins = useMyLogins(adminId, page, PAGE_SIZE);
  const total = logins.data?.total ?? 0;

  return (
    <Table<AdminLogin>
      rowKey="id"
      size="middle"
      loading={logins.isFetching}
      dataSource={logins.data?.data ?? []}
      pagination={
        total > 0 && { current: page, pageSize: PAGE_SIZE, total, onChange: setPage, showSizeChanger: false }
      }
      columns={[
        {
          title: 'Event',
          dataIndex: 'reason',
          render: (reason: string | null, row) => (
            <Badge
              status={row.success ? 'success' : 'error'}
              text={reason ?? (row.success ? 'Signed in' : 'Failed')}
            />
          ),
        },
        { title: 'When', dataIndex: 'createdTimestamp', render: (value: string) => formatDateTime(value) },
        {
          title: 'Device',
          dataIndex: 'userAgent',
          render: (value: string | null) => describeUserAgent(value),
        },
        { title: 'IP address', dataIndex: 'ip', render: (value: string | null) => value ?? '' },
      ]}
    />
  );
}
