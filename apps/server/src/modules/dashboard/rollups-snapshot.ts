import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/** Tests' view of the rollups: every table, the kept contributions and the windows, in a fixed order. */
export async function rollupSnapshot(db: Executor) {
  const tables = [
    'sales_by_day order by day',
    'sales_by_day_product order by day, product_id',
    'sales_by_month_product order by month, product_id',
    'sales_by_day_pincode order by day, pincode',
    'sales_by_month_pincode order by month, pincode',
    'rollup_order_contributions order by order_id',
    'rollup_order_product_contributions order by order_id, product_id',
    'sales_windows order by days',
    'sales_window_product order by days, product_id',
  ];
  const result: Record<string, unknown[]> = {};
  for (const table of tables) {
    result[table] = (
      (await db.execute(sql.raw(`select * from ${table}`))) as unknown as { rows: unknown[] }
    ).rows;
  }
  return result;
}
