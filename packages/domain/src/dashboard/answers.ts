import { z } from 'zod';
import { BUCKETS, PERIOD_MESSAGES, PERIODS } from './periods';

/**
 * The dashboard's calls (issue 15, docs: dashboard contract): their periods and answers.
 * Amounts are rupees (numbers, 2 decimals); dates are India-time days 'YYYY-MM-DD'; percent
 * changes have one decimal (12.4) and are null when the previous figure is 0.
 */

const dayText = z.string().describe('YYYY-MM-DD, an India-time day (Asia/Kolkata)');
const amount = z.number().describe('rupees, 2 decimals');
const count = z.number().int();
const change = z
  .number()
  .nullable()
  .describe('percent, one decimal (12.4); null when the previous figure is 0');

/**
 * A period as the calls take it (query string on GET, JSON body on POST). from and to are
 * read for custom only (from ≤ to, at most 366 days); the server answers 400 in words when
 * they are missing or wrong.
 */
export const periodInput = z.object({
  period: z.enum(PERIODS, { error: PERIOD_MESSAGES.period }).describe('today, 7d, 30d, month or custom'),
  from: z
    .string({ error: PERIOD_MESSAGES.customDays })
    .optional()
    .describe('custom only: first day, YYYY-MM-DD'),
  to: z
    .string({ error: PERIOD_MESSAGES.customDays })
    .optional()
    .describe('custom only: last day, YYYY-MM-DD'),
});
export type PeriodInput = z.infer<typeof periodInput>;

export const bucketInput = z.enum(BUCKETS, { error: 'Choose a bucket: day, week or month' });

/** POST /api/orders/revenue-by-date's body. */
export const revenueByDateInput = periodInput.extend({
  bucket: bucketInput.default('day').describe('day, week (starting Monday) or month'),
});
export type RevenueByDateInput = z.input<typeof revenueByDateInput>;

export const TOP_LIMIT_DEFAULT = 10;
export const TOP_LIMIT_MAX = 50;
const topLimit = z.coerce
  .number({ error: `limit must be a whole number from 1 to ${TOP_LIMIT_MAX}` })
  .int({ error: `limit must be a whole number from 1 to ${TOP_LIMIT_MAX}` })
  .min(1, { error: `limit must be a whole number from 1 to ${TOP_LIMIT_MAX}` })
  .max(TOP_LIMIT_MAX, { error: `limit must be a whole number from 1 to ${TOP_LIMIT_MAX}` })
  .default(TOP_LIMIT_DEFAULT);

/** GET /api/orders-products/top-product's query. */
export const topProductsInput = periodInput.extend({
  by: z.enum(['revenue', 'quantity'], { error: 'by must be revenue or quantity' }).default('revenue'),
  limit: topLimit,
});
export type TopProductsInput = z.input<typeof topProductsInput>;

/** GET /api/orders/top-pincode/sale's query. */
export const topPincodesInput = periodInput.extend({ limit: topLimit });
export type TopPincodesInput = z.input<typeof topPincodesInput>;

export const dayRange = z.object({ from: dayText, to: dayText });
export type DayRangeAnswer = z.infer<typeof dayRange>;

/** A period's sales: sold orders (SOLD_STATUSES) by their orderTimestamp's India day. */
export const figures = z.object({
  revenue: amount.describe('sum of the sold orders’ grandTotal, rupees'),
  orders: count,
  averageOrderValue: amount.describe('revenue / orders, 0 without orders'),
  newCustomers: count.describe('customers registered in the period (users.registeredOn, India day)'),
});
export type Figures = z.infer<typeof figures>;

/** POST /api/orders/revenue. */
export const revenueAnswer = z.object({
  range: dayRange,
  previousRange: dayRange,
  current: figures,
  previous: figures,
  change: z.object({ revenue: change, orders: change, averageOrderValue: change, newCustomers: change }),
});
export type RevenueAnswer = z.infer<typeof revenueAnswer>;

/** One bucket of the chart, with the previous period's matching days (null when none). */
export const revenuePoint = z.object({
  date: dayText.describe("the bucket's first day in the period"),
  revenue: amount,
  orders: count,
  previousDate: dayText
    .nullable()
    .describe("the previous period's matching first day; null when it has none"),
  previousRevenue: amount,
  previousOrders: count,
});
export type RevenuePoint = z.infer<typeof revenuePoint>;

/** POST /api/orders/revenue-by-date. */
export const revenueByDateAnswer = z.object({
  range: dayRange,
  previousRange: dayRange,
  bucket: z.enum(BUCKETS),
  points: z.array(revenuePoint),
});
export type RevenueByDateAnswer = z.infer<typeof revenueByDateAnswer>;

export const topProductRow = z.object({
  productId: count,
  name: z.string(),
  revenue: amount.describe('sum of the sold lines’ subTotal, rupees'),
  quantity: count,
  orders: count,
});
export type TopProductRow = z.infer<typeof topProductRow>;

/** GET /api/orders-products/top-product. */
export const topProductsAnswer = z.object({ range: dayRange, data: z.array(topProductRow) });
export type TopProductsAnswer = z.infer<typeof topProductsAnswer>;

export const topPincodeRow = z.object({
  pincode: z.string().describe("the pincode (the order's pincode row, else its delivery address's)"),
  pincodeId: count.nullable(),
  city: z.string().nullable(),
  revenue: amount,
  orders: count,
});
export type TopPincodeRow = z.infer<typeof topPincodeRow>;

/** GET /api/orders/top-pincode/sale. */
export const topPincodesAnswer = z.object({ range: dayRange, data: z.array(topPincodeRow) });
export type TopPincodesAnswer = z.infer<typeof topPincodesAnswer>;

/** GET /api/users/new-customers. */
export const newCustomersAnswer = z.object({
  range: dayRange,
  previousRange: dayRange,
  current: count,
  previous: count,
  change,
});
export type NewCustomersAnswer = z.infer<typeof newCustomersAnswer>;

/** GET /api/users/user-count. */
export const userCountAnswer = z.object({
  total: count,
  enabled: count,
  withPushId: count,
  ordered: count.describe('customers with at least one sold order'),
});
export type UserCountAnswer = z.infer<typeof userCountAnswer>;

/** GET /api/users-cards: each count only for a screen the caller has, else null. */
export const usersCardsAnswer = z.object({
  customers: count.nullable(),
  products: count.nullable(),
  orders: count.nullable(),
  reviews: count.nullable(),
});
export type UsersCardsAnswer = z.infer<typeof usersCardsAnswer>;
