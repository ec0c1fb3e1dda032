import { formatDateTime } from '@mandi/domain';
import { Empty, Spin, Timeline } from 'antd';
import { useMyLogins } from './use-my-logins';
import { describeUserAgent } from './user-agent';

const RECENT = 20;

/** The latest account events as a timeline, newest at the top. */
export function TimelineTab({ adminId }: { adminId: number }) {
  const logins = useMyLogins(adminId, 1, RECENT);
  if (logins.isPending) return <Spin />;
  const rows = logins.data?.data ?? [];
  if (rows.length === 0) return <Empty description="No activity yet" />;
  return (
    <Timeline
      style={{ paddingTop: 8 }}
      items={rows.map((row) => ({
        key: row.id,
        color: row.success ? 'green' : 'red',
        title: formatDateTime(row.createdTimestamp),
        content: `${row.reason ?? (row.success ? 'Signed in' : 'Failed')} · ${describeUserAgent(row.userAgent)}`,
      }))}
    />
  );
}
