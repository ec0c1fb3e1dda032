import type { OrderStatus } from '@mandi/domain';
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

/** Online or COD, paid or not: green when paid, orange when money is still due. */
export function PaymentBadge({ method, paid }: { method: 'online' | 'cod' | null; paid: boolean }) {
  if (!method) return <Tag>No payment</Tag>;
  const label = `${method === 'online' ? 'Online' : 'COD'} · ${paid ? 'Paid' : 'Not paid'}`;
  return <Tag color={paid ? 'green' : 'volcano'}>{label}</Tag>;
}
