import {
  addDays,
  alignedBuckets,
  averageOrderValue,
  type Bucket,
  canOpen,
  type DayRange,
  daysIn,
  earlierDay,
  type Figures,
  indiaDayStart,
  monthStart,
  type NewCustomersAnswer,
  type PeriodRequest,
  percentChange,
  type ResolvedPeriod,
  type RevenueAnswer,
  type RevenueByDateAnswer,
  resolvePeriod,
  type TopPincodesAnswer,
  type TopProductsAnswer,
  type UserCountAnswer,
  type UsersCardsAnswer,
} from '@mandi/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invalidField } from '../../lib/errors';
import type { SessionPrincipal } from '../../plugins/auth';

/**
 * The dashboard's figures (issue 15), read from the rollups (db/schema/dashboard.ts) and
 * never from the orders: a year is at most 366 day rows, 12 month rows per product or pincode
 * plus the days at the ends that do not fill a month.
 */

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const money = (value: unknown) => Math.round(Number(value ?? 0) * 100) / 100;
const whole = (value: unknown) => Number(value ?? 0);

/** The period asked for, resolved; a 400 in words when it is not one. */
export function periodOf(request: PeriodRequest, now = new Date()): ResolvedPeriod {
  const resolved = resolvePeriod(request, now);
  if ('error' in resolved) {
    const field = request.period === 'custom' ? (request.from ? 'to' : 'from') : 'period';
    throw invalidField(field, resolved.error);
  }
  return resolved;
}

/**
 * A range as calendar months (read from the month rollups) and days (from the day rollups):
 * whole months as months; a part of a month as its days, or, when that is the larger part,
 * as the month minus its other days (`minus`). The last 30 days are then last month's days
 * at the start and this month's row less the days still to come (none yet), not 30 days of rows.
 */
export function splitByMonths(range: DayRange): { months: string[]; days: DayRange[]; minus: DayRange[] } {
  const months: string[] = [];
  const days: DayRange[] = [];
  const minus: DayRange[] = [];
  let cursor = range.from;
  while (cursor <= range.to) {
    const first = monthStart(cursor);
    const next = monthStart(addDays(first, 31));
    const monthEnd = addDays(next, -1);
    const to = earlierDay(monthEnd, range.to);
    const inside = daysIn({ from: cursor, to });
    const outside = daysIn({ from: first, to: monthEnd }) - inside;
    if (outside === 0) {
      months.push(first);
    } else if (outside < inside) {
      months.push(first);
      if (cursor > first) minus.push({ from: first, to: addDays(cursor, -1) });
      if (to < monthEnd) minus.push({ from: addDays(to, 1), to: monthEnd });
    } else {
      days.push({ from: cursor, to });
    }
    cursor = addDays(to, 1);
  }
  return { months, days, minus };
}

/** Sold revenue and orders per day of the ranges, from sales_by_day. */
async function dailySales(
  db: Db,
  ranges: DayRange[],
): Promise<Map<string, { revenue: number; orders: number }>> {
  const days = ranges.flatMap((range) => [range.from, range.to]).sort();
  const from = days[0]!;
  const to = days.at(-1)!;
  const rows = rowsOf<{ day: string; revenue: string; orders: number }>(
    await db.execute(sql`
      select to_char(day, 'YYYY-MM-DD') as day, revenue_paise / 100.0 as revenue, orders from sales_by_day
      where day between ${from}::date and ${to}::date`),
  );
  return new Map(rows.map((row) => [row.day, { revenue: money(row.revenue), orders: whole(row.orders) }]));
}

function sumDays(days: Map<string, { revenue: number; orders: number }>, range: DayRange | null) {
  let revenue = 0;
  let orders = 0;
  if (range) {
    for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
      const row = days.get(day);
      if (row) {
        revenue += row.revenue;
        orders += row.orders;
      }
    }
  }
  return { revenue: money(revenue), orders };
}

/** Customers whose account was created in each range (users.created_timestamp, India days). */
async function newCustomers(db: Db, ranges: DayRange[]): Promise<number[]> {
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
  return ranges.map((_, index) => whole(row?.[`c${index}`]));
}

/** POST /api/orders/revenue. */
export async function revenue(db: Db, resolved: ResolvedPeriod): Promise<RevenueAnswer> {
  const { range, previousRange } = resolved;
  const [days, [currentCustomers, previousCustomers]] = await Promise.all([
    dailySales(db, [range, previousRange]),
    newCustomers(db, [range, previousRange]),
  ]);
  const figuresOf = (sales: { revenue: number; orders: number }, customers: number): Figures => ({
    ...sales,
    averageOrderValue: averageOrderValue(sales.revenue, sales.orders),
    newCustomers: customers,
  });
  const current = figuresOf(sumDays(days, range), currentCustomers ?? 0);
  const previous = figuresOf(sumDays(days, previousRange), previousCustomers ?? 0);
  return {
    range,
    previousRange,
    current,
    previous,
    change: {
      revenue: percentChange(current.revenue, previous.revenue),
      orders: percentChange(current.orders, previous.orders),
      averageOrderValue: percentChange(current.averageOrderValue, previous.averageOrderValue),
      newCustomers: percentChange(current.newCustomers, previous.newCustomers),
    },
  };
}

