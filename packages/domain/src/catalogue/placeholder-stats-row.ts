import { z } from 'zod';
import { int } from '../answers';

/** The product list's sales, orders, clicks, impressions and CTR: the spec's placeholders. */
export const placeholderStatsRow = z
  .object({
    sales: z.number(),
    orders: int,
    clicks: int,
    impressions: int,
    ctr: z.number(),
    isPlaceholder: z.literal(true),
  })
  .describe("The spec's random placeholder figures, the same on every load");

/** The coupon list's sales, savings and times used: the spec's placeholders. */
export const couponPlaceholderStatsRow = z
  .object({ sales: z.number(), savings: z.number(), timesUsed: int, isPlaceholder: z.literal(true) })
  .describe("The spec's random placeholder figures, the same on every load");
