import { bigint, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The dashboard's daily rollups (issue 15): the sold orders (SOLD_STATUSES) summed by their
 * orderTimestamp's India day (Asia/Kolkata), so the dashboard's calls read a few hundred rows
 * instead of the orders. Kept by `afterOrdersWritten` in each order write's transaction
 * (the touched days are recomputed) and rebuilt from the orders by `npm run rollups:rebuild`.
 * No foreign keys: they are figures, rebuilt whole when in doubt.
 */
const day = () => date({ mode: 'string' }).notNull();
/** Rupees in paise: integer sums are several times faster than numeric ones over many rows. */
const paise = () => bigint({ mode: 'number' }).notNull();

/** Per day: revenue (sum of grandTotal, in paise) and sold orders. */
export const salesByDay = pgTable('sales_by_day', {
  day: day().primaryKey(),
  revenuePaise: paise(),
  orders: integer().notNull(),
});

/** Per day and product: revenue (sum of the lines' subTotal), quantity, sold orders with it. */
export const salesByDayProduct = pgTable(
  'sales_by_day_product',
  {
    day: day(),
    productId: integer().notNull(),
    revenuePaise: paise(),
    quantity: integer().notNull(),
    orders: integer().notNull(),
  },
  // The month rows are recomputed from the day rows of a few products.
  (t) => [primaryKey({ columns: [t.day, t.productId] }), index().on(t.productId, t.day)],
);

/**
 * Per calendar month (its 1st) and product: the sums of the days above, so a year's top
 * products reads 12 rows per product, not 365. Recomputed from the daily rows of the touched
 * products and months.
 */
export const salesByMonthProduct = pgTable(
  'sales_by_month_product',
  {
    month: day(),
    productId: integer().notNull(),
    revenuePaise: paise(),
    quantity: integer().notNull(),
    orders: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.month, t.productId] }),
    index().on(t.productId, t.month),
    // Each month ranked (top-products-plan.ts walks a month for a period inside it).
    index('sales_by_month_product_by_revenue').on(t.month, t.revenuePaise.desc(), t.productId),
    index('sales_by_month_product_by_quantity').on(t.month, t.quantity.desc(), t.productId),
  ],
);

/**
 * Per day and delivery pincode (the order's pincode row, else its address's pincode; orders
 * with neither are left out): revenue (sum of grandTotal) and sold orders.
 */
export const salesByDayPincode = pgTable(
  'sales_by_day_pincode',
  {
    day: day(),
    pincode: text().notNull(),
    revenuePaise: paise(),
    orders: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.pincode] }), index().on(t.pincode, t.day)],
);

/** Per calendar month and pincode, as for products. */
export const salesByMonthPincode = pgTable(
  'sales_by_month_pincode',
  {
    month: day(),
    pincode: text().notNull(),
    revenuePaise: paise(),
    orders: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.month, t.pincode] }), index().on(t.pincode, t.month)],
);