/** POST /api/orders/revenue-by-date. */
export async function revenueByDate(
  db: Db,
  resolved: ResolvedPeriod,
  bucket: Bucket,
): Promise<RevenueByDateAnswer> {
  const days = await dailySales(db, [resolved.range, resolved.previousRange]);
  const points = alignedBuckets(resolved, bucket).map(({ current, previous }) => {
    const now = sumDays(days, current);
    const before = sumDays(days, previous);
    return {
      date: current.from,
      revenue: now.revenue,
      orders: now.orders,
      previousDate: previous?.from ?? null,
      previousRevenue: before.revenue,
      previousOrders: before.orders,
    };
  });
  return { range: resolved.range, previousRange: resolved.previousRange, bucket, points };
}

/** The rows of a day table and its month table covering the range, as one union. */
function rollupRows(
  range: DayRange,
  dayTable: string,
  monthTable: string,
  key: string,
  values: readonly string[],
  where: SQL = sql`true`,
): SQL {
  const { months, days, minus } = splitByMonths(range);
  const plus = sql.raw([key, ...values].join(', '));
  const less = sql.raw([key, ...values.map((value) => `-${value} as ${value}`)].join(', '));
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
 * GET /api/orders-products/top-product. Two passes over the rollups: the one figure ranked by
 * (revenue or quantity) summed for every product, then the other figures for the top ones only
 * (by their product index): one sum over the period's many rows instead of three.
 */
export async function topProducts(
  db: Db,
  resolved: ResolvedPeriod,
  by: 'revenue' | 'quantity',
  limit: number,
): Promise<TopProductsAnswer> {
  const tables = ['sales_by_day_product', 'sales_by_month_product'] as const;
  const ranked = by === 'revenue' ? 'revenue_paise' : 'quantity';
  const all = rollupRows(resolved.range, ...tables, 'product_id', [ranked]);
  const top = rollupRows(
    resolved.range,
    ...tables,
    'product_id',
    ['revenue_paise', 'quantity', 'orders'],
    sql`product_id = any(array(select product_id from top))`,
  );
  const data = rowsOf<{
    product_id: number;
    name: string | null;
    revenue: string;
    quantity: number;
    orders: number;
  }>(
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
  return {
    range: resolved.range,
    data: data.map((row) => ({
      productId: row.product_id,
      name: row.name ?? `Product ${row.product_id}`,
      revenue: money(row.revenue),
      quantity: whole(row.quantity),
      orders: whole(row.orders),
    })),
  };
}

/** GET /api/orders/top-pincode/sale. */
export async function topPincodes(
  db: Db,
  resolved: ResolvedPeriod,
  limit: number,
): Promise<TopPincodesAnswer> {
  const rows = rollupRows(resolved.range, 'sales_by_day_pincode', 'sales_by_month_pincode', 'pincode', [
    'revenue_paise',
    'orders',
  ]);
  const data = rowsOf<{
    pincode: string;
    pincode_id: number | null;
    city: string | null;
    revenue: string;
    orders: number;
  }>(
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
  return {
    range: resolved.range,
    data: data.map((row) => ({
      pincode: row.pincode,
      pincodeId: row.pincode_id ?? null,
      city: row.city ?? null,
      revenue: money(row.revenue),
      orders: whole(row.orders),
    })),
  };
}

/** GET /api/users/new-customers. */
export async function newCustomersOf(db: Db, resolved: ResolvedPeriod): Promise<NewCustomersAnswer> {
  const [current = 0, previous = 0] = await newCustomers(db, [resolved.range, resolved.previousRange]);
  return {
    range: resolved.range,
    previousRange: resolved.previousRange,
    current,
    previous,
    change: percentChange(current, previous),
  };
}

/** GET /api/users/user-count. */
export async function userCount(db: Db): Promise<UserCountAnswer> {
  const [row] = rowsOf<UserCountAnswer>(
    await db.execute(sql`
      select count(*)::int as total,
        count(*) filter (where enabled)::int as enabled,
        count(*) filter (where push_id is not null and push_id <> '')::int as "withPushId",
        count(*) filter (where has_placed_order)::int as ordered
      from users`),
  );
  return {
    total: whole(row?.total),
    enabled: whole(row?.enabled),
    withPushId: whole(row?.withPushId),
    ordered: whole(row?.ordered),
  };
}

/**
 * GET /api/users-cards: the cards' counts as their lists count them (enabled = true; the
 * orders list has no enabled flag, so all its orders), each only for a screen the caller has.
 */
export async function usersCards(db: Db, principal: SessionPrincipal): Promise<UsersCardsAnswer> {
  const counts: { key: keyof UsersCardsAnswer; screen: Parameters<typeof canOpen>[1]; query: SQL }[] = [
    { key: 'customers', screen: 'user', query: sql`select count(*)::int from users where enabled` },
    { key: 'products', screen: 'product', query: sql`select count(*)::int from products where enabled` },
    { key: 'orders', screen: 'order', query: sql`select count(*)::int from orders` },
    { key: 'reviews', screen: 'review', query: sql`select count(*)::int from reviews where enabled` },
  ];
  const allowed = counts.filter((count) => canOpen(principal, count.screen));
  const answer: UsersCardsAnswer = { customers: null, products: null, orders: null, reviews: null };
  if (allowed.length === 0) return answer;
  const [row] = rowsOf<Record<string, number>>(
    await db.execute(
      sql`select ${sql.join(
        allowed.map((count) => sql`(${count.query}) as ${sql.raw(`"${count.key}"`)}`),
        sql`, `,
      )}`,
    ),
  );
  for (const count of allowed) answer[count.key] = whole(row?.[count.key]);
  return answer;
}
