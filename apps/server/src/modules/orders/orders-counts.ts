import { type Condition, isAnd, isOr, ORDER_STATUSES, type OrderStatus } from '@mandi/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { ordersStatusCounts, users } from '../../db/schema';
import { whereSql } from '../../lib/list';
import { runCompiledRows } from '../../lib/list/statement';
import { usersBinding } from '../users/users.binding';
import type { OrderWritten } from './orders-written';

/**
 * Per-status order counts, in all (`orders_status_counts`) and per customer (the customer's
 * `users.order_status_counts`, one element per status in ORDER_STATUSES' order), kept by the
 * order writes (`afterOrdersWritten`): a new order adds one to its status, a move takes one
 * from its old status and adds one to the new, a deleted order takes one away. The order list's
 * total reads them when its filter is a status and/or the customer's fields (the default view,
 * a customer search), so the total costs a row or a sum over the matching customers' rows
 * (found by the search's own index), not a count(*) over a million orders.
 */
export async function countOrdersWritten(tx: Db | Tx, written: readonly OrderWritten[]): Promise<void> {
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
  // Rows are locked in one order (status, then customer and status) by every write, so two
  // writes never wait on each other's rows the other way round.
  const statuses = ORDER_STATUSES.filter((status) => (byStatus.get(status) ?? 0) !== 0);
  if (statuses.length > 0) {
    const deltas = statuses.map((status) => byStatus.get(status)!);
    await tx.execute(sql`
      insert into ${ordersStatusCounts} (status, count)
      select s, d from unnest(${toArray(statuses, 'text')}, ${toArray(deltas, 'int')}) as u(s, d) order by s
      on conflict (status) do update set count = ${ordersStatusCounts.count} + excluded.count`);
  }
  // Each customer's change as one delta per status; their users rows are already locked by
  // refreshCustomerTotals earlier in the same transaction.
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
  if (perCustomer.size > 0) {
    const ids = [...perCustomer.keys()].sort((a, b) => a - b);
    await tx.execute(sql`
      update ${users} u set order_status_counts = (
        select array_agg(coalesce(c, 0) + coalesce(d, 0) order by i)
        from unnest(u.order_status_counts, x.d::int[]) with ordinality as e(c, d, i))
      from unnest(${toArray(ids, 'int')}, ${toArray(
        ids.map((id) => `{${perCustomer.get(id)!.join(',')}}`),
        'text',
      )}) as x(id, d)
      where u.id = x.id`);
  }
}

/** A bound array (one parameter, whatever its length). */
function toArray(values: readonly (string | number)[], type: 'text' | 'int'): SQL {
  return sql`${`{${values.map((v) => (type === 'text' ? JSON.stringify(v) : String(v))).join(',')}}`}::${sql.raw(type)}[]`;
}

/**
 * Counts again from the orders (the migration's backfill, for loads that write orders
 * without the hook: the demo and benchmark seeds).
 */
export async function recountOrderStatuses(db: Db | Tx): Promise<void> {
  await db.execute(sql`delete from ${ordersStatusCounts}`);
  await db.execute(sql`
    insert into ${ordersStatusCounts} (status, count)
    select s.status, coalesce(c.n, 0)
    from unnest(${toArray(ORDER_STATUSES, 'text')}) as s(status)
    left join (select status, count(*)::int as n from orders group by status) c on c.status = s.status`);
  const zeros = toArray(
    ORDER_STATUSES.map(() => 0),
    'int',
  );
  await db.execute(
    sql`update ${users} set order_status_counts = ${zeros} where order_status_counts <> ${zeros}`,
  );
  await db.execute(sql`
    update ${users} u set order_status_counts = c.counts
    from (
      select user_id, array[${sql.join(
        ORDER_STATUSES.map((status) => sql`count(*) filter (where status = ${status})::int`),
        sql`, `,
      )}] as counts
      from orders group by user_id
    ) c
    where u.id = c.user_id`);
}

/** Every status with its count, zero included, in the statuses' own order. */
export async function statusCounts(db: Db): Promise<{ data: { status: OrderStatus; count: number }[] }> {
  const rows = await db
    .select({ status: ordersStatusCounts.status, count: ordersStatusCounts.count })
    .from(ordersStatusCounts);
  const counts = new Map(rows.map((row) => [row.status, row.count]));
  return { data: ORDER_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 })) };
}

/** A filter on the order's customer (`user.fullName`) as the same filter on the customer's row. */
function onCustomerRow(condition: Condition): Condition {
  if (isAnd(condition)) return { and: condition.and.map(onCustomerRow) };
  if (isOr(condition)) return { or: condition.or.map(onCustomerRow) };
  return { ...condition, field: condition.field.slice('user.'.length) };
}

/** What a customer search sums on each matching customer's row: one status's element, or all. */
const CUSTOMER_SUM = new Map<OrderStatus | undefined, SQL>([
  [undefined, sql.raw(ORDER_STATUSES.map((_, i) => `"order_status_counts"[${i + 1}]`).join(' + '))],
  ...ORDER_STATUSES.map((status, i) => [status, sql.raw(`"order_status_counts"[${i + 1}]`)] as const),
]);

const STATUS_TOTAL = 'select "count" from "orders_status_counts" where "status" = $1';
const ALL_TOTAL = 'select coalesce(sum("count"), 0)::int from "orders_status_counts"';
const TOTAL_SHAPE = { keys: ['total'], columns: [ordersStatusCounts.count] };

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
  if (customer.length === 0) {
    // The default view's total, on every request: fixed text, no query building.
    const rows = status
      ? runCompiledRows(db, STATUS_TOTAL, [status], TOTAL_SHAPE)
      : runCompiledRows(db, ALL_TOTAL, [], TOTAL_SHAPE);
    return rows.then((found) => Number(found[0]?.total ?? 0));
  }
  // The customers the search finds (the same index as the page's), each one's counts summed.
  const customerWhere = whereSql(usersBinding, { and: customer.map(onCustomerRow) });
  const query = db
    .select({ total: sql<number>`coalesce(sum(${CUSTOMER_SUM.get(status)}), 0)::int` })
    .from(users)
    .where(customerWhere);
  return query.then((rows) => Number(rows[0]?.total ?? 0));
}
