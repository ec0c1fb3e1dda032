import { DELIVERY_RUN_STATUSES, type DeliveryRunRow, deliveryRuns, formatInr } from '@mandi/domain';
import { Space, Typography } from 'antd';
import { Link } from 'react-router';
import type { FilterDef, ListColumn } from '../../kit/list/list-types';
import { ResourceList } from '../../kit/list/resource-list';
import type { ScreenPaths } from '../../kit/resource-paths';
import { deliveryPaths } from './delivery-paths';
import { PlanRunsButton } from './plan-runs';
import { useRiderOptions } from './rider-options';
import { Difference, RunStatusTag } from './run-figures';

const paths: ScreenPaths = {
  list: deliveryPaths.runs,
  add: deliveryPaths.runs,
  edit: deliveryPaths.run,
  patterns: { list: deliveryPaths.runs, add: deliveryPaths.runs, edit: deliveryPaths.runPattern },
};

const filters: readonly FilterDef[] = [
  { kind: 'select', field: 'riderId', label: 'Rider', useOptions: useRiderOptions },
  {
    kind: 'select',
    field: 'status',
    label: 'Status',
    options: DELIVERY_RUN_STATUSES.map((status) => ({
      value: status,
      label: status === 'open' ? 'Open' : 'Closed',
    })),
  },
  { kind: 'dateRange', field: 'runDate', label: 'Day' },
];

const columns: readonly ListColumn<DeliveryRunRow>[] = [
  {
    key: 'id',
    title: 'Run',
    sortField: 'id',
    render: (row) => <Link to={deliveryPaths.run(row.id)}>Run #{row.id}</Link>,
  },
  { key: 'runDate', title: 'Day', kind: 'date', sortField: 'runDate' },
  { key: 'riderName', title: 'Rider', render: (row) => row.riderName ?? `Staff #${row.riderId}` },
  { key: 'stopsCount', title: 'Stops', align: 'right' },
  {
    key: 'deliveredCount',
    title: 'Delivered',
    render: (row) => (
      <Space direction="vertical" size={0}>
        <span>
          {row.deliveredCount} of {row.stopsCount}
        </span>
        {row.notDeliveredCount > 0 && (
          <Typography.Text type="secondary">{row.notDeliveredCount} not delivered</Typography.Text>
        )}
      </Space>
    ),
  },
  {
    key: 'cashExpected',
    title: 'Cash expected',
    align: 'right',
    // While the run is out, what its stops have collected so far.
    render: (row) => formatInr(row.cashExpected ?? row.cashCollected),
  },
  {
    key: 'cashHandedIn',
    title: 'Handed in',
    align: 'right',
    render: (row) => (row.cashHandedIn === null ? '—' : formatInr(row.cashHandedIn)),
  },
  {
    key: 'difference',
    title: 'Difference',
    align: 'right',
    render: (row) => <Difference value={row.difference} />,
  },
  { key: 'status', title: 'Status', render: (row) => <RunStatusTag status={row.status} /> },
];

/** Every run, newest day first, with its cash; Plan runs proposes the day's runs to create. */
export default function RunList() {
  return (
    <ResourceList<DeliveryRunRow>
      def={deliveryRuns}
      paths={paths}
      columns={columns}
      filters={filters}
      actions={{ add: false, edit: false, delete: false }}
      toolbar={<PlanRunsButton />}
    />
  );
}
