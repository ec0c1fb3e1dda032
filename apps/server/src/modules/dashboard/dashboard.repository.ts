import { addDays, type DayRange, indiaDayStart } from '@mandi/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * The dashboard's SQL (issue 15): the rollups (db/schema/dashboard.ts) summed over days and
 * months, the customers' counts and the cards' counts. The rules (periods, changes, shapes)
 * stay in dashboard.service.ts.
 */

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** A period as the month rollups' months, the day rollups' days, and days to take away. */
export interface MonthsAndDays {
  months: string[];
  days: DayRange[];
  minus: DayRange[];
}

/** sales_by_day's rows from one day to another (revenue in rupees). */
export async function salesByDay(
  db: Db,
  from: string,
  to: string,
): Promise<{ day: string; revenue: string; orders: number }[]> {
  return rowsOf(
    await db.execute(sql`
      select to_char(day, 'YYYY-MM-DD') as day, revenue_paise / 100.0 as revenue, orders from sales_by_day
      where day between ${from}::date and ${to}::date`),
  );
}

/** Customers whose account was created in each range (users.created_timestamp, India days), one query. */
export async function customersCreatedIn(db: Db, ranges: readonly DayRange[]): Promise<number[]> {
  const counts = ranges.map(
    (range) =>
      sql`(select count(*)::int from users where created_timestamp >= ${indiaDayStart(range.from).toISOString()}::timestamptz
        and created_timestamp < ${indiaDayStart(addDays(range.to, 1)).toISOString()}::timestamptz)`,
  );
  const [row] = rowsOf<Record<string, number>>(
    await db.execute(
      sql`select ${sql.join(
        counts.map((count, index) => sql`${count} as ${sql.raw(`c${index}`)}`),
        sql`, `,
      )}`,
    ),
  );
  return ranges.map((_, index) => Number(row?.[`c${index}`] ?? 0));
}

/**
 * The rows of a day table and its month table covering the split period, as one union; with
 * `sign` -1, their figures taken away (negated).
 */
export function rollupRows(
  split: MonthsAndDays,
  dayTable: string,
  monthTable: string,
  key: string,
  values: readonly string[],
  where: SQL = sql`true`,
  sign: 1 | -1 = 1,
): SQL {
  const { months, days, minus } = split;
  const signed = (negate: boolean) =>
    sql.raw([key, ...values.map((value) => (negate ? `-${value} as ${value}` : value))].join(', '));
  const plus = signed(sign === -1);
  const less = signed(sign === 1);
  const parts: SQL[] = [];
  if (months.length > 0) {
    parts.push(
      sql`select ${plus} from ${sql.raw(monthTable)} where month = any(${sql.param(months)}::date[]) and ${where}`,
    );
  }
  for (const [span, columns] of [
    ...days.map((span) => [span, plus] as const),
    ...minus.map((span) => [span, less] as const),
  ]) {
    parts.push(
      sql`select ${columns} from ${sql.raw(dayTable)} where day between ${span.from}::date and ${span.to}::date and ${where}`,
    );
  }
  return sql.join(parts, sql` union all `);
}

/**
 * The products sold most in the split period, from the product rollups. Two passes: the one
 * figure ranked by (revenue or quantity) summed for every product, then the other figures for
 * the top ones only (by their product index): one sum over the period's many rows instead of three.
 */
export async function topProductsSold(
  db: Db,
  split: MonthsAndDays,
  by: 'revenue' | 'quantity',
  limit: number,
): Promise<{ product_id: number; name: string | null; revenue: string; quantity: number; orders: number }[]> {
  const tables = ['sales_by_day_product', 'sales_by_month_product'] as const;
  const ranked = by === 'revenue' ? 'revenue_paise' : 'quantity';
  const all = rollupRows(split, ...tables, 'product_id', [ranked]);
  const top = rollupRows(
    split,
    ...tables,
    'product_id',
    ['revenue_paise', 'quantity', 'orders'],
    sql`product_id = any(array(select product_id from top))`,
  );
  return rowsOf(
    await db.execute(sql`
      with top as (
        select product_id, sum(${sql.raw(ranked)}) as ranked from (${all}) r
        group by product_id order by ranked desc, product_id limit ${limit}
      ), figures as (
        select product_id, sum(revenue_paise) as paise, sum(quantity)::int as quantity, sum(orders)::int as orders
        from (${top}) r group by product_id
      )
      select f.product_id, p.name, f.paise / 100.0 as revenue, f.quantity, f.orders
      from figures f join top t on t.product_id = f.product_id left join products p on p.id = f.product_id
      where f.orders > 0 -- a month less its other days can leave a product at nothing
      order by t.ranked desc, f.product_id`),
  );
}

/** The delivery pincodes with the most sales in the split period, with their row and city. */
export async function topPincodesSold(
  db: Db,
  split: MonthsAndDays,
  limit: number,
): Promise<
  { pincode: string; pincode_id: number | null; city: string | null; revenue: string; orders: number }[]
> {
  const rows = rollupRows(split, 'sales_by_day_pincode', 'sales_by_month_pincode', 'pincode', [
    'revenue_paise',
    'orders',
  ]);
  return rowsOf(
    await db.execute(sql`
      select t.pincode, pc.id as pincode_id, c.name as city, t.paise / 100.0 as revenue, t.orders
      from (
        select pincode, sum(revenue_paise) as paise, sum(orders)::int as orders
        from (${rows}) r group by pincode having sum(orders) > 0 order by paise desc, orders desc, pincode limit ${limit}
      ) t
      left join pincodes pc on pc.pincode = t.pincode
      left join cities c on c.id = pc.city_id
      order by t.paise desc, t.orders desc, t.pincode`),
  );
}

/** All customers, the enabled ones, those with a push id and those who have ordered. */
export async function customerCounts(
  db: Db,
): Promise<{ total: number; enabled: number; withPushId: number; ordered: number } | undefined> {
  const [row] = rowsOf<{ total: number; enabled: number; withPushId: number; ordered: number }>(
    await db.execute(sql`
      select count(*)::int as total,
        count(*) filter (where enabled)::int as enabled,
        count(*) filter (where push_id is not null and push_id <> '')::int as "withPushId",
        count(*) filter (where has_placed_order)::int as ordered
      from users`),
  );
  return row;
}

export type CardCount = 'customers' | 'products' | 'orders' | 'reviews';

/**
 * Each card's count as its list counts it (enabled = true). Orders have no enabled flag: all
 * of them, summed from the per-status counters kept by the order writes
 * (orders_status_counts, modules/orders/orders-counts.ts), a few rows instead of a count(*)
 * over every order.
 */
const CARD_COUNTS: Record<CardCount, SQL> = {
  customers: sql`select count(*)::int from users where enabled`,
  products: sql`select count(*)::int from products where enabled`,
  orders: sql`select coalesce(sum(count), 0)::int from orders_status_counts`,
  reviews: sql`select count(*)::int from reviews where enabled`,
};

/** The cards' counts asked for, in one query. */
export async function cardCounts(db: Db, cards: readonly CardCount[]): Promise<Map<CardCount, number>> {
  if (cards.length === 0) return new Map();
  const [row] = rowsOf<Record<string, number>>(
    await db.execute(
      sql`select ${sql.join(
        cards.map((card) => sql`(${CARD_COUNTS[card]}) as ${sql.raw(`"${card}"`)}`),
        sql`, `,
      )}`,
    ),
  );
  return new Map(cards.map((card) => [card, Number(row?.[card] ?? 0)]));
}
