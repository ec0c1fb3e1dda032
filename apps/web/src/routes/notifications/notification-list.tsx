import { notifications } from '@mandi/domain';
import { Flex, Image, Tag, Typography } from 'antd';
import type { Query } from '../../api/client';
import type { ListColumn } from '../../kit/list/list-types';
import { ResourceList } from '../../kit/list/resource-list';
import { DeliveryCell } from './notification-delivery';
import {
  audienceOf,
  type Notification,
  notificationFilters,
  notificationPaths,
  notificationSorts,
  opensOf,
} from './notification-screen';

/** The places and what a tap opens, by name. */
const LIST_QUERY: Query = {
  join: ['state||name', 'city||name', 'pincode||pincode,pincodeName', 'category||name', 'product||name'],
};

const columns: readonly ListColumn<Notification>[] = [
  { key: 'id', title: 'ID', width: 70, sortField: 'id' },
  {
    key: 'title',
    title: 'Notification',
    render: (row) => (
      <Flex gap={12} align="flex-start">
        {row.image && (
          <Image
            src={row.image}
            alt=""
            width={48}
            height={48}
            style={{ objectFit: 'cover', borderRadius: 6, border: '1px solid #f0f0f0' }}
          />
        )}
        <Flex vertical gap={2} style={{ maxWidth: 230 }}>
          <Typography.Text strong>{row.title}</Typography.Text>
          <Typography.Text type="secondary" ellipsis={{ tooltip: row.message }}>
            {row.message}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }} ellipsis>
            Opens {opensOf(row)}
          </Typography.Text>
        </Flex>
      </Flex>
    ),
  },
  {
    key: 'audience',
    title: 'Audience',
    render: (row) => (
      <Flex vertical gap={4} align="flex-start" style={{ maxWidth: 170 }}>
        <span>{audienceOf(row)}</span>
        <span>
          {row.platform ? (
            <Tag>{row.platform === 'ios' ? 'iOS' : 'Android'}</Tag>
          ) : (
            <Tag>Android and iOS</Tag>
          )}
          {row.appVersion && <Tag title="This app version or older">≤ v{row.appVersion}</Tag>}
        </span>
      </Flex>
    ),
  },
  { key: 'delivery', title: 'Delivery', render: (row) => <DeliveryCell row={row} /> },
  { key: 'enabled', title: 'Enabled', kind: 'enabled' },
];

/** The push notifications, newest first, 20 a page, with when each goes out and how it went. */
export default function NotificationList() {
  return (
    <ResourceList<Notification>
      def={notifications}
      paths={notificationPaths}
      columns={columns}
      filters={notificationFilters}
      sortChoices={notificationSorts}
      listQuery={LIST_QUERY}
    />
  );
}
