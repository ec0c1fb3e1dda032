import {
  type OrderMoney,
  type OrderStatus,
  type PaymentBadge as PaymentBadgeName,
  paymentBadgeText,
} from '@mandi/domain';
import { Tag } from 'antd';

const STATUS_COLORS: Record<OrderStatus, string> = {
  'In Cart': 'default',
  'Order Placed': 'blue',
  'Out for Delivery': 'orange',
  'Order Delivered': 'green',
  'Order Cancelled': 'red',
  'Partial Payment': 'gold',
};

export function StatusTag({ status }: { status: OrderStatus }) {
  return <Tag color={STATUS_COLORS[status]}>{status}</Tag>;
}

const BADGE_COLORS: Record<PaymentBadgeName, string> = {
  Paid: 'green',
  'Part paid': 'gold',
  'Not paid': 'volcano',
  'Refund due': 'magenta',
};

/**
 * Online or COD, and where its money stands (orderMoney): Paid, Part paid (₹ due), Not paid or
 * Refund due (₹); a cart or a cancelled order with nothing to give back shows the method alone.
 */
export function PaymentBadge({
  method,
  money,
}: {
  method: 'online' | 'cod' | null;
  money: Pick<OrderMoney, 'badge' | 'due' | 'refundDue'>;
}) {
  const text = paymentBadgeText(money);
  if (!method && !text) return <Tag>No payment</Tag>;
  const label = [method ? (method === 'online' ? 'Online' : 'COD') : null, text].filter(Boolean).join(' · ');
  return <Tag color={money.badge ? BADGE_COLORS[money.badge] : undefined}>{label}</Tag>;
}
