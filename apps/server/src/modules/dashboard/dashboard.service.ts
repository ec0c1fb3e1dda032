import {
  addDays,
  alignedBuckets,
  averageOrderValue,
  type Bucket,
  canOpen,
  type DayRange,
  type Figures,
  indiaDay,
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
import type { Db } from '../../db/client';
import { invalidField } from '../../lib/errors';
import type { SessionPrincipal } from '../../plugins/auth';
import {
  type CardCount,
  cardCounts,
  customerCounts,
  customersCreatedIn,
  salesByDay,
  topPincodesSold,
} from './dashboard.repository';
import { splitByMonths } from './dashboard.split';
import { topProductsOf } from './top-products';

export { splitByMonths };

/**
 * The dashboard's figures (issue 15), read from the rollups (db/schema/dashboard.ts) and
 * never from the orders: a year is at most 366 day rows, 12 month rows per product or pincode
 * plus the days at the ends that do not fill a month. Here the rules (periods, changes in
 * percent, the answers' shapes); the SQL is in dashboard.repository.ts.
 */

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

/** Sold revenue and orders per day of the ranges, from sales_by_day. */
async function dailySales(
  db: Db,
  ranges: DayRange[],
): Promise<Map<string, { revenue: number; orders: number }>> {
  const days = ranges.flatMap((range) => [range.from, range.to]).sort();
  const rows = await salesByDay(db, days[0]!, days.at(-1)!);
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

/** POST /api/orders/revenue. */
export async function revenue(db: Db, resolved: ResolvedPeriod): Promise<RevenueAnswer> {
  const { range, previousRange } = resolved;
  const [days, [currentCustomers, previousCustomers]] = await Promise.all([
    dailySales(db, [range, previousRange]),
    customersCreatedIn(db, [range, previousRange]),
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

/** GET /api/orders-products/top-product. */
export async function topProducts(
  db: Db,
  resolved: ResolvedPeriod,
  by: 'revenue' | 'quantity',
  limit: number,
): Promise<TopProductsAnswer> {
  // A kept window, a walk down one, or the rollups summed (top-products.ts).
  const { rows: data } = await topProductsOf(db, resolved.range, by, limit, indiaDay(new Date()));
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
  const data = await topPincodesSold(db, splitByMonths(resolved.range), limit);
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
  const [current = 0, previous = 0] = await customersCreatedIn(db, [resolved.range, resolved.previousRange]);
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
  const row = await customerCounts(db);
  return {
    total: whole(row?.total),
    enabled: whole(row?.enabled),
    withPushId: whole(row?.withPushId),
    ordered: whole(row?.ordered),
  };
}

/** Each card's list screen: the card is counted only for a caller who may open it. */
const CARD_SCREENS: { key: CardCount; screen: Parameters<typeof canOpen>[1] }[] = [
  { key: 'customers', screen: 'user' },
  { key: 'products', screen: 'product' },
  { key: 'orders', screen: 'order' },
  { key: 'reviews', screen: 'review' },
];

/**
 * GET /api/users-cards: the cards' counts as their lists count them (enabled = true; the
 * orders list has no enabled flag, so all its orders), each only for a screen the caller has.
 */
export async function usersCards(db: Db, principal: SessionPrincipal): Promise<UsersCardsAnswer> {
  const allowed = CARD_SCREENS.filter((card) => canOpen(principal, card.screen)).map((card) => card.key);
  const counts = await cardCounts(db, allowed);
  const answer: UsersCardsAnswer = { customers: null, products: null, orders: null, reviews: null };
  for (const [key, count] of counts) answer[key] = count;
  return answer;
}
