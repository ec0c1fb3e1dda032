import { formatInr, type SuggestedRunRow } from '@mandi/domain';
import { Alert, Button, Card, Empty, Flex, Select, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { leaveOut, moveStop, type PlanDraft } from './plan-draft';

export type PlanStop = SuggestedRunRow['stops'][number];
type Draft = PlanDraft<PlanStop>;

interface DraftViewProps {
  draft: Draft;
  riderName: (riderId: number) => string;
  unassigned: readonly number[];
  onChange: (draft: Draft) => void;
}

const sumDue = (stops: readonly PlanStop[]) => stops.reduce((sum, stop) => sum + stop.due, 0);

function stopColumns(props: DraftViewProps, from: number | null): ColumnsType<PlanStop> {
  const targets = props.draft.runs.filter((run) => run.riderId !== from);
  return [
    { key: 'order', title: 'Order', render: (_, stop) => `#${stop.orderId}` },
    { key: 'pincode', title: 'Pincode', dataIndex: 'pincode' },
    {
      key: 'customer',
      title: 'Customer',
      render: (_, stop) => (
        <Space direction="vertical" size={0}>
          <span>{stop.customerName}</span>
          <Typography.Text type="secondary" ellipsis style={{ maxWidth: 260 }}>
            {stop.address}
          </Typography.Text>
        </Space>
      ),
    },
    { key: 'due', title: 'To collect', align: 'right', render: (_, stop) => formatInr(stop.due) },
    {
      key: 'actions',
      title: 'Adjust',
      render: (_, stop) => (
        <Space wrap>
          <Select<number>
            size="small"
            style={{ width: 170 }}
            aria-label={`Move order ${stop.orderId} to`}
            placeholder={from === null ? 'Add to run of…' : 'Move to…'}
            value={null}
            options={targets.map((run) => ({ value: run.riderId, label: props.riderName(run.riderId) }))}
            onChange={(riderId) => props.onChange(moveStop(props.draft, stop.orderId, riderId))}
          />
          {from !== null && (
            <Button size="small" onClick={() => props.onChange(leaveOut(props.draft, stop.orderId))}>
              Leave out
            </Button>
          )}
        </Space>
      ),
    },
  ];
}

/** The proposed runs, one card per rider, with each stop movable to another run or left out. */
export function PlanDraftView(props: DraftViewProps) {
  const { draft } = props;
  return (
    <Flex vertical gap={12}>
      {draft.runs.map((run) => (
        <Card
          key={run.riderId}
          size="small"
          title={`${props.riderName(run.riderId)}: ${run.stops.length} ${run.stops.length === 1 ? 'stop' : 'stops'}`}
          extra={<span>{formatInr(sumDue(run.stops))} to collect</span>}
          data-testid="planned-run"
        >
          {run.stops.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No stops: no run for this rider" />
          ) : (
            <Table
              rowKey="orderId"
              size="small"
              pagination={false}
              dataSource={run.stops}
              columns={stopColumns(props, run.riderId)}
            />
          )}
        </Card>
      ))}
      {draft.left.length > 0 && (
        <Card size="small" title={`Left out: ${draft.left.length}`} data-testid="left-out">
          <Table
            rowKey="orderId"
            size="small"
            pagination={false}
            dataSource={draft.left}
            columns={stopColumns(props, null)}
          />
        </Card>
      )}
      {props.unassigned.length > 0 && (
        <Alert
          type="info"
          showIcon
          message={`${props.unassigned.length} more ${props.unassigned.length === 1 ? 'order' : 'orders'} did not fit (riders × most stops): ${props.unassigned.map((id) => `#${id}`).join(', ')}`}
        />
      )}
    </Flex>
  );
}
