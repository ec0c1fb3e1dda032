import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { OrderContribution, RollupIncrements, RowIncrement } from './rollups-increments';
import { indiaDayOf, pincodeOf, rowsOf, soldStatuses } from './rollups-sql';

/**
 * The SQL of the incremental rollups (rollups.ts): the written orders' kept and fresh
 * contributions read in one statement, then the kept contributions replaced and the
 * increments added to every rollup row in another. Rows are locked in one order by every
 * write: the orders' kept contributions (by order id), then sales_by_day, sales_by_day_product,
 * sales_by_month_product, sales_by_day_pincode, sales_by_month_pincode, the windows' state
 * (shared) and sales_window_product, each table's rows by key, so two writes of the same
 * day wait for each other instead of losing an increment or deadlocking.
 */

interface ContributionRow {
  source: 'kept' | 'fresh';
  order_id: number;
  day: string;
  pincode: string | null;
  revenue: string | number;
  products: [number, string | number, number][] | string;
}

const contribution = (row: ContributionRow): OrderContribution => ({
  orderId: Number(row.order_id),
  day: row.day,
  pincode: row.pincode,
  revenuePaise: Number(row.revenue),
  products: (typeof row.products === 'string' ? JSON.parse(row.products) : row.products).map(
    ([productId, revenuePaise, quantity]: [number, string | number, number]) => ({
      productId: Number(productId),
      revenuePaise: Number(revenuePaise),
      quantity: Number(quantity),
    }),
  ),
});

/**
 * These orders' contributions as last applied (their kept rows locked) and as they are now
 * (sold orders with an order time only), each with its products by product id.
 */
export async function readContributions(
  tx: Executor,
  ids: readonly number[],
): Promise<{ kept: OrderContribution[]; fresh: OrderContribution[] }> {
  const orderIds = sql`${sql.param([...ids].sort((a, b) => a - b))}::int[]`;
  const rows = rowsOf<ContributionRow>(
    await tx.execute(sql`
      with kept as (
        select c.order_id, to_char(c.day, 'YYYY-MM-DD') as day, c.pincode, c.revenue_paise as revenue
        from rollup_order_contributions c where c.order_id = any(${orderIds}) order by c.order_id for update
      )
      select 'kept' as source, k.*, coalesce((
          select json_agg(json_build_array(p.product_id, p.revenue_paise, p.quantity) order by p.product_id)
          from rollup_order_product_contributions p where p.order_id = k.order_id), '[]'::json) as products
      from kept k
      union all
      select 'fresh', o.id, to_char(${indiaDayOf(sql`o.order_timestamp`)}, 'YYYY-MM-DD'), ${pincodeOf},
        round((o.grand_total - o.returned_amount) * 100)::bigint,
        coalesce((
          select json_agg(json_build_array(x.product_id, x.revenue, x.quantity) order by x.product_id)
          from (
            select l.product_id, round(sum(l.sub_total - l.returned_sub_total) * 100)::bigint as revenue,
              sum(l.quantity - l.returned_quantity)::int as quantity
            from orders_products l where l.order_id = o.id group by l.product_id
          ) x), '[]'::json)
      from orders o left join pincodes pc on pc.id = o.pincode_id
      where o.id = any(${orderIds}) and o.status = any(${soldStatuses()}) and o.order_timestamp is not null`),
  );
  return {
    kept: rows.filter((row) => row.source === 'kept').map(contribution),
    fresh: rows.filter((row) => row.source === 'fresh').map(contribution),
  };
}

