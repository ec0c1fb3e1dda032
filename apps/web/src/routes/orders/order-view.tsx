import { formatDateTime, formatInr, orderMapUrl, STORE_PICKUP } from '@mandi/domain';
import { Alert, Card, Descriptions, Empty, Flex, Rate, Skeleton, Table, Timeline, Typography } from 'antd';
import { useParams } from 'react-router';
import { usePageHeading } from '../../kit/use-page-title';
import { PaymentBadge, StatusTag } from './order-badges';
import { type Order, useOrder } from './order-screen';
import { OrderViewActions } from './order-view-actions';
import { BillingDetails, PaymentsTable } from './order-view-money';

const money = (value: number | null | undefined) => formatInr(value ?? 0);

function addressText(address: Order['address']) {
  if (!address) return '—';
  return [address.name, address.line1, address.line2, address.city, address.state, address.pincode]
    .filter(Boolean)
    .join(', ');
}

function HistoryTimeline({ order }: { order: Order }) {
  if (order.history.length === 0) return <Empty description="No status changes or notes yet" />;
  return (
    <Timeline
      items={order.history.map((entry) => ({
        key: entry.id,
        color:
          entry.fromStatus === entry.toStatus
            ? 'gray'
            : entry.toStatus === 'Order Cancelled'
              ? 'red'
              : 'blue',
        children: (
          <div data-testid="order-history-entry">
            <div>
              {entry.fromStatus === null ? (
                <strong>{entry.toStatus}</strong>
              ) : entry.fromStatus === entry.toStatus ? (
                <strong>Note</strong>
              ) : (
                <strong>
                  {entry.fromStatus} → {entry.toStatus}
                </strong>
              )}
            </div>
            <Typography.Text type="secondary">
              {entry.adminName ?? (entry.fromStatus === null ? 'Customer (app)' : 'Unknown')} ·{' '}
              {formatDateTime(entry.at)}
            </Typography.Text>
            {entry.comment ? <div>{entry.comment}</div> : null}
          </div>
        ),
      }))}
    />
  );
}

/** One order, read-only, titled "Order - {id}": everything staff check before moving it on. */
export default function OrderView() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data: order, error, isLoading } = useOrder(valid ? id : undefined);
  // The screen's one heading is "Order - {id}" (the shell's, in place of the route's "Order").
  usePageHeading(valid ? `Order - ${id}` : undefined);
  if (!valid || error) return <Alert type="error" message={error?.message ?? 'Order not found'} />;
  if (isLoading || !order) return <Skeleton active />;
  const pickup = order.deliveryType === STORE_PICKUP;
  return (
    <Flex vertical gap={16}>
      <OrderViewActions order={order} />
      <Card title="Order and account information">
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label="Order ID">{order.id}</Descriptions.Item>
          <Descriptions.Item label="Reference">{order.orderReference ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="Status">
            <StatusTag status={order.status} />
          </Descriptions.Item>
          <Descriptions.Item label="Placed on">
            {order.orderTimestamp ? formatDateTime(order.orderTimestamp) : '—'}
          </Descriptions.Item>
          <Descriptions.Item label="Customer">{order.customer?.fullName ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="Mobile">{order.customer?.mobileNumber ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="Email">{order.customer?.emailAddress ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="GST">{order.customer?.gstNumber ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="Rating">
            {order.rating ? <Rate disabled value={order.rating} /> : '—'}
          </Descriptions.Item>
          <Descriptions.Item label="Comments">{order.comments ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="Customer IP">{order.customerIP ?? '—'}</Descriptions.Item>
        </Descriptions>
      </Card>
      {!pickup && (
        <Card title="Address information" data-testid="order-address">
          <Descriptions column={{ xs: 1, md: 2 }} size="small">
            <Descriptions.Item label="Billing address">{addressText(order.address)}</Descriptions.Item>
            <Descriptions.Item label="Shipping address">
              {addressText(order.shippingAddress)}
            </Descriptions.Item>
          </Descriptions>
        </Card>
      )}
      <Card title="Payment and shipping">
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label="Payment">
            <PaymentBadge method={order.paymentMethod} money={order.money} />
          </Descriptions.Item>
          <Descriptions.Item label="Payment initiated">
            {order.paymentInitiatedTimestamp ? formatDateTime(order.paymentInitiatedTimestamp) : '—'}
          </Descriptions.Item>
          <Descriptions.Item label="Delivery type">{order.deliveryType ?? '—'}</Descriptions.Item>
          <Descriptions.Item label="Shipping charges">{money(order.shippingCharges)}</Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="Order location">
        {order.orderPlacedCoordinates ? (
          <Flex gap={12} align="center">
            <span>{order.orderPlacedLocation ?? 'Placed here'}</span>
            <a href={orderMapUrl(order.orderPlacedCoordinates)} target="_blank" rel="noopener noreferrer">
              Open in maps
            </a>
          </Flex>
        ) : (
          <Typography.Text type="secondary">No location was recorded</Typography.Text>
        )}
      </Card>
      <Card title="Items ordered">
        <Table
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={order.lines}
          columns={[
            { key: 'productName', title: 'Name', dataIndex: 'productName' },
            { key: 'variationName', title: 'Variation', dataIndex: 'variationName' },
            { key: 'unitPrice', title: 'Unit price', align: 'right', render: (_, l) => money(l.unitPrice) },
            { key: 'salePrice', title: 'Sale price', align: 'right', render: (_, l) => money(l.salePrice) },
            { key: 'quantity', title: 'Quantity', dataIndex: 'quantity', align: 'right' },
            { key: 'subTotal', title: 'Sub total', align: 'right', render: (_, l) => money(l.subTotal) },
            // Compensation cess is charged on top of the sub total; shown when a line carries it.
            ...(order.lines.some((l) => l.cessAmount > 0)
              ? [
                  {
                    key: 'cess',
                    title: 'Cess',
                    align: 'right' as const,
                    render: (_: unknown, l: Order['lines'][number]) => money(l.cessAmount),
                  },
                ]
              : []),
          ]}
        />
      </Card>
      <BillingDetails order={order} />
      <PaymentsTable order={order} />
      <Card title="Timeline">
        <HistoryTimeline order={order} />
      </Card>
    </Flex>
  );
}
