import {
  DELIVERY_RUN_SHEET_PATH,
  type DeliveryRunDetail,
  endpointPath,
  formatDate,
  formatDateTime,
  formatInr,
} from '@mandi/domain';
import { Alert, Card, Descriptions, Flex, Skeleton, Space } from 'antd';
import { useParams } from 'react-router';
import { errorMessage } from '../../api/notify';
import { DownloadButton } from '../../kit/list/download-button';
import { usePageHeading } from '../../kit/use-page-title';
import { useDeliveryRun } from './delivery-api';
import { AddOrdersButton } from './run-add-orders';
import { CloseRunButton } from './run-close';
import { Difference, RunStatusTag } from './run-figures';
import { RunStops } from './run-stops';
import './delivery.css';

function RunSummary({ run }: { run: DeliveryRunDetail }) {
  const closed = run.status === 'closed';
  return (
    <Descriptions size="small" bordered column={{ xs: 1, md: 2, xl: 3 }} data-testid="run-summary">
      <Descriptions.Item label="Day">{formatDate(run.runDate)}</Descriptions.Item>
      <Descriptions.Item label="Rider">
        {run.riderName} {run.riderMobile ? `· ${run.riderMobile}` : ''}
      </Descriptions.Item>
      <Descriptions.Item label="Status">
        <RunStatusTag status={run.status} />
      </Descriptions.Item>
      <Descriptions.Item label="Stops">
        {run.deliveredCount} delivered · {run.notDeliveredCount} not delivered · {run.pendingCount} to go
      </Descriptions.Item>
      <Descriptions.Item label="Cash collected">{formatInr(run.cashCollected)}</Descriptions.Item>
      <Descriptions.Item label="Still to collect">{formatInr(run.cashToCollect)}</Descriptions.Item>
      {closed && (
        <>
          <Descriptions.Item label="Cash expected">{formatInr(run.cashExpected)}</Descriptions.Item>
          <Descriptions.Item label="Cash handed in">{formatInr(run.cashHandedIn)}</Descriptions.Item>
          <Descriptions.Item label="Difference">
            <Difference value={run.difference} />
          </Descriptions.Item>
          <Descriptions.Item label="Closed">
            {run.closedByName} · {run.closedTimestamp ? formatDateTime(run.closedTimestamp) : ''}
          </Descriptions.Item>
        </>
      )}
    </Descriptions>
  );
}

/** One run: its figures, its stops in order, the run sheet, and while open: add, take out, close. */
export default function RunView() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data: run, error, isPending } = useDeliveryRun(valid ? id : 0);
  usePageHeading(valid ? `Delivery run #${id}` : undefined);
  if (!valid) return <Alert type="error" showIcon message="No such run" />;
  if (error) return <Alert type="error" showIcon role="alert" message={errorMessage(error)} />;
  if (isPending || !run) return <Skeleton active />;
  return (
    <Flex vertical gap={16}>
      <Card>
        <Flex vertical gap={16}>
          <Space wrap>
            <DownloadButton
              path={endpointPath({ path: DELIVERY_RUN_SHEET_PATH }, { id: run.id })}
              query={{}}
              filename={`run-${run.id}-sheet.pdf`}
              label="Run sheet (PDF)"
            />
            <AddOrdersButton run={run} />
            <CloseRunButton run={run} />
          </Space>
          <RunSummary run={run} />
        </Flex>
      </Card>
      <Card title={<h2 className="delivery-card-title">Stops</h2>}>
        <RunStops run={run} />
      </Card>
    </Flex>
  );
}
