import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * The dashboard's "Cash to collect": the due of every order out for delivery or partly paid,
 * as orderMoney works it (grand total less returns less received, never below 0), summed in
 * numeric. Two statuses, read through the (status, order_timestamp) index: small sets, so this
 * is summed on each read rather than kept.
 */
export async function cashToCollect(db: Db): Promise<{ amount: number; orders: number }> {
  const result = (await db.execute(sql`
    select coalesce(sum(due), 0)::text as amount, count(*)::int as orders
    from (
      select greatest(0, grand_total - returned_amount - amount_received) as due
      from orders where status in ('Out for Delivery', 'Partial Payment')
    ) owed
    where due > 0`)) as unknown as { rows: { amount: string; orders: number }[] };
  const row = result.rows[0]!;
  return { amount: Number(row.amount), orders: Number(row.orders) };
}
