import { formatDate, formatDateTime, type NotificationDeliveryReport, notifications } from '@mandi/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Flex, Tag, Tooltip, Typography } from 'antd';
import { useEffect } from 'react';
import { resourceKeys } from '../../kit/resource-hooks';
import { RetryButton } from './notification-retry';

type Report = NotificationDeliveryReport & {
  id: number;
  title: string;
  enabled: boolean;
  sendAutomatedNotification?: boolean;
  notificationDate?: string | null;
  notificationTime?: string | null;
};

const count = new Intl.NumberFormat('en-IN');

/** The words and colour of where a sending stands. */
export function deliveryStateOf(row: Report): { label: string; color: string } {
  if (!row.enabled && row.deliveryState !== 'sent') return { label: 'Paused', color: 'default' };
  switch (row.deliveryState) {
    case 'sending':
      return { label: 'Sending', color: 'processing' };
    case 'sent':
      if (row.failedCount > 0) return { label: 'Sent with failures', color: 'warning' };
      // Sends a restart cut off: they may or may not have arrived.
      if ((row.unknownCount ?? 0) > 0) return { label: 'Sent, some unknown', color: 'warning' };
      return { label: 'Sent', color: 'success' };
    case 'paused':
      return { label: 'Paused', color: 'default' };
    case 'scheduled':
      return { label: 'Scheduled', color: 'blue' };
    default:
      // Kept from before deliveries were recorded (imported or old rows): nothing went out.
      return { label: 'Not sent', color: 'default' };
  }
}

/** "Goes out {when}" before it starts, "Went out {when}" once it has. */
export function scheduleLine(row: Report): string {
  if (row.sendStartedAt) return `Went out ${formatDateTime(row.sendStartedAt)}`;
  if (row.sendAt) return `Goes out ${formatDateTime(row.sendAt)}`;
  if (row.sendAutomatedNotification && row.notificationDate)
    return `Set for ${formatDate(row.notificationDate)}, ${row.notificationTime ?? ''}`.trim();
  return 'No delivery recorded';
}

/** Still going out, or due now: the list asks again until it has finished. */
const isUnderway = (row: Report) =>
  row.enabled &&
  (row.deliveryState === 'sending' ||
    (row.deliveryState === 'scheduled' &&
      row.sendAt !== null &&
      Date.parse(row.sendAt) <= Date.now() + 5_000));

/** While a notification is going out, its list and form ask the server again every 2 seconds. */
export function useFollowSending(row: Report) {
  const client = useQueryClient();
  const underway = isUnderway(row);
  useEffect(() => {
    if (!underway) return;
    const timer = setInterval(() => {
      void client.invalidateQueries({ queryKey: resourceKeys.all(notifications) }, { cancelRefetch: false });
    }, 2_000);
    return () => clearInterval(timer);
  }, [underway, client]);
}

/** The failures by reason: "UNREGISTERED 3, QUOTA_EXCEEDED 1". */
export const reasonsLine = (reasons: Record<string, number>) =>
  Object.entries(reasons)
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1])
    .map(([reason, n]) => `${reason} ${count.format(n)}`)
    .join(', ');

/**
 * Targeted, sent and failed, as three figures (and unknown, when a restart cut sends off); the
 * reasons of the failures on hover.
 */
export function DeliveryFigures({ row }: { row: Report }) {
  useFollowSending(row);
  const reasons = reasonsLine(row.failureReasons ?? {});
  // Dark green and red: the light ones of the theme are too faint for small figures (WCAG AA).
  const figure = (label: string, value: number, tone?: 'good' | 'bad') => (
    <Flex vertical align="flex-end" style={{ minWidth: 56 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {label}
      </Typography.Text>
      <Typography.Text
        strong
        data-figure={label}
        style={value > 0 && tone ? { color: tone === 'good' ? '#237804' : '#a8071a' } : undefined}
      >
        {count.format(value)}
      </Typography.Text>
    </Flex>
  );
  return (
    <Flex gap={12} align="center" aria-label={`Delivery of ${row.title}`} role="group">
      {figure('Targeted', row.targetedCount)}
      {figure('Sent', row.sentCount, 'good')}
      {reasons ? (
        <Tooltip title={reasons}>
          <span>{figure('Failed', row.failedCount, 'bad')}</span>
        </Tooltip>
      ) : (
        figure('Failed', row.failedCount, 'bad')
      )}
      {(row.unknownCount ?? 0) > 0 && (
        <Tooltip title="A restart cut these sends off: they may have reached the phone">
          <span>{figure('Unknown', row.unknownCount)}</span>
        </Tooltip>
      )}
    </Flex>
  );
}

/** Where its sending stands, when it goes or went out, and its figures: the list's cell. */
export function DeliveryCell({ row }: { row: Report }) {
  const state = deliveryStateOf(row);
  return (
    <Flex vertical gap={6} align="flex-start" style={{ maxWidth: 250 }}>
      <Flex vertical gap={2} align="flex-start">
        <Tag color={state.color}>{state.label}</Tag>
        <Typography.Text type="secondary" style={{ fontSize: 13 }}>
          {scheduleLine(row)}
        </Typography.Text>
      </Flex>
      {/* Nothing to count before its sending is recorded. */}
      {row.deliveryState !== null && <DeliveryFigures row={row} />}
      <RetryButton row={row} size="small" />
    </Flex>
  );
}
