import { SOLD_STATUSES } from '@mandi/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/**
 * Recomputes, from their orders, what the customers' rows keep about them so that the
 * customer list sorts without reading orders: lifetime value (sum of grand totals net of
 * returns: grand_total − returned_amount) and total orders over the orders that count as bought
 * (placed, out for delivery, delivered, partly paid: SOLD_STATUSES), and the latest such
 * order's total (net of returns) and time (has_placed_order says whether there is one). Call it
 * in the transaction of every write that adds an order or changes an order's status, total,
 * returns or customer, with the customers it touches.
 */
export async function refreshCustomerTotals(tx: Executor, userIds: readonly number[]): Promise<void> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return;
  const statuses = sql`${sql.param([...SOLD_STATUSES])}::text[]`;
  await tx.execute(sql`
    update users u set
      lifetime_value = coalesce(totals.lifetime_value, 0),
      total_orders = coalesce(totals.total_orders, 0),
      has_placed_order = latest.order_time is not null,
      last_order_total = latest.grand_total,
      last_order_timestamp = latest.order_time
    from unnest(${sql.param(ids)}::int[]) as target(id)
    left join (
      select user_id, sum(grand_total - returned_amount) as lifetime_value, count(*)::int as total_orders
      from orders
      where user_id = any(${sql.param(ids)}::int[]) and status = any(${statuses})
      group by user_id
    ) totals on totals.user_id = target.id
    left join lateral (
      select o.grand_total - o.returned_amount as grand_total,
        coalesce(o.order_timestamp, o.created_timestamp) as order_time
      from orders o
      where o.user_id = target.id and o.status = any(${statuses})
      order by coalesce(o.order_timestamp, o.created_timestamp) desc, o.id desc
      limit 1
    ) latest on true
    where u.id = target.id`);
}
