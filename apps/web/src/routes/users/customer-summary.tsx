import {
  formatDateTime,
  formatInr,
  type totalPurchaseAnswer,
  totalPurchaseEndpoint,
  users,
} from '@mandi/domain';
import { useQuery } from '@tanstack/react-query';
import { Card, DatePicker, Empty, Flex, Statistic, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import type { z } from 'zod';
import { callEndpoint } from '../../api/endpoint';
import { DAY_FORMAT } from '../../kit/form/day-range';
import { useResourceOne } from '../../kit/resource-hooks';
import type { User } from './user-screen';

type Purchase = z.infer<typeof totalPurchaseAnswer>;
type Order = User['latestOrders'][number];

const count = new Intl.NumberFormat('en-IN');
const DAY = 'YYYY-MM-DD';
const STATUS_COLORS: Record<string, string> = {
  'Order Placed': 'blue',
  'Out for Delivery': 'orange',
  'Order Delivered': 'green',
  'Order Cancelled': 'red',
  'Partial Payment': 'gold',
};

/** The last 30 days, today included (India days: the browser's days in the store). */
const lastMonth = (): [Dayjs, Dayjs] => [dayjs().subtract(29, 'day'), dayjs()];

/** What a customer bought between two days: POST /orders/total-purchase. */
function TotalPurchase({ userId }: { userId: number }) {
  const [range, setRange] = useState<[Dayjs, Dayjs]>(lastMonth);
  const [startDate, endDate] = [range[0].format(DAY), range[1].format(DAY)];
  const purchase = useQuery({
    queryKey: ['orders', 'total-purchase', userId, startDate, endDate],
    queryFn: (): Promise<Purchase> =>
      callEndpoint(totalPurchaseEndpoint, { body: { userId, startDate, endDate } }),
  });
  return (
    <Flex vertical gap={8}>
      <DatePicker.RangePicker
        aria-label="Purchase period"
        format={DAY_FORMAT}
        allowClear={false}
        value={range}
        onChange={(next) => {
          if (next?.[0] && next[1]) setRange([next[0], next[1]]);
        }}
      />
      <Statistic
        title="Total purchase in the period"
        loading={purchase.isPending}
        value={purchase.data ? formatInr(purchase.data.totalPurchase) : '—'}
        suffix={
          purchase.data ? (
            <Typography.Text type="secondary" style={{ fontSize: 14 }}>
              {count.format(purchase.data.orders)} orders
            </Typography.Text>
          ) : undefined
        }
      />
    </Flex>
  );
}

const orderColumns = [
  {
    key: 'orderReference',
    title: 'Order',
    dataIndex: 'orderReference',
    render: (v: string | null, o: Order) => v ?? `#${o.id}`,
  },
  {
    key: 'status',
    title: 'Status',
    dataIndex: 'status',
    render: (status: string) => <Tag color={STATUS_COLORS[status]}>{status}</Tag>,
  },
  {
    key: 'orderTimestamp',
    title: 'Placed on',
    dataIndex: 'orderTimestamp',
    render: (value: string | null) => (value ? formatDateTime(value) : ''),
  },
  { key: 'totalProducts', title: 'Products', dataIndex: 'totalProducts', align: 'right' as const },
  {
    key: 'grandTotal',
    title: 'Grand total',
    dataIndex: 'grandTotal',
    align: 'right' as const,
    render: (value: number) => formatInr(value),
  },
];

/**
 * The top of a customer's edit screen: lifetime value, orders and average order value (real,
 * from their orders placed, out for delivery, delivered or partly paid), their purchases over
 * a chosen period, and their latest orders. Read-only.
 */
export function CustomerSummary({ id }: { id: string }) {
  const loaded = useResourceOne<User>(users, id);
  const customer = loaded.data;
  if (!customer) return null;
  return (
    <Card variant="borderless" title={`${customer.fullName}'s orders`} aria-label="Customer orders">
      <Flex wrap gap={32} align="flex-start">
        <Statistic title="Lifetime value" value={formatInr(customer.lifetimeValue)} />
        <Statistic title="Orders" value={count.format(customer.totalOrders)} />
        <Statistic title="Average order value" value={formatInr(customer.averageOrderValue)} />
        <TotalPurchase userId={customer.id} />
      </Flex>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        Latest orders
      </Typography.Title>
      <Table<Order>
        size="small"
        rowKey="id"
        pagination={false}
        columns={orderColumns}
        dataSource={customer.latestOrders}
        locale={{ emptyText: <Empty description="No orders yet" image={Empty.PRESENTED_IMAGE_SIMPLE} /> }}
        scroll={{ x: true }}
      />
    </Card>
  );
}
