import type { OrderStatus } from '../enums';

/**
 * Where an order may go from its status (spec 02 §4): Order Placed to Out for Delivery or
 * Order Cancelled; Out for Delivery to Order Delivered or Order Cancelled; a delivered or
 * cancelled order is done; any other status (a cart, a partial payment) only to cancelled.
 * The edit screen offers these and the server refuses anything else.
 */
export function nextStatuses(from: OrderStatus): readonly OrderStatus[] {
  switch (from) {
    case 'Order Placed':
      return ['Out for Delivery', 'Order Cancelled'];
    case 'Out for Delivery':
      return ['Order Delivered', 'Order Cancelled'];
    case 'Order Delivered':
    case 'Order Cancelled':
      return [];
    default:
      return ['Order Cancelled'];
  }
}

/** Why a move is refused, in the staff's words; undefined when it is allowed or no move. */
export function refusedMove(from: OrderStatus, to: OrderStatus): string | undefined {
  if (from === to) return undefined;
  const allowed = nextStatuses(from);
  if (allowed.includes(to)) return undefined;
  if (allowed.length === 0) return `An order that is ${from} cannot change status`;
  return `An order that is ${from} can only move to ${allowed.join(' or ')}`;
}

/** Statuses whose orders count as sales: placed and later, not carts, not cancelled. */
export const SOLD_STATUSES: readonly OrderStatus[] = [
  'Order Placed',
  'Out for Delivery',
  'Order Delivered',
  'Partial Payment',
];
