import { Flex, Progress, Statistic, Typography } from 'antd';
import type { ImportCounts } from './batch-import';

/** Progress bar (percent, two decimals) and the totals of an import; the batch or row in flight. */
export function ImportProgress({
  counts,
  current,
  batchSize,
  processing,
}: {
  counts: ImportCounts;
  current: number | null;
  batchSize: number;
  /** What is being sent when rows go one at a time (the row's id and name). */
  processing?: string;
}) {
  return (
    <Flex vertical gap={8}>
      <Progress
        percent={counts.percent}
        format={(percent) => `${(percent ?? 0).toFixed(2)}%`}
        // Red only when nothing went in; some failed rows are counted below, not painted.
        status={
          counts.processed < counts.total
            ? 'active'
            : counts.imported === 0
              ? 'exception'
              : counts.failed
                ? 'normal'
                : 'success'
        }
        aria-label="Import progress"
      />
      <Flex gap={32} wrap>
        <Statistic title="Total" value={counts.total} />
        <Statistic title="Processed" value={counts.processed} />
        <Statistic title="Imported" value={counts.imported} valueStyle={{ color: '#256203' }} />
        <Statistic
          title="Failed"
          value={counts.failed}
          valueStyle={{ color: counts.failed ? '#cf1322' : undefined }}
        />
      </Flex>
      {processing !== undefined && (
        <Typography.Text type="secondary">Currently processing {processing}</Typography.Text>
      )}
      {processing === undefined && current !== null && (
        <Typography.Text type="secondary">
          Currently processing rows {current + 1} to {Math.min(current + batchSize, counts.total)}
        </Typography.Text>
      )}
    </Flex>
  );
}
