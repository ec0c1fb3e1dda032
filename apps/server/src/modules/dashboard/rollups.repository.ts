import { addDays, indiaDayStart, monthStart, SOLD_STATUSES } from '@mandi/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/**
 * The SQL of the dashboard's rollups (db/schema/dashboard.ts): sold orders summed by India
 * day, by day and product, by day and pincode, and by month for products and pincodes. Revenue
 * and quantities are net of goods returned after delivery (grand_total − returned_amount,
 * sub_total − returned_sub_total, quantity − returned_quantity) on the order's own day.
 * rollups.ts decides what to recompute after order writes.
 */

const soldStatuses = () => sql`${sql.param([...SOLD_STATUSES])}::text[]`;

/** The India-time day of an order's timestamp, in SQL (India is UTC+05:30 all year). */
const indiaDayOf = (column: SQL) => sql`((${column}) at time zone 'Asia/Kolkata')::date`;

/** An order's delivery pincode: its pincode row's, else its address snapshot's. */
const pincodeOf = sql`coalesce(pc.pincode, nullif(o.address->>'pincode', ''))`;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Recomputes every rollup from the orders (truncates them first). */
export async function rebuildRollups(tx: Executor): Promise<void> {
  await tx.execute(
    sql`truncate sales_by_day, sales_by_day_product, sales_by_month_product, sales_by_day_pincode, sales_by_month_pincode`,
  );
  const day = indiaDayOf(sql`o.order_timestamp`);
  await tx.execute(sql`
    insert into sales_by_day (day, revenue_paise, orders)
    select ${day}, round(sum(o.grand_total - o.returned_amount) * 100)::bigint, count(*)::int
    from orders o
    where o.status = any(${soldStatuses()}) and o.order_timestamp is not null
    group by 1`);
  await tx.execute(sql`
    insert into sales_by_day_product (day, product_id, revenue_paise, quantity, orders)
    select ${day}, l.product_id, round(sum(l.sub_total - l.returned_sub_total) * 100)::bigint, sum(l.quantity - l.returned_quantity)::int, count(distinct l.order_id)::int
    from orders o join orders_products l on l.order_id = o.id
    where o.status = any(${soldStatuses()}) and o.order_timestamp is not null
    group by 1, 2`);
  await tx.execute(sql`
    insert into sales_by_day_pincode (day, pincode, revenue_paise, orders)
    select ${day}, ${pincodeOf}, round(sum(o.grand_total - o.returned_amount) * 100)::bigint, count(*)::int
    from orders o left join pincodes pc on pc.id = o.pincode_id
    where o.status = any(${soldStatuses()}) and o.order_timestamp is not null and ${pincodeOf} is not null
    group by 1, 2`);
  await tx.execute(sql`
    insert into sales_by_month_product (month, product_id, revenue_paise, quantity, orders)
    select date_trunc('month', day)::date, product_id, sum(revenue_paise)::bigint, sum(quantity)::int, sum(orders)::int
    from sales_by_day_product group by 1, 2`);
  await tx.execute(sql`
    insert into sales_by_month_pincode (month, pincode, revenue_paise, orders)
    select date_trunc('month', day)::date, pincode, sum(revenue_paise)::bigint, sum(orders)::int
    from sales_by_day_pincode group by 1, 2`);
}

/** These orders' India days ('YYYY-MM-DD', null without an order time); gone orders are absent. */
export async function orderDays(
  tx: Executor,
  ids: readonly number[],
): Promise<{ id: number; day: string | null }[]> {
  return rowsOf<{ id: number; day: string | null }>(
    await tx.execute(sql`
      select o.id, to_char(${indiaDayOf(sql`o.order_timestamp`)}, 'YYYY-MM-DD') as day
      from orders o where o.id = any(${sql.param(ids)}::int[])`),
  );
}

/** One India day: its bounds, its month's, and the condition on its sold orders. */
interface DayScope {
  day: string;
  month: string;
  nextMonth: string;
  dayOrders: SQL;
}

function dayScope(day: string): DayScope {
  const start = indiaDayStart(day).toISOString();
  const end = indiaDayStart(addDays(day, 1)).toISOString();
  const month = monthStart(day);
  const nextMonth = monthStart(addDays(month, 31));
  const dayOrders = sql`o.status = any(${soldStatuses()})
    and o.order_timestamp >= ${start}::timestamptz and o.order_timestamp < ${end}::timestamptz`;
  return { day, month, nextMonth, dayOrders };
}

