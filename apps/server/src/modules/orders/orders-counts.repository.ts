import { type Condition, ORDER_STATUSES, type OrderStatus } from '@mandi/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { ordersStatusCounts, users } from '../../db/schema';
import { whereSql } from '../../lib/list';
import { runCompiledRows } from '../../lib/list/statement';
import { usersBinding } from '../users/users.binding';

/**
 * The SQL of the per-status order counts: the store's (`orders_status_counts`) and each
 * customer's (`users.order_status_counts`, one element per status in ORDER_STATUSES' order).
 * orders-counts.ts says what changes and when the list's total can read them.
 */

/** A bound array (one parameter, whatever its length). */
function toArray(values: readonly (string | number)[], type: 'text' | 'int'): SQL {
  return sql`${`{${values.map((v) => (type === 'text' ? JSON.stringify(v) : String(v))).join(',')}}`}::${sql.raw(type)}[]`;
}

/** Adds each delta to its status's count, the rows taken in the statuses' order given. */
export async function addToStatusCounts(
  tx: Executor,
  statuses: readonly OrderStatus[],
  deltas: readonly number[],
): Promise<void> {
  await tx.execute(sql`
      insert into ${ordersStatusCounts} (status, count)
      select s, d from unnest(${toArray(statuses, 'text')}, ${toArray(deltas, 'int')}) as u(s, d) order by s
      on conflict (status) do update set count = ${ordersStatusCounts.count} + excluded.count`);
}

/** Adds each customer's deltas (one per status, ORDER_STATUSES' order) to their counts. */
export async function addToCustomerCounts(
  tx: Executor,
  perCustomer: ReadonlyMap<number, number[]>,
): Promise<void> {
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

/**
 * Counts again from the orders (the migration's backfill, for loads that write orders
 * without the hook: the demo and benchmark seeds, `npm run rollups:rebuild`).
 */
export async function recountOrderStatuses(db: Executor): Promise<void> {
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

/** The store's count of each status that has a row. */
export function readStatusCounts(db: Db): Promise<{ status: OrderStatus; count: number }[]> {
  return db
    .select({ status: ordersStatusCounts.status, count: ordersStatusCounts.count })
    .from(ordersStatusCounts);
}

const STATUS_TOTAL = 'select "count" from "orders_status_counts" where "status" = $1';
const ALL_TOTAL = 'select coalesce(sum("count"), 0)::int from "orders_status_counts"';
const TOTAL_SHAPE = { keys: ['total'], columns: [ordersStatusCounts.count] };

/** The store's count of one status, or of all (fixed text, no query building: every request). */
export function storeTotal(db: Db, status: OrderStatus | undefined): Promise<number> {
  const rows = status
    ? runCompiledRows(db, STATUS_TOTAL, [status], TOTAL_SHAPE)
    : runCompiledRows(db, ALL_TOTAL, [], TOTAL_SHAPE);
  return rows.then((found) => Number(found[0]?.total ?? 0));
}

/** What a customer search sums on each matching customer's row: one status's element, or all. */
const CUSTOMER_SUM = new Map<OrderStatus | undefined, SQL>([
  [undefined, sql.raw(ORDER_STATUSES.map((_, i) => `"order_status_counts"[${i + 1}]`).join(' + '))],
  ...ORDER_STATUSES.map((status, i) => [status, sql.raw(`"order_status_counts"[${i + 1}]`)] as const),
]);

/**
 * The counts of one status, or of all, summed over the customers a filter on the customers'
 * own fields finds (the same index as the customer search's).
 */
export function customersTotal(
  db: Db,
  customerFilter: Condition,
  status: OrderStatus | undefined,
): Promise<number> {
  const query = db
    .select({ total: sql<number>`coalesce(sum(${CUSTOMER_SUM.get(status)}), 0)::int` })
    .from(users)
    .where(whereSql(usersBinding, customerFilter));
  return query.then((rows) => Number(rows[0]?.total ?? 0));
}
