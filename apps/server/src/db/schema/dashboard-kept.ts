import { bigint, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * What the dashboard's rollups (dashboard.ts) keep so that an order write costs the order's own
 * lines, not its day (issue 26, issue 32; docs/DECISIONS.md "Dashboard rollups"):
 * - each sold order's contribution as last applied to the rollups, so a write adds the
 *   difference (new − kept) instead of recomputing the day;
 * - per-product totals of the last 7, 30 and 365 India days, rolled forward a day at a time, so
 *   the top products of those periods are an index scan instead of a sum over every product.
 * Rebuilt with the rollups by `npm run rollups:rebuild`. No foreign keys: they are figures.
 */
const day = () => date({ mode: 'string' }).notNull();
const paise = () => bigint({ mode: 'number' }).notNull();

/** A sold order as last applied to the rollups: its India day, delivery pincode and revenue. */
export const rollupOrderContributions = pgTable('rollup_order_contributions', {
  orderId: integer().primaryKey(),
  day: day(),
  /** Null when the order has no pincode (it then feeds no pincode row). */
  pincode: text(),
  revenuePaise: paise(),
});

/** A sold order's lines per product as last applied: revenue and quantity net of returns. */
export const rollupOrderProductContributions = pgTable(
  'rollup_order_product_contributions',
  {
    orderId: integer().notNull(),
    productId: integer().notNull(),
    revenuePaise: paise(),
    quantity: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.orderId, t.productId] })],
);

/** Each kept window: its length in days and the India day it ends on (it covers lastDay − days + 1 … lastDay). */
export const salesWindows = pgTable('sales_windows', {
  days: integer().primaryKey(),
  lastDay: day(),
});

/**
 * Per window and product: the sums of sales_by_day_product over the window's days, ranked by
 * the two indexes (revenue or quantity, then product id: the order the top products answer in).
 */
export const salesWindowProduct = pgTable(
  'sales_window_product',
  {
    days: integer().notNull(),
    productId: integer().notNull(),
    revenuePaise: paise(),
    quantity: integer().notNull(),
    orders: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.days, t.productId] }),
    index('sales_window_product_by_revenue').on(t.days, t.revenuePaise.desc(), t.productId),
    index('sales_window_product_by_quantity').on(t.days, t.quantity.desc(), t.productId),
  ],
);