/** Recomputes one India day's rollup rows from its orders, and the months they feed. */
export async function refreshDay(tx: Executor, day: string): Promise<void> {
  const scope = dayScope(day);
  await tx.execute(sql`delete from sales_by_day where day = ${day}::date`);
  await tx.execute(sql`
    insert into sales_by_day (day, revenue_paise, orders)
    select ${day}::date, round(sum(o.grand_total - o.returned_amount) * 100)::bigint, count(*)::int from orders o
    where ${scope.dayOrders} having count(*) > 0`);
  await refreshDayProducts(tx, scope);
  await refreshDayPincodes(tx, scope);
}

/** The day's fresh product sums against the kept rows; only the differing rows change. */
async function refreshDayProducts(
  tx: Executor,
  { day, month, nextMonth, dayOrders }: DayScope,
): Promise<void> {
  const products = rowsOf<{ product_id: number }>(
    await tx.execute(sql`
      with fresh as (
        select l.product_id, round(sum(l.sub_total - l.returned_sub_total) * 100)::bigint as revenue, sum(l.quantity - l.returned_quantity)::int as quantity,
          count(distinct l.order_id)::int as orders
        from orders o join orders_products l on l.order_id = o.id
        where ${dayOrders}
        group by l.product_id
      ), kept as (
        select product_id, revenue_paise as revenue, quantity, orders from sales_by_day_product where day = ${day}::date
      ), changed as (
        select coalesce(f.product_id, k.product_id) as product_id, f.revenue, f.quantity, f.orders
        from fresh f full join kept k on k.product_id = f.product_id
        where (f.revenue, f.quantity, f.orders) is distinct from (k.revenue, k.quantity, k.orders)
      ), removed as (
        delete from sales_by_day_product t using changed c
        where t.day = ${day}::date and t.product_id = c.product_id and c.orders is null
        returning t.product_id
      ), upserted as (
        insert into sales_by_day_product (day, product_id, revenue_paise, quantity, orders)
        select ${day}::date, product_id, revenue, quantity, orders from changed where orders is not null
        on conflict (day, product_id) do update set
          revenue_paise = excluded.revenue_paise, quantity = excluded.quantity, orders = excluded.orders
        returning product_id
      )
      select product_id from removed union select product_id from upserted`),
  ).map((row) => row.product_id);
  if (products.length === 0) return;
  const ids = sql`${sql.param(products)}::int[]`;
  await tx.execute(
    sql`delete from sales_by_month_product where month = ${month}::date and product_id = any(${ids})`,
  );
  await tx.execute(sql`
    insert into sales_by_month_product (month, product_id, revenue_paise, quantity, orders)
    select ${month}::date, product_id, sum(revenue_paise)::bigint, sum(quantity)::int, sum(orders)::int
    from sales_by_day_product
    where product_id = any(${ids}) and day >= ${month}::date and day < ${nextMonth}::date
    group by product_id`);
}

/** The day's fresh pincode sums against the kept rows; only the differing rows change. */
async function refreshDayPincodes(
  tx: Executor,
  { day, month, nextMonth, dayOrders }: DayScope,
): Promise<void> {
  const pincodes = rowsOf<{ pincode: string }>(
    await tx.execute(sql`
      with fresh as (
        select ${pincodeOf} as pincode, round(sum(o.grand_total - o.returned_amount) * 100)::bigint as revenue, count(*)::int as orders
        from orders o left join pincodes pc on pc.id = o.pincode_id
        where ${dayOrders} and ${pincodeOf} is not null
        group by 1
      ), kept as (
        select pincode, revenue_paise as revenue, orders from sales_by_day_pincode where day = ${day}::date
      ), changed as (
        select coalesce(f.pincode, k.pincode) as pincode, f.revenue, f.orders
        from fresh f full join kept k on k.pincode = f.pincode
        where (f.revenue, f.orders) is distinct from (k.revenue, k.orders)
      ), removed as (
        delete from sales_by_day_pincode t using changed c
        where t.day = ${day}::date and t.pincode = c.pincode and c.orders is null
        returning t.pincode
      ), upserted as (
        insert into sales_by_day_pincode (day, pincode, revenue_paise, orders)
        select ${day}::date, pincode, revenue, orders from changed where orders is not null
        on conflict (day, pincode) do update set revenue_paise = excluded.revenue_paise, orders = excluded.orders
        returning pincode
      )
      select pincode from removed union select pincode from upserted`),
  ).map((row) => row.pincode);
  if (pincodes.length === 0) return;
  const codes = sql`${sql.param(pincodes)}::text[]`;
  await tx.execute(
    sql`delete from sales_by_month_pincode where month = ${month}::date and pincode = any(${codes})`,
  );
  await tx.execute(sql`
    insert into sales_by_month_pincode (month, pincode, revenue_paise, orders)
    select ${month}::date, pincode, sum(revenue_paise)::bigint, sum(orders)::int
    from sales_by_day_pincode
    where pincode = any(${codes}) and day >= ${month}::date and day < ${nextMonth}::date
    group by pincode`);
}
