import { z } from 'zod';
import { int } from '../answers';

/**
 * The product list's clicks, impressions and CTR: nothing records them, so they stay the
 * spec's placeholders, marked as such. Sales and orders are real (the row's `sales`, `orders`).
 */
export const placeholderStatsRow = z
  .object({
    clicks: int,
    impressions: int,
    ctr: z.number(),
    isPlaceholder: z.literal(true),
  })
  .describe("The spec's random placeholder figures, the same on every load");

/** The product list's real figures, from the orders that count as sold (SOLD_STATUSES). */
export const productSalesRow = {
  sales: z.number().describe("sum of the product's lines' subTotal over sold orders"),
  orders: int.describe('sold orders with the product'),
};

/** The coupon list's real figures, from the sold orders (SOLD_STATUSES) that used the coupon. */
export const couponSalesRow = {
  sales: z.number().describe("sum of the orders' grand totals"),
  savings: z.number().describe("sum of the orders' discounts"),
  timesUsed: int.describe('how many sold orders used it'),
};
