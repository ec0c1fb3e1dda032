import { daysBetween } from '@mandi/domain';
import { sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { rowsOf } from './rollups-sql';

/**
 * The kept windows (db/schema/dashboard-kept.ts): per product, the sums of the last 7, 30 and
 * 365 India days' product rollups, so the top products of a period that is one of them (the
 * 7d and 30d periods, a year to today) are the first rows of an index. Order writes add their
 * increments to the windows covering the order's day (rollups-increments.repository.ts); a
 * window moves to a new last day here, adding the days that enter and taking away the days
 * that leave, under its state row's lock (writes hold it shared, so none is half counted).
 */
export const WINDOW_DAYS = [7, 30, 365] as const;

/** Fills one window from the day rollups of its days (after a gap longer than it, or a rebuild). */
async function fillWindow(tx: Executor, days: number, lastDay: string): Promise<void> {
  await tx.execute(sql`delete from sales_window_product where days = ${days}`);
  await tx.execute(sql`
    insert into sales_window_product (days, product_id, revenue_paise, quantity, orders)
    select ${days}, product_id, sum(revenue_paise)::bigint, sum(quantity)::int, sum(orders)::int
    from sales_by_day_product
    where day > ${lastDay}::date - ${days}::int and day <= ${lastDay}::date
    group by product_id having sum(orders) > 0`);
}

/** Moves one window from `from` to a later `to`: adds the days entering, takes away the days leaving. */
async function moveWindow(tx: Executor, days: number, from: string, to: string): Promise<void> {
  const emptied = rowsOf<{ product_id: number; orders: number }>(
    await tx.execute(sql`
      with moved as (
        select product_id, revenue_paise, quantity, orders from sales_by_day_product
        where day > ${from}::date and day <= ${to}::date
        union all
        select product_id, -revenue_paise, -quantity, -orders from sales_by_day_product
        where day > ${from}::date - ${days}::int and day <= ${to}::date - ${days}::int
      ), summed as (
        select product_id, sum(revenue_paise)::bigint as revenue, sum(quantity)::int as quantity, sum(orders)::int as orders
        from moved group by product_id
      )
      insert into sales_window_product as t (days, product_id, revenue_paise, quantity, orders)
      select ${days}, product_id, revenue, quantity, orders from summed
      where (revenue, quantity, orders) <> (0, 0, 0)
      order by product_id
      on conflict (days, product_id) do update set revenue_paise = t.revenue_paise + excluded.revenue_paise,
        quantity = t.quantity + excluded.quantity, orders = t.orders + excluded.orders
      returning product_id, orders`),
  )
    .filter((row) => Number(row.orders) === 0)
    .map((row) => row.product_id);
  if (emptied.length === 0) return;
  await tx.execute(
    sql`delete from sales_window_product where days = ${days} and product_id = any(${sql.param(emptied)}::int[])`,
  );
}

/** Brings every window to end on `today` (a window already there, or ahead, is left). */
export async function rollWindows(tx: Executor, today: string): Promise<void> {
  const windows = rowsOf<{ days: number; last_day: string }>(
    await tx.execute(
      sql`select days, to_char(last_day, 'YYYY-MM-DD') as last_day from sales_windows order by days for update`,
    ),
  );
  for (const { days, last_day: lastDay } of windows) {
    if (lastDay >= today) continue;
    if (daysBetween(lastDay, today) >= days) await fillWindow(tx, days, today);
    else await moveWindow(tx, days, lastDay, today);
    await tx.execute(sql`update sales_windows set last_day = ${today}::date where days = ${days}`);
  }
}

/** Empties and refills every window to end on `today` (the rebuild). */
export async function rebuildWindows(tx: Executor, today: string): Promise<void> {
  await tx.execute(sql`truncate sales_window_product, sales_windows`);
  for (const days of WINDOW_DAYS) {
    await tx.execute(sql`insert into sales_windows (days, last_day) values (${days}, ${today}::date)`);
    await fillWindow(tx, days, today);
  }
}

/**
 * The kept windows' lengths, each moved to end today first when it is behind (the windows'
 * rows then sum exactly the days up to today).
 */
export async function currentWindows(db: Db, today: string): Promise<number[]> {
  const read = async () =>
    rowsOf<{ days: number; last_day: string }>(
      await db.execute(
        sql`select days, to_char(last_day, 'YYYY-MM-DD') as last_day from sales_windows order by days`,
      ),
    );
  let windows = await read();
  if (windows.some((window) => window.last_day < today)) {
    await db.transaction((tx) => rollWindows(tx, today));
    windows = await read();
  }
  return windows.filter((window) => window.last_day === today).map((window) => Number(window.days));
}

export interface WindowTopRow {
  product_id: number;
  name: string | null;
  revenue: string;
  quantity: number;
  orders: number;
}

/** The window's first products by revenue or quantity (then product id), read down its index. */
export async function topOfWindow(
  db: Db,
  days: number,
  by: 'revenue' | 'quantity',
  limit: number,
): Promise<WindowTopRow[]> {
  const ranked = sql.raw(by === 'revenue' ? 'w.revenue_paise' : 'w.quantity');
  return rowsOf(
    await db.execute(sql`
      select w.product_id, p.name, w.revenue_paise / 100.0 as revenue, w.quantity, w.orders
      from sales_window_product w left join products p on p.id = w.product_id
      where w.days = ${days}
      order by ${ranked} desc nulls last, w.product_id
      limit ${limit}`),
  );
}
