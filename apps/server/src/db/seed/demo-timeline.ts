import { deliveryTimelineText, type OrderStatus, orderMoney, transactionTimelineText } from '@mandi/domain';
import type { Tx } from '../client';
import { ordersHistory } from '../schema';
import { insertAll } from './bulk';
import type { SeededOrder } from './demo-orders';

type Entry = typeof ordersHistory.$inferInsert;

const between = (from: Date, to: Date, share: number) =>
  new Date(from.getTime() + (to.getTime() - from.getTime()) * share);

/**
 * Delivery's words, as saveOrder says them: the cash the rider collected (all of a COD order,
 * part of a Partial Payment one) and what is still due; none for a prepaid order delivered.
 */
function deliveryComment(order: SeededOrder): string | null {
  if (order.status === 'Order Delivered' && order.paymentMethod !== 'cod') return null;
  const money = orderMoney({ ...order, returnedAmount: 0, amountRefunded: 0 });
  return deliveryTimelineText(order.amountReceived, money);
}

/** One order's timeline: placed in the app, then each move staff made to where it is now. */
function timelineOf(order: SeededOrder, staffId: number, refunded: boolean): Entry[] {
  const placedAt = order.orderTimestamp!;
  const settled = order.settledTimestamp;
  const entry = (
    fromStatus: OrderStatus | null,
    toStatus: OrderStatus,
    at: Date,
    comment: string | null,
  ) => ({
    orderId: order.id,
    fromStatus,
    toStatus,
    comment,
    adminId: fromStatus === null ? null : staffId,
    at,
  });
  const entries: Entry[] = [entry(null, 'Order Placed', placedAt, 'Placed in the app')];
  switch (order.status) {
    case 'Out for Delivery':
      entries.push(entry('Order Placed', 'Out for Delivery', settled, null));
      break;
    case 'Order Delivered':
    case 'Partial Payment':
      entries.push(entry('Order Placed', 'Out for Delivery', between(placedAt, settled, 0.5), null));
      entries.push(entry('Out for Delivery', order.status, settled, deliveryComment(order)));
      break;
    case 'Order Cancelled':
      entries.push(entry('Order Placed', 'Order Cancelled', settled, order.comments));
      if (refunded) {
        const text = transactionTimelineText({
          kind: 'refund',
          amount: order.grandTotal,
          method: 'online',
          note: 'Order cancelled',
        });
        entries.push(entry('Order Cancelled', 'Order Cancelled', settled, text));
      }
      break;
  }
  return entries;
}

/**
 * Every demo order's timeline from Order Placed on (issue 26): its placement, then a row for
 * each later move, delivery saying what was collected and what is due, and a cancelled prepaid
 * order's refund. Carts have none. One bulk insert.
 */
export async function seedTimelines(
  tx: Tx,
  placed: readonly SeededOrder[],
  staffId: number,
  refunded: ReadonlySet<number>,
): Promise<number> {
  const rows = placed
    .filter((order) => order.status !== 'In Cart' && order.orderTimestamp)
    .flatMap((order) => timelineOf(order, staffId, refunded.has(order.id)));
  await insertAll(tx, ordersHistory, rows);
  return rows.length;
}