/** Replaces the changed orders' kept contributions with their fresh ones (CTEs of the apply statement). */
function replaceKept(orderIds: readonly number[], fresh: readonly OrderContribution[]): SQL[] {
  const lines = fresh.flatMap((order) => order.products.map((line) => ({ orderId: order.orderId, ...line })));
  const ids = sql`${sql.param([...orderIds])}::int[]`;
  const freshIds = sql`${sql.param(fresh.map((order) => order.orderId))}::int[]`;
  const lineOrders = sql.param(lines.map((line) => line.orderId));
  const lineProducts = sql.param(lines.map((line) => line.productId));
  return [
    sql`gone_lines as (
      delete from rollup_order_product_contributions t where t.order_id = any(${ids})
        and (t.order_id, t.product_id) not in (select * from unnest(${lineOrders}::int[], ${lineProducts}::int[])))`,
    sql`gone_orders as (
      delete from rollup_order_contributions t where t.order_id = any(${ids}) and not (t.order_id = any(${freshIds})))`,
    sql`kept_orders as (
      insert into rollup_order_contributions as t (order_id, day, pincode, revenue_paise)
      select * from unnest(${freshIds}, ${sql.param(fresh.map((order) => order.day))}::date[],
        ${sql.param(fresh.map((order) => order.pincode))}::text[], ${sql.param(fresh.map((order) => order.revenuePaise))}::bigint[])
      on conflict (order_id) do update set day = excluded.day, pincode = excluded.pincode, revenue_paise = excluded.revenue_paise)`,
    sql`kept_lines as (
      insert into rollup_order_product_contributions as t (order_id, product_id, revenue_paise, quantity)
      select * from unnest(${lineOrders}::int[], ${lineProducts}::int[],
        ${sql.param(lines.map((line) => line.revenuePaise))}::bigint[], ${sql.param(lines.map((line) => line.quantity))}::int[])
      order by 1, 2
      on conflict (order_id, product_id) do update set revenue_paise = excluded.revenue_paise, quantity = excluded.quantity)`,
  ];
}

interface RollupTable {
  name: string;
  period: 'day' | 'month';
  /** The key column and its SQL array type; none for sales_by_day. */
  key?: { column: string; type: 'int' | 'text' };
  quantity: boolean;
}

/** The upsert that adds one table's increments, answering the rows it left at no orders. */
function addIncrements(
  cte: string,
  table: RollupTable,
  increments: readonly RowIncrement<number | string | null>[],
): SQL {
  const { name, period, key, quantity } = table;
  const columns = [
    period,
    ...(key ? [key.column] : []),
    'revenue_paise',
    ...(quantity ? ['quantity'] : []),
    'orders',
  ];
  const arrays = [
    sql`${sql.param(increments.map((row) => row.period))}::date[]`,
    ...(key ? [sql`${sql.param(increments.map((row) => row.key))}::${sql.raw(key.type)}[]`] : []),
    sql`${sql.param(increments.map((row) => row.revenuePaise))}::bigint[]`,
    ...(quantity ? [sql`${sql.param(increments.map((row) => row.quantity))}::int[]`] : []),
    sql`${sql.param(increments.map((row) => row.orders))}::int[]`,
  ];
  const added = columns.slice(key ? 2 : 1).map((column) => `${column} = t.${column} + excluded.${column}`);
  const conflict = [period, ...(key ? [key.column] : [])].join(', ');
  return sql`${sql.raw(cte)} as (
    insert into ${sql.raw(name)} as t (${sql.raw(columns.join(', '))})
    select * from unnest(${sql.join(arrays, sql`, `)}) order by ${sql.raw(key ? '1, 2' : '1')}
    on conflict (${sql.raw(conflict)}) do update set ${sql.raw(added.join(', '))}
    returning '${sql.raw(name)}'::text as rollup, ${sql.raw(period)}::text as period, ${sql.raw(key ? `${key.column}::text` : 'null::text')} as key, orders)`;
}

/** The windows' rows take the day product increments of the days they cover (after the day tables: shared the most). */
function addWindowIncrements(increments: readonly RowIncrement<number>[]): SQL[] {
  return [
    sql`windows as (select days, last_day from sales_windows order by days for share)`,
    sql`window_rows as (
      insert into sales_window_product as t (days, product_id, revenue_paise, quantity, orders)
      select w.days, d.product_id, sum(d.revenue)::bigint, sum(d.quantity)::int, sum(d.orders)::int
      from unnest(${sql.param(increments.map((row) => row.period))}::date[], ${sql.param(increments.map((row) => row.key))}::int[],
        ${sql.param(increments.map((row) => row.revenuePaise))}::bigint[], ${sql.param(increments.map((row) => row.quantity))}::int[],
        ${sql.param(increments.map((row) => row.orders))}::int[]) d(day, product_id, revenue, quantity, orders)
      join windows w on d.day > w.last_day - w.days and d.day <= w.last_day
      group by w.days, d.product_id order by 1, 2
      on conflict (days, product_id) do update set revenue_paise = t.revenue_paise + excluded.revenue_paise,
        quantity = t.quantity + excluded.quantity, orders = t.orders + excluded.orders
      returning 'sales_window_product'::text as rollup, days::text as period, product_id::text as key, orders)`,
  ];
}

