import { type DeliveryRunRow, type DeliveryStopOutcome, formatInr } from '@mandi/domain';
import { Tag, Typography } from 'antd';

/** The words and colours of a run's status and a stop's outcome, wherever they show. */
export const STOP_OUTCOME_LABELS: Record<DeliveryStopOutcome, string> = {
  pending: 'To deliver',
  delivered: 'Delivered',
  not_delivered: 'Not delivered',
};
const OUTCOME_COLORS: Record<DeliveryStopOutcome, string> = {
  pending: 'processing',
  delivered: 'success',
  not_delivered: 'warning',
};

export function OutcomeTag({ outcome }: { outcome: DeliveryStopOutcome }) {
  return <Tag color={OUTCOME_COLORS[outcome]}>{STOP_OUTCOME_LABELS[outcome]}</Tag>;
}

export function RunStatusTag({ status }: { status: DeliveryRunRow['status'] }) {
  return status === 'open' ? <Tag color="blue">Open</Tag> : <Tag>Closed</Tag>;
}

/** Handed in less expected: short in red, over in green, nothing while the run is open. */
export function Difference({ value }: { value: number | null }) {
  if (value === null) return <Typography.Text type="secondary">—</Typography.Text>;
  if (value === 0) return <span>{formatInr(0)}</span>;
  return (
    <Typography.Text type={value < 0 ? 'danger' : 'success'} strong>
      {value < 0 ? `${formatInr(-value)} short` : `${formatInr(value)} over`}
    </Typography.Text>
  );
}

/** A not-delivered reason as a sentence starts it: "Not at home". */
export const reasonLabel = (reason: string | null) =>
  reason ? reason.charAt(0).toUpperCase() + reason.slice(1) : '';
