import { CopyOutlined } from '@ant-design/icons';
import { formatDate, formatDateTime, notifications } from '@mandi/domain';
import { Alert, Button, Card, Descriptions, Flex, Image, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { AuditLine } from '../../kit/form/audit-line';
import { HistoryButton } from '../../kit/form/history-drawer';
import { listPathWithLastSearch } from '../../kit/list/last-list-search';
import {
  DeliveryFigures,
  deliveryStateOf,
  reasonsLine,
  scheduleLine,
  useFollowSending,
} from './notification-delivery';
import { RetryButton } from './notification-retry';
import { audienceOf, copyOf, type Notification, notificationPaths, opensOf } from './notification-screen';

/** Where its sending stands, when it goes out and the figures: above the form and the sent view. */
export function NotificationReport({ row }: { row: Notification }) {
  useFollowSending(row);
  const state = deliveryStateOf(row);
  return (
    <section aria-label="Delivery report" style={{ marginBottom: 16 }}>
      <Flex wrap gap={16} align="center" justify="space-between">
        <Flex vertical gap={4}>
          <span>
            <Tag color={state.color}>{state.label}</Tag>
          </span>
          <Typography.Text type="secondary">{scheduleLine(row)}</Typography.Text>
        </Flex>
        <Flex gap={12} align="center" wrap>
          <DeliveryFigures row={row} />
          <RetryButton row={row} />
        </Flex>
      </Flex>
    </section>
  );
}

const platformOf = (row: Notification) =>
  row.platform === 'ios' ? 'iOS' : row.platform === 'android' ? 'Android' : 'Android and iOS';

/**
 * A notification that has started going out is not edited into another (the server answers
 * 409): its message, audience and report read-only, and "Copy as new" to send another like it.
 */
export function SentNotification({ row }: { row: Notification }) {
  const navigate = useNavigate();
  const reasons = reasonsLine(row.failureReasons ?? {});
  const copy = () => navigate(notificationPaths.add, { state: { copy: copyOf(row), copiedFrom: row.id } });
  return (
    <Card variant="borderless">
      <Flex vertical gap={16} style={{ maxWidth: 860 }}>
        <Alert
          type="info"
          showIcon
          title="This notification has gone out, so it cannot be changed. Copy it to send another like it."
        />
        <NotificationReport row={row} />
        <Descriptions
          title="Delivery"
          bordered
          size="small"
          column={{ xs: 1, sm: 1, md: 2 }}
          items={[
            { key: 'targeted', label: 'Targeted', children: row.targetedCount },
            { key: 'sent', label: 'Sent', children: row.sentCount },
            { key: 'failed', label: 'Failed', children: row.failedCount },
            { key: 'reasons', label: 'Failures by reason', children: reasons || 'None' },
            { key: 'started', label: 'Started', children: formatDateTime(row.sendStartedAt) || '—' },
            { key: 'finished', label: 'Finished', children: formatDateTime(row.sendFinishedAt) || '—' },
          ]}
        />
        <Descriptions
          title="Notification"
          bordered
          size="small"
          column={1}
          items={[
            { key: 'title', label: 'Title', children: row.title },
            { key: 'message', label: 'Message', children: row.message },
            ...(row.image
              ? [
                  {
                    key: 'image',
                    label: 'Image',
                    children: <Image src={row.image} alt="Notification image" width={160} />,
                  },
                ]
              : []),
            { key: 'page', label: 'Opens', children: opensOf(row) },
            { key: 'audience', label: 'Audience', children: audienceOf(row) },
            {
              key: 'phones',
              label: 'Phones',
              children: `${platformOf(row)}${row.appVersion ? `, app version ${row.appVersion} or older` : ''}`,
            },
            {
              key: 'when',
              label: 'When',
              children: row.sendAutomatedNotification
                ? `${formatDate(row.notificationDate)} at ${row.notificationTime} (India time)`
                : 'Once saved',
            },
          ]}
        />
        <Flex gap={8} wrap>
          <Button type="primary" icon={<CopyOutlined />} onClick={copy}>
            Copy as new
          </Button>
          <Button onClick={() => navigate(listPathWithLastSearch(notificationPaths.list))}>
            Back to list
          </Button>
        </Flex>
        <Flex wrap gap={12} align="center" justify="space-between">
          <AuditLine row={row} />
          <HistoryButton def={notifications} id={row.id} />
        </Flex>
      </Flex>
    </Card>
  );
}
