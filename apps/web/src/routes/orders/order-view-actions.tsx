import { EditOutlined } from '@ant-design/icons';
import { Button, Flex } from 'antd';
import { Link } from 'react-router';
import { ChangeItemsButton } from './order-change-items';
import { InvoiceButton } from './order-documents';
import { RecordPaymentButton } from './order-record-payment';
import { RefundButton } from './order-record-refund';
import { ReturnItemsButton } from './order-return-items';
import { type Order, orderPaths } from './order-screen';

/**
 * What staff can do from an order's view, in one bar above it. Each action is one button that
 * opens its own dialog (a file of its own) and decides from the order whether it shows:
 * - money: Record payment, Refund (order-record-payment.tsx, order-record-refund.tsx);
 * - goods: Change items while Order Placed (order-change-items.tsx), Return items once
 *   delivered (order-return-items.tsx).
 * A dialog that saves refreshes the order's queries; the view re-renders from the answer.
 */
export function OrderViewActions({ order }: { order: Order }) {
  return (
    <Flex justify="flex-end" align="center" gap={8} wrap data-testid="order-actions">
      <RecordPaymentButton order={order} />
      <RefundButton order={order} />
      {/* Goods: Change items (CHANGES) and Return items (RETURNS) go here, one button each. */}
      <ChangeItemsButton order={order} />
      <ReturnItemsButton order={order} />
      {order.status !== 'In Cart' && <InvoiceButton orderId={order.id} />}
      <Link to={orderPaths.edit(order.id)}>
        <Button type="primary" icon={<EditOutlined />}>
          Edit
        </Button>
      </Link>
    </Flex>
  );
}
