import { formatDate, validityState } from '@mandi/domain';
import { Flex, Tag, Typography } from 'antd';
import dayjs from 'dayjs';

const STATES = {
  live: { color: 'success', label: 'Live' },
  scheduled: { color: 'blue', label: 'Scheduled' },
  ended: { color: 'default', label: 'Ended' },
} as const;

/** A list cell of a validity (banners, coupons): its days and whether it runs today. */
export function ValidityCell({ from, till }: { from?: string | null; till?: string | null }) {
  const state = validityState(from, till, dayjs().format('YYYY-MM-DD'));
  if (state === 'always') return <Typography.Text type="secondary">Always</Typography.Text>;
  return (
    <Flex vertical gap={2}>
      <span>{formatDate(from) || 'Any time'}</span>
      <Typography.Text type="secondary">to {formatDate(till) || 'no end'}</Typography.Text>
      <span>
        <Tag color={STATES[state].color}>{STATES[state].label}</Tag>
      </span>
    </Flex>
  );
}
