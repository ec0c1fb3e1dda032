import type { CreditNote } from '@mandi/domain';
import { sql } from 'drizzle-orm';
import { check, date, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, timestamptz } from './columns';
import { orders } from './orders';

/**
 * The last credit note number given in each financial year ('2026-27'), taken like the
 * invoices' (invoice_counters) under this row's lock: consecutive, none given twice.
 */
export const creditNoteCounters = pgTable(
  'credit_note_counters',
  {
    financialYear: text().primaryKey(),
    lastNumber: integer().notNull(),
  },
  (t) => [check('credit_note_counters_last_number_check', sql`${t.lastNumber} > 0`)],
);

/**
 * The GST credit note issued when an invoiced order is cancelled: its serial (`CN/2627/000001`),
 * its India date, the invoice it credits, and the note as issued. One per order; an order
 * with a credit note cannot be deleted.
 */
export const ordersCreditNotes = pgTable(
  'orders_credit_notes',
  {
    id: idColumn(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    financialYear: text().notNull(),
    number: integer().notNull(),
    serial: text().notNull(),
    noteDate: date({ mode: 'string' }).notNull(),
    invoiceSerial: text().notNull(),
    /** The credit note as issued: a reprint says the same. */
    document: jsonb().$type<CreditNote>().notNull(),
    createdTimestamp: timestamptz().notNull().defaultNow(),
    createdBy: integer(),
  },
  (t) => [
    uniqueIndex('orders_credit_notes_order_unique').on(t.orderId),
    uniqueIndex('orders_credit_notes_serial_unique').on(t.serial),
    uniqueIndex('orders_credit_notes_year_number_unique').on(t.financialYear, t.number),
    check('orders_credit_notes_serial_check', sql`${t.serial} ~ '^[A-Z0-9/-]{1,16}$'`),
  ],
);
