import { type DeliveryReport, formatDate, formatInr } from '@mandi/domain';
import { Alert, Card, Col, DatePicker, Flex, Row, Skeleton, Statistic, Table } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../api/notify';
import { DAY_FORMAT } from '../../kit/form/day-range';
import { useDeliveryReport } from './delivery-api';
import { Difference } from './run-figures';
import './delivery.css';

const DAY = 'YYYY-MM-DD';
const percent = (share: number | null) => (share === null ? '—' : `${Math.round(share * 1000) / 10}%`);

function Figures({ report }: { report: DeliveryReport }) {
  const figures = [
    { title: 'Cash with riders', value: formatInr(report.totals.cashWithRiders) },
    {
      title: 'Delivered at the first attempt',
      value: percent(report.firstAttempt.share),
      note: `${report.firstAttempt.delivered} of ${report.firstAttempt.orders} orders`,
    },
    {
      title: 'Stops per run',
      value: report.stopsPerRun.average === null ? '—' : report.stopsPerRun.average.toFixed(1),
      note: `${report.stopsPerRun.stops} stops on ${report.stopsPerRun.runs} ${report.stopsPerRun.runs === 1 ? 'run' : 'runs'}`,
    },
    { title: 'Difference on closed runs', value: <Difference value={report.totals.difference} /> },
  ];
  return (
    <Row gutter={[16, 16]} className="delivery-figure-cards">
      {figures.map((figure) => (
        <Col key={figure.title} xs={24} sm={12} xl={6}>
          <Card size="small" style={{ height: '100%' }}>
            <Statistic title={figure.title} valueRender={() => figure.value} />
            {figure.note && <span className="delivery-muted">{figure.note}</span>}
          </Card>
        </Col>
      ))}
    </Row>
  );
}

function Riders({ report }: { report: DeliveryReport }) {
  return (
    <Table
      rowKey="riderId"
      size="small"
      pagination={false}
      dataSource={report.riders}
      data-testid="report-riders"
      scroll={{ x: 'max-content' }}
      columns={[
        { key: 'rider', title: 'Rider', render: (_, row) => row.riderName ?? `Staff #${row.riderId}` },
        { key: 'runs', title: 'Runs', dataIndex: 'runs', align: 'right' },
        { key: 'open', title: 'Open', dataIndex: 'openRuns', align: 'right' },
        {
          key: 'with',
          title: 'Cash with rider',
          align: 'right',
          render: (_, row) => formatInr(row.cashWithRider),
        },
        {
          key: 'expected',
          title: 'Expected (closed)',
          align: 'right',
          render: (_, row) => formatInr(row.cashExpected),
        },
        { key: 'in', title: 'Handed in', align: 'right', render: (_, row) => formatInr(row.cashHandedIn) },
        {
          key: 'diff',
          title: 'Difference',
          align: 'right',
          render: (_, row) => <Difference value={row.difference} />,
        },
      ]}
    />
  );
}

function Days({ report }: { report: DeliveryReport }) {
  return (
    <Table
      rowKey="day"
      size="small"
      pagination={false}
      dataSource={report.days}
      data-testid="report-days"
      columns={[
        { key: 'day', title: 'Day', render: (_, row) => formatDate(row.day) },
        { key: 'runs', title: 'Runs', dataIndex: 'runs', align: 'right' },
        { key: 'stops', title: 'Stops', dataIndex: 'stops', align: 'right' },
        { key: 'delivered', title: 'Delivered', dataIndex: 'delivered', align: 'right' },
        { key: 'not', title: 'Not delivered', dataIndex: 'notDelivered', align: 'right' },
      ]}
    />
  );
}

/** The period in the URL (from, to); the server's default (the last 30 days) without it. */
function usePeriod() {
  const [params, setParams] = useSearchParams();
  const from = params.get('from') ?? undefined;
  const to = params.get('to') ?? undefined;
  const change = (range: [Dayjs, Dayjs] | null) =>
    setParams(range ? { from: range[0].format(DAY), to: range[1].format(DAY) } : {});
  return { from, to, change };
}

/** Delivery report: cash with riders and reconciliation per rider, runs per day, first attempts. */
export default function DeliveryReportPage() {
  const { from, to, change } = usePeriod();
  const { data, error, isPending } = useDeliveryReport(from, to);
  const range: [Dayjs, Dayjs] | null = data ? [dayjs(data.from), dayjs(data.to)] : null;
  return (
    <Flex vertical gap={16}>
      <Flex justify="end">
        <DatePicker.RangePicker
          aria-label="Report period"
          format={DAY_FORMAT}
          value={range}
          allowClear={false}
          onChange={(value) => change(value?.[0] && value[1] ? [value[0], value[1]] : null)}
        />
      </Flex>
      {error && <Alert type="error" showIcon role="alert" message={errorMessage(error)} />}
      {isPending && <Skeleton active />}
      {data && (
        <>
          <Figures report={data} />
          <Card title={<h2 className="delivery-card-title">Cash per rider</h2>}>
            <Riders report={data} />
          </Card>
          <Card title={<h2 className="delivery-card-title">Runs per day</h2>}>
            <Days report={data} />
          </Card>
        </>
      )}
    </Flex>
  );
}
