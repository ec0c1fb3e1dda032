import {
  type Condition,
  isAnd,
  isOr,
  ORDER_STATUSES,
  type OrderStatus,
  orders as orderDef,
} from '@mandi/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { ordersCustomerStatusCounts, ordersStatusCounts, users } from '../../db/schema';
import { type ResourceBinding, whereSql } from '../../lib/list';
import { runCompiledRows } from '../../lib/list/statement';
import { usersBinding } from '../users/users.binding';
import type { OrderWritten } from './orders-written';

/**
 * Per-status order counts, in all and per customer, kept by the order writes
 * (`afterOrdersWritten`): a new order adds one to its status, a move takes one from its old
 * status and adds one to the new, a deleted order takes one away. The order list's total reads
 * them when its filter is a status and/or the customer's fields (the default view, a customer
 * search), so the total costs a row or a sum over the matching customers, not a count(*) over
 * a million orders.
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
  const customers = [...byCustomer.values()]
    .filter((entry) => entry.delta !== 0)
    .sort((a, b) => a.userId - b.userId || (a.status < b.status ? -1 : a.status > b.status ? 1 : 0));
  if (customers.length > 0) {
    await tx.execute(sql`
      insert into ${ordersCustomerStatusCounts} (user_id, status, count)
      select u, s, d from unnest(
        ${toArray(
          customers.map((c) => c.userId),
          'int',
        )},
        ${toArray(
          customers.map((c) => c.status),
          'text',
        )},
        ${toArray(
          customers.map((c) => c.delta),
          'int',
        )}) as x(u, s, d) order by u, s
      on conflict (user_id, status) do update set count = ${ordersCustomerStatusCounts.count} + excluded.count`);
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
  await db.execute(sql`delete from ${ordersCustomerStatusCounts}`);
  await db.execute(sql`
    insert into ${ordersStatusCounts} (status, count)
    select s.status, coalesce(c.n, 0)
    from unnest(${toArray(ORDER_STATUSES, 'text')}) as s(status)
    left join (select status, count(*)::int as n from orders group by status) c on c.status = s.status`);
  await db.execute(sql`
    insert into ${ordersCustomerStatusCounts} (user_id, status, count)
    select user_id, status, count(*)::int from orders group by user_id, status`);
}

/** Every status with its count, zero included, in the statuses' own order. */
export async function statusCounts(db: Db): Promise<{ data: { status: OrderStatus; count: number }[] }> {
  const rows = await db
    .select({ status: ordersStatusCounts.status, count: ordersStatusCounts.count })
    .from(ordersStatusCounts);
  const counts = new Map(rows.map((row) => [row.status, row.count]));
  return { data: ORDER_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 })) };
}

/** The customer counts with the order list's `user` relation, so a customer filter compiles as on orders. */
const customerCountsBinding: ResourceBinding = {
  def: orderDef,
  table: ordersCustomerStatusCounts,
  relations: {
    user: {
      target: () => usersBinding,
      sourceColumn: ordersCustomerStatusCounts.userId,
      targetColumn: users.id,
    },
  },
};

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
  const customerWhere = whereSql(customerCountsBinding, { and: customer });
  const query = db
    .select({ total: sql<number>`coalesce(sum(${ordersCustomerStatusCounts.count}), 0)::int` })
    .from(ordersCustomerStatusCounts)
    .where(and(status ? eq(ordersCustomerStatusCounts.status, status) : undefined, customerWhere));
  return query.then((rows) => Number(rows[0]?.total ?? 0));
}
