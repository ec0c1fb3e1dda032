import { type Condition, isAnd, isOr, ORDER_STATUSES, type OrderStatus } from '@mandi/domain';
import type { Db, Executor } from '../../db/client';
import {
  addToCustomerCounts,
  addToStatusCounts,
  customersTotal,
  readStatusCounts,
  storeTotal,
} from './orders-counts.repository';
import type { OrderWritten, OrderWrittenConsumer } from './orders-written';

/**
 * Per-status order counts, in all (`orders_status_counts`) and per customer (the customer's
 * `users.order_status_counts`, one element per status in ORDER_STATUSES' order), kept by the
 * order writes (this module's order-written consumer): a new order adds one to its status, a
 * move takes one from its old status and adds one to the new, a deleted order takes one away.
 * The order list's total reads them when its filter is a status and/or the customer's fields
 * (the default view, a customer search), so the total costs a row or a sum over the matching
 * customers' rows (found by the search's own index), not a count(*) over a million orders.
 */
export async function countOrdersWritten(tx: Executor, written: readonly OrderWritten[]): Promise<void> {
  const byStatus = new Map<OrderStatus, number>();
  const byCustomer = new Map<string, { userId: number; status: OrderStatus; delta: number }>();
  const add = (userId: number, status: OrderStatus, delta: number) => {
    byStatus.set(status, (byStatus.get(status) ?? 0) + delta);
    const key = `${userId} ${status}`;
    const entry = byCustomer.get(key);
    if (entry) entry.delta += delta;
    else byCustomer.set(key, { userId, status, delta });
  };
  for (const order of written) {
    if (order.fromStatus === order.toStatus) continue;
    if (order.fromStatus) add(order.userId, order.fromStatus, -1);
    if (order.toStatus) add(order.userId, order.toStatus, 1);
  }
  // Rows are locked in one order by every write: the customers' rows first (as the customer
  // totals' consumer, earlier in the hook, locks them; a payment skips that one), then the
  // store's status rows, so two writes never wait on each other's rows the other way round.
  // Each customer's change as one delta per status.
  const perCustomer = new Map<number, number[]>();
  for (const entry of byCustomer.values()) {
    if (entry.delta === 0) continue;
    let deltas = perCustomer.get(entry.userId);
    if (!deltas) {
      deltas = ORDER_STATUSES.map(() => 0);
      perCustomer.set(entry.userId, deltas);
    }
    deltas[ORDER_STATUSES.indexOf(entry.status)]! += entry.delta;
  }
  if (perCustomer.size > 0) await addToCustomerCounts(tx, perCustomer);
  const statuses = ORDER_STATUSES.filter((status) => (byStatus.get(status) ?? 0) !== 0);
  if (statuses.length > 0) {
    await addToStatusCounts(
      tx,
      statuses,
      statuses.map((status) => byStatus.get(status)!),
    );
  }
}

/** The per-status counts after order writes; the last consumer (the most shared rows). */
export const statusCountsOnOrderWritten: OrderWrittenConsumer = {
  name: 'per-status order counts',
  run: countOrdersWritten,
};

/** Every status with its count, zero included, in the statuses' own order. */
export async function statusCounts(db: Db): Promise<{ data: { status: OrderStatus; count: number }[] }> {
  const counts = new Map((await readStatusCounts(db)).map((row) => [row.status, row.count]));
  return { data: ORDER_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 })) };
}

/** A filter on the order's customer (`user.fullName`) as the same filter on the customer's row. */
function onCustomerRow(condition: Condition): Condition {
  if (isAnd(condition)) return { and: condition.and.map(onCustomerRow) };
  if (isOr(condition)) return { or: condition.or.map(onCustomerRow) };
  return { ...condition, field: condition.field.slice('user.'.length) };
}

const isStatusTerm = (term: Condition): term is Condition & { value: string } =>
  !isAnd(term) &&
  !isOr(term) &&
  term.field === 'status' &&
  term.operator === '$eq' &&
  typeof term.value === 'string' &&
  (ORDER_STATUSES as readonly string[]).includes(term.value);

const onCustomerOnly = (condition: Condition): boolean =>
  isAnd(condition)
    ? condition.and.every(onCustomerOnly)
    : isOr(condition)
      ? condition.or.every(onCustomerOnly)
      : condition.field.startsWith('user.');

/**
 * The list's total from the counters when the filter is at most one status and any filters on
 * the customer's fields; undefined for any other filter (the list counts the rows then).
 */
export function countedTotal(db: Db, where: Condition | undefined): Promise<number> | undefined {
  const terms = !where ? [] : isAnd(where) ? where.and : [where];
  const statuses = terms.filter(isStatusTerm);
  const customer = terms.filter((term) => !isStatusTerm(term));
  if (statuses.length > 1 || !customer.every(onCustomerOnly)) return undefined;
  const status = statuses[0]?.value as OrderStatus | undefined;
  // The default view's total, on every request: one counter row, or their sum.
  if (customer.length === 0) return storeTotal(db, status);
  // The customers the search finds (the same index as the page's), each one's counts summed.
  return customersTotal(db, { and: customer.map(onCustomerRow) }, status);
}