const TABLES = {
  days: { name: 'sales_by_day', period: 'day', quantity: false },
  dayProducts: {
    name: 'sales_by_day_product',
    period: 'day',
    key: { column: 'product_id', type: 'int' },
    quantity: true,
  },
  monthProducts: {
    name: 'sales_by_month_product',
    period: 'month',
    key: { column: 'product_id', type: 'int' },
    quantity: true,
  },
  dayPincodes: {
    name: 'sales_by_day_pincode',
    period: 'day',
    key: { column: 'pincode', type: 'text' },
    quantity: false,
  },
  monthPincodes: {
    name: 'sales_by_month_pincode',
    period: 'month',
    key: { column: 'pincode', type: 'text' },
    quantity: false,
  },
} as const satisfies Record<keyof RollupIncrements, RollupTable>;

/** A rollup row that no order feeds any more (to delete). */
export interface EmptiedRow {
  rollup: string;
  period: string;
  key: string | null;
}

/**
 * One statement: the changed orders' kept contributions replaced, then the increments added
 * table by table in the lock order (the final select reads the upserts in that order, which is
 * the order PostgreSQL runs them in). Answers the rows left at no orders.
 */
export async function applyIncrements(
  tx: Executor,
  orderIds: readonly number[],
  fresh: readonly OrderContribution[],
  increments: RollupIncrements,
): Promise<EmptiedRow[]> {
  const ctes = [...replaceKept(orderIds, fresh)];
  const reads: string[] = [];
  for (const [name, table] of Object.entries(TABLES) as [keyof RollupIncrements, RollupTable][]) {
    if (increments[name].length === 0) continue;
    ctes.push(addIncrements(`${name}_rows`, table, increments[name]));
    reads.push(`${name}_rows`);
  }
  if (increments.dayProducts.length > 0) {
    ctes.push(...addWindowIncrements(increments.dayProducts));
    reads.push('window_rows');
  }
  // The kept contributions' CTEs run to completion whether read or not; the upserts are read in order.
  const union = reads.map((cte) => `select rollup, period, key, orders from ${cte}`);
  const tail =
    union.length > 0 ? union.join(' union all ') : 'select null::text, null::text, null::text, 1 where false';
  const rows = rowsOf<EmptiedRow & { orders: number }>(
    await tx.execute(
      sql`with ${sql.join(ctes, sql`, `)} select * from (${sql.raw(tail)}) r where orders = 0`,
    ),
  );
  return rows.map(({ rollup, period, key }) => ({ rollup, period, key }));
}

/** Deletes the rows no order feeds any more (the rebuild has no such rows); this write holds their locks already. */
export async function deleteEmptied(tx: Executor, rows: readonly EmptiedRow[]): Promise<void> {
  const deletes: SQL[] = [];
  for (const table of [...Object.values(TABLES), { name: 'sales_window_product' }] as const) {
    const mine = rows.filter((row) => row.rollup === table.name);
    if (mine.length === 0) continue;
    const periods = sql.param(mine.map((row) => row.period));
    const keys = sql.param(mine.map((row) => row.key));
    // Joined from the few listed keys, so each is one index probe (an `in (…)` may scan the table).
    const using =
      table.name === 'sales_window_product'
        ? sql`unnest(${periods}::text[], ${keys}::text[]) u(p, k) where t.days = u.p::int and t.product_id = u.k::int`
        : 'key' in table
          ? sql`unnest(${periods}::text[], ${keys}::text[]) u(p, k) where t.${sql.raw(table.period)} = u.p::date and t.${sql.raw(table.key.column)} = u.k::${sql.raw(table.key.type)}`
          : sql`unnest(${periods}::text[]) u(p) where t.${sql.raw(table.period)} = u.p::date`;
    deletes.push(
      sql`${sql.raw(`d_${deletes.length}`)} as (delete from ${sql.raw(table.name)} t using ${using} and t.orders = 0)`,
    );
  }
  if (deletes.length === 0) return;
  await tx.execute(sql`with ${sql.join(deletes, sql`, `)} select 1`);
}
