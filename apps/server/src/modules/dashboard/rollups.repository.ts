import { indiaDay } from '@mandi/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { indiaDayOf, pincodeOf, soldStatuses } from './rollups-sql';
import { rebuildWindows } from './rollups-windows.repository';

/**
 * The rebuild of the dashboard's rollups (db/schema/dashboard.ts, dashboard-kept.ts) from the
 * orders: each sold order's contribution (its India day, pincode and revenue; per product its
 * lines' revenue and quantity, net of goods returned after delivery: grand_total −
 * returned_amount, sub_total − returned_sub_total, quantity − returned_quantity), then the
 * day, product, pincode and month rows as their sums, then the kept windows. Order writes keep
 * the same rows by increments (rollups.ts); this is the seed's and `npm run rollups:rebuild`'s.
 */

/** Recomputes every rollup from the orders (truncates them first); the windows end on `today`. */
export async function rebuildRollups(tx: Executor, today = indiaDay(new Date())): Promise<void> {
  await tx.execute(
    sql`truncate sales_by_day, sales_by_day_product, sales_by_month_product, sales_by_day_pincode, sales_by_month_pincode,
      rollup_order_contributions, rollup_order_product_contributions`,
  );
  await tx.execute(sql`
    insert into rollup_order_contributions (order_id, day, pincode, revenue_paise)
    select o.id, ${indiaDayOf(sql`o.order_timestamp`)}, ${pincodeOf}, round((o.grand_total - o.returned_amount) * 100)::bigint
    from orders o left join pincodes pc on pc.id = o.pincode_id
    where o.status = any(${soldStatuses()}) and o.order_timestamp is not null`);
  await tx.execute(sql`
    insert into rollup_order_product_contributions (order_id, product_id, revenue_paise, quantity)
    select l.order_id, l.product_id, round(sum(l.sub_total - l.returned_sub_total) * 100)::bigint,
      sum(l.quantity - l.returned_quantity)::int
    from orders_products l join rollup_order_contributions c on c.order_id = l.order_id
    group by l.order_id, l.product_id`);
  await tx.execute(sql`
    insert into sales_by_day (day, revenue_paise, orders)
    select day, sum(revenue_paise)::bigint, count(*)::int from rollup_order_contributions group by day`);
  await tx.execute(sql`
    insert into sales_by_day_product (day, product_id, revenue_paise, quantity, orders)
    select c.day, p.product_id, sum(p.revenue_paise)::bigint, sum(p.quantity)::int, count(*)::int
    from rollup_order_product_contributions p join rollup_order_contributions c on c.order_id = p.order_id
    group by 1, 2`);
  await tx.execute(sql`
    insert into sales_by_day_pincode (day, pincode, revenue_paise, orders)
    select day, pincode, sum(revenue_paise)::bigint, count(*)::int
    from rollup_order_contributions where pincode is not null group by 1, 2`);
  await tx.execute(sql`
    insert into sales_by_month_product (month, product_id, revenue_paise, quantity, orders)
    select date_trunc('month', day)::date, product_id, sum(revenue_paise)::bigint, sum(quantity)::int, sum(orders)::int
    from sales_by_day_product group by 1, 2`);
  await tx.execute(sql`
    insert into sales_by_month_pincode (month, pincode, revenue_paise, orders)
    select date_trunc('month', day)::date, pincode, sum(revenue_paise)::bigint, sum(orders)::int
    from sales_by_day_pincode group by 1, 2`);
  await rebuildWindows(tx, today);
}
