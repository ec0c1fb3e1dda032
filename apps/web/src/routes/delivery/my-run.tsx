import { type DeliveryRunDetail, formatDate, formatInr } from '@mandi/domain';
import { Alert, Card, Empty, Flex, Progress, Skeleton, Statistic } from 'antd';
import { errorMessage } from '../../api/notify';
import { useMyRuns } from './delivery-api';
import { MyRunStop } from './my-run-stop';
import './delivery.css';

function RunCash({ run }: { run: DeliveryRunDetail }) {
  const done = run.deliveredCount + run.notDeliveredCount;
  return (
    <Card size="small" className="my-run-cash" data-testid="my-run-cash">
      <h2 className="my-run-heading">
        Run #{run.id} · {formatDate(run.runDate)}
      </h2>
      <Flex justify="space-between" gap={12}>
        <Statistic title="Cash in hand" value={formatInr(run.cashCollected)} />
        <Statistic title="Still to collect" value={formatInr(run.cashToCollect)} />
      </Flex>
      <Progress
        percent={run.stopsCount ? Math.round((done / run.stopsCount) * 100) : 0}
        format={() => `${done} of ${run.stopsCount}`}
        aria-label={`${done} of ${run.stopsCount} stops done`}
      />
    </Card>
  );
}

/**
 * The rider's screen, made for a phone: their open run's cash so far and its stops in order,
 * each with call and map links and Delivered / Not delivered.
 */
export default function MyRun() {
  const { data, error, isPending } = useMyRuns();
  if (error) return <Alert type="error" showIcon role="alert" message={errorMessage(error)} />;
  if (isPending) return <Skeleton active />;
  if (data.runs.length === 0)
    return (
      <Card>
        <Empty description="No open run: a run given to you shows here." />
      </Card>
    );
  return (
    <Flex vertical gap={24} className="my-run">
      {data.runs.map((run) => (
        <Flex vertical gap={12} key={run.id} data-testid="my-run">
          <RunCash run={run} />
          {run.stops.map((stop) => (
            <MyRunStop key={stop.id} run={run} stop={stop} />
          ))}
        </Flex>
      ))}
    </Flex>
  );
}
