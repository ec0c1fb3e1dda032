import {
  type DeliveryRunDetail,
  type DeliveryStopRow,
  formatInr,
  removeDeliveryRunOrderEndpoint,
} from '@mandi/domain';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { callEndpoint } from '../../api/endpoint';
import { errorMessage, notify } from '../../api/notify';
import { StatusTag } from '../orders/order-badges';
import { orderPaths } from '../orders/order-screen';
import { runChanged } from './delivery-api';
import { OutcomeTag, reasonLabel } from './run-figures';

function TakeOut({ run, stop }: { run: DeliveryRunDetail; stop: DeliveryStopRow }) {
  const client = useQueryClient();
  const takeOut = async () => {
    try {
      const changed = await callEndpoint(removeDeliveryRunOrderEndpoint, {
        params: { id: run.id, orderId: stop.orderId },
      });
      await runChanged(client, changed);
      notify.success(`Order ${stop.orderId} taken out of the run`);
    } catch (error) {
      notify.error(errorMessage(error));
    }
  };
  return (
    <Popconfirm
      title={`Take order ${stop.orderId} out of this run? It goes back to Order Placed.`}
      onConfirm={takeOut}
    >
      <Button size="small" aria-label={`Take order ${stop.orderId} out`}>
        Take out
      </Button>
    </Popconfirm>
  );
}

function columns(run: DeliveryRunDetail): ColumnsType<DeliveryStopRow> {
  const open = run.status === 'open';
  return [
    { key: 'position', title: '#', dataIndex: 'position', width: 48 },
    {
      key: 'order',
      title: 'Order',
      render: (_, stop) => (
        <Space direction="vertical" size={2}>
          <Link to={orderPaths.view(stop.orderId)}>#{stop.orderId}</Link>
          <StatusTag status={stop.orderStatus} />
        </Space>
      ),
    },
    {
      key: 'customer',
      title: 'Customer',
      render: (_, stop) => (
        <Space direction="vertical" size={0}>
          <span>{stop.customerName}</span>
          <Typography.Text type="secondary">{stop.mobile}</Typography.Text>
        </Space>
      ),
    },
    { key: 'address', title: 'Address', dataIndex: 'address', width: 280 },
    { key: 'pincode', title: 'Pincode', dataIndex: 'pincode' },
    { key: 'items', title: 'Items', dataIndex: 'itemsCount', align: 'right' },
    { key: 'due', title: 'Due', align: 'right', render: (_, stop) => formatInr(stop.due) },
    {
      key: 'outcome',
      title: 'Outcome',
      render: (_, stop) => (
        <Space direction="vertical" size={0}>
          <OutcomeTag outcome={stop.outcome} />
          {stop.outcome === 'delivered' && <span>{formatInr(stop.amountCollected)} collected</span>}
          {stop.reason && <Typography.Text type="secondary">{reasonLabel(stop.reason)}</Typography.Text>}
        </Space>
      ),
    },
    ...(open
      ? [
          {
            key: 'actions',
            title: 'Actions',
            render: (_: unknown, stop: DeliveryStopRow) =>
              stop.outcome === 'pending' ? <TakeOut run={run} stop={stop} /> : null,
          },
        ]
      : []),
  ];
}

/** The run's stops in the sheet's order, with what happened at each. */
export function RunStops({ run }: { run: DeliveryRunDetail }) {
  return (
    <Table
      rowKey="id"
      size="small"
      pagination={false}
      dataSource={run.stops}
      columns={columns(run)}
      // Wide screens fit the table (the address wraps); narrow ones scroll it.
      scroll={{ x: 1000 }}
      data-testid="run-stops"
    />
  );
}
