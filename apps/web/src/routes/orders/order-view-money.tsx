import { formatDateTime, formatInr, orderTaxSplit, TRANSACTION_METHOD_LABELS } from '@mandi/domain';
import { Card, Descriptions, Table, Tag, Typography } from 'antd';
import type { Order } from './order-screen';

type Payment = Order['payments'][number];

const STATUS_COLORS: Record<string, string> = { success: 'green', pending: 'gold', failure: 'red' };

/**
 * What the order comes to and where its money stands (orderMoney): received, refunded, and
 * either what is still due or what is to be given back.
 */
export function BillingDetails({ order }: { order: Order }) {
  const { money } = order;
  // The order's taxedAmount is its GST plus the lines' compensation cess, charged on top of the total.
  const { gst, cess } = orderTaxSplit(order);
  return (
    <Card title="Billing details">
      <Descriptions column={1} size="small" style={{ maxWidth: 420 }} data-testid="order-billing">
        <Descriptions.Item label="Total">{formatInr(order.total)}</Descriptions.Item>
        <Descriptions.Item label="of which GST">{formatInr(gst)}</Descriptions.Item>
        <Descriptions.Item label={order.coupon ? `Discount (${order.coupon.code})` : 'Discount'}>
          {formatInr(order.discountAmount)}
        </Descriptions.Item>
        <Descriptions.Item label="Shipping">{formatInr(order.shippingCharges)}</Descriptions.Item>
        {cess > 0 && <Descriptions.Item label="Compensation cess">{formatInr(cess)}</Descriptions.Item>}
        <Descriptions.Item label="Grand total">
          <strong>{formatInr(order.grandTotal)}</strong>
        </Descriptions.Item>
        {order.returnedAmount > 0 && (
          <Descriptions.Item label="Returned">−{formatInr(order.returnedAmount)}</Descriptions.Item>
        )}
        <Descriptions.Item label="Received">{formatInr(money.received)}</Descriptions.Item>
        {money.refunded > 0 && (
          <Descriptions.Item label="Refunded">{formatInr(money.refunded)}</Descriptions.Item>
        )}
        {money.refundDue > 0 ? (
          <Descriptions.Item label="Refund due">
            <Typography.Text type="danger" strong>
              {formatInr(money.refundDue)}
            </Typography.Text>
          </Descriptions.Item>
        ) : (
          <Descriptions.Item label="Due">
            <Typography.Text type={money.due > 0 ? 'warning' : undefined} strong={money.due > 0}>
              {formatInr(money.due)}
            </Typography.Text>
          </Descriptions.Item>
        )}
      </Descriptions>
    </Card>
  );
}

/** Who recorded it: the staff member, else the gateway for its callbacks. */
const recordedBy = (payment: Payment) =>
  payment.createdByName ?? (payment.payment_source ? `Gateway (${payment.payment_source})` : '—');

/** Each payment and refund: when, what, how, how much, who, and the note or reason. */
export function PaymentsTable({ order }: { order: Order }) {
  return (
    <Card title="Payments and refunds">
      <Table<Payment>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={order.payments}
        locale={{ emptyText: 'No payments' }}
        data-testid="order-payments"
        columns={[
          { key: 'at', title: 'When', render: (_, p) => formatDateTime(p.createdTimestamp) },
          {
            key: 'kind',
            title: 'Kind',
            render: (_, p) =>
              p.kind === 'refund' ? <Tag color="volcano">Refund</Tag> : <Tag color="blue">Payment</Tag>,
          },
          {
            key: 'method',
            title: 'Method',
            render: (_, p) => (p.method ? TRANSACTION_METHOD_LABELS[p.method] : '—'),
          },
          {
            key: 'amount',
            title: 'Amount',
            align: 'right',
            render: (_, p) => (p.kind === 'refund' ? `−${formatInr(p.amount)}` : formatInr(p.amount)),
          },
          {
            key: 'status',
            title: 'Status',
            render: (_, p) => <Tag color={STATUS_COLORS[p.status]}>{p.status}</Tag>,
          },
          { key: 'txnid', title: 'Reference', render: (_, p) => p.txnid ?? '—' },
          { key: 'by', title: 'Recorded by', render: (_, p) => recordedBy(p) },
          { key: 'note', title: 'Note', render: (_, p) => p.note ?? '' },
        ]}
      />
    </Card>
  );
}
