import type { Invoice } from '@mandi/domain';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, timestamptz } from './columns';
import { orders } from './orders';

/**
 * The last invoice number given in each financial year ('2026-27'). An invoice takes the next
 * under this row's lock in its own transaction, so numbers are consecutive and none is given
 * twice, whatever runs at once.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    financialYear: text().primaryKey(),
    lastNumber: integer().notNull(),
  },
  (t) => [check('invoice_counters_last_number_check', sql`${t.lastNumber} > 0`)],
);

/**
 * An order's GST tax invoice: its serial (`INV/2627/000123`), given when the order is first
 * invoiced and never reused, its India date, and the store as it was then. An invoiced order
 * cannot be deleted.
 */
export const ordersInvoices = pgTable(
  'orders_invoices',
  {
    id: idColumn(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    financialYear: text().notNull(),
    number: integer().notNull(),
    serial: text().notNull(),
    invoiceDate: date({ mode: 'string' }).notNull(),
    /** The invoice as issued (store, buyer, lines, split, totals): a reprint says the same. */
    document: jsonb().$type<Invoice>().notNull(),
    createdTimestamp: timestamptz().notNull().defaultNow(),
    createdBy: integer(),
  },
  (t) => [
    uniqueIndex('orders_invoices_order_unique').on(t.orderId),
    uniqueIndex('orders_invoices_serial_unique').on(t.serial),
    uniqueIndex('orders_invoices_year_number_unique').on(t.financialYear, t.number),
    // A return period's invoices (GSTR-1, the sales register) are read by date.
    index().on(t.invoiceDate),
    check('orders_invoices_serial_check', sql`${t.serial} ~ '^[A-Z0-9/-]{1,16}$'`),
  ],
);
