import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { productsVariations } from './catalogue-products';
import { idColumn, money, timestamptz } from './columns';
import { orders, ordersProducts, transactions } from './orders';
import { admins } from './staff';

/** One line of an item change as the timeline shows it: quantity was → now (0: removed or added). */
export interface OrderLineChange {
  productsVariationId: number;
  /** Product and variation as a person reads them: "Amul Taaza Milk 1 L". */
  name: string;
  was: number;
  now: number;
}

/**
 * An item change before dispatch (issue 26): the order's lines were replaced by a new set,
 * priced again; what changed per line, why, and the grand total before and after. The order's
 * lines hold the result; this is its history.
 */
export const ordersChanges = pgTable(
  'orders_changes',
  {
    id: idColumn(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    reason: text().notNull(),
    lines: jsonb().$type<OrderLineChange[]>().notNull(),
    grandTotalBefore: money().notNull(),
    grandTotalAfter: money().notNull(),
    /** Why the coupon was dropped when the change made it no longer apply; null when kept. */
    couponDropped: text(),
    createdTimestamp: timestamptz().notNull().defaultNow(),
    createdBy: integer().references(() => admins.id, { onDelete: 'set null' }),
  },
  (t) => [index().on(t.orderId, t.id)],
);

/**
 * Goods that came back after delivery (issue 26): why, what they were sold for (tax included),
 * and the refund given with them, if any. Its lines say which order lines, how many, and
 * whether they went back to stock.
 */
export const ordersReturns = pgTable(
  'orders_returns',
  {
    id: idColumn(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    reason: text().notNull(),
    /** The returned lines' amounts, tax included. */
    amount: money().notNull(),
    refundTransactionId: integer().references(() => transactions.id, { onDelete: 'restrict' }),
    createdTimestamp: timestamptz().notNull().defaultNow(),
    createdBy: integer().references(() => admins.id, { onDelete: 'set null' }),
  },
  (t) => [index().on(t.orderId, t.id), check('orders_returns_amount_check', sql`${t.amount} >= 0`)],
);

export const ordersReturnsLines = pgTable(
  'orders_returns_lines',
  {
    id: idColumn(),
    returnId: integer()
      .notNull()
      .references(() => ordersReturns.id, { onDelete: 'cascade' }),
    orderLineId: integer()
      .notNull()
      .references(() => ordersProducts.id, { onDelete: 'restrict' }),
    productsVariationId: integer()
      .notNull()
      .references(() => productsVariations.id, { onDelete: 'restrict' }),
    quantity: integer().notNull(),
    /** Back to managed stock (true) or damaged and written off (false). */
    restock: boolean().notNull(),
    /** What these units were sold for (price charged × quantity) and the GST inside it. */
    subTotal: money().notNull(),
    taxedAmount: money().notNull(),
  },
  (t) => [
    index().on(t.returnId),
    index().on(t.orderLineId),
    check('orders_returns_lines_quantity_check', sql`${t.quantity} > 0`),
  ],
);
