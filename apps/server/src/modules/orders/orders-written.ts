import { type OrderStatus, SOLD_STATUSES } from '@mandi/domain';
import type { Executor } from '../../db/client';

/** One order as a write left it: new (fromStatus null), moved, or deleted (toStatus null). */
export interface OrderWritten {
  orderId: number;
  userId: number;
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus | null;
  /**
   * What the write changed, when it can say, so that what does not depend on it is not read
   * again: 'status' — the status and the money received or refunded only (payments, refunds,
   * status moves); 'goods' — also the lines, totals, coupon or returns, never the customer, the
   * order's time or its device (item changes, returns). Unsaid: anything (a new, deleted or
   * edited order).
   */
  changed?: 'status' | 'goods';
}

const sold = (status: OrderStatus | null) => status !== null && SOLD_STATUSES.includes(status);

/**
 * Whether the write may change what the order adds to the sold figures (customer totals,
 * products' and coupons' sales, the dashboard's rollups): all of them count the sold orders'
 * totals and lines, so a payment or a move between two sold statuses changes none.
 */
export const changesSoldFigures = (order: OrderWritten): boolean =>
  order.changed !== 'status' || sold(order.fromStatus) !== sold(order.toStatus);

/** Whether the write may change which orders a customer has, or their times and devices. */
export const changesCustomerOrders = (order: OrderWritten): boolean => order.changed === undefined;

/**
 * Something kept about orders elsewhere (a customer's totals, sales figures, the dashboard's
 * rollups, per-status counts), brought up to date after order writes in their transaction.
 * Its SQL lives in its own module's repository; the orders module knows only this shape.
 */
export interface OrderWrittenConsumer {
  /** Says which consumer failed, in errors and tests. */
  name: string;
  run(tx: Executor, written: readonly OrderWritten[]): Promise<unknown>;
}

let consumers: readonly OrderWrittenConsumer[] | undefined;

/**
 * Sets the consumers afterOrdersWritten runs, in their order (modules/order-written-consumers.ts,
 * set by registerModules at start-up). To add one: export an OrderWrittenConsumer from your
 * module (SQL in its repository) and put it in that list at its place in the lock order.
 * Undefined unregisters them (a test of the refusal below).
 */
export function registerOrderWrittenConsumers(list: readonly OrderWrittenConsumer[] | undefined): void {
  consumers = list;
}

/**
 * Everything kept about orders elsewhere follows an order write here, in the write's own
 * transaction, one consumer after another in the registered order. Every write that adds an
 * order, moves its status or changes its lines, amounts, coupon or customer calls it, after its
 * own rows are written, with the orders it touched.
 */
export async function afterOrdersWritten(tx: Executor, written: readonly OrderWritten[]): Promise<void> {
  if (written.length === 0) return;
  // Unregistered would leave the figures silently stale; fail the write instead.
  if (!consumers) throw new Error('No order-written consumers registered (registerModules sets them)');
  for (const consumer of consumers) await consumer.run(tx, written);
}
