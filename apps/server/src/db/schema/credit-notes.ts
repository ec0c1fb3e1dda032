import type { CreditNote } from '@mandi/domain';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, timestamptz } from './columns';
import { ordersReturns } from './order-aftercare';
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
 * A GST credit note of an invoiced order: its serial (`CN/2627/000001`), its India date, the
 * invoice it credits, and the note as issued. A cancellation gets one (returnId null, at most
 * one per order); each return of an invoiced order gets its own. An order with a credit note
 * cannot be deleted.
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
    /** The return it credits; null for the cancellation's note. */
    returnId: integer().references(() => ordersReturns.id, { onDelete: 'restrict' }),
    /** The credit note as issued: a reprint says the same. */
    document: jsonb().$type<CreditNote>().notNull(),
    createdTimestamp: timestamptz().notNull().defaultNow(),
    createdBy: integer(),
  },
  (t) => [
    // One cancellation note per order; one note per return.
    uniqueIndex('orders_credit_notes_order_unique').on(t.orderId).where(sql`${t.returnId} is null`),
    uniqueIndex('orders_credit_notes_return_unique').on(t.returnId),
    uniqueIndex('orders_credit_notes_serial_unique').on(t.serial),
    uniqueIndex('orders_credit_notes_year_number_unique').on(t.financialYear, t.number),
    // A return period's credit notes are read by date.
    index().on(t.noteDate),
    check('orders_credit_notes_serial_check', sql`${t.serial} ~ '^[A-Z0-9/-]{1,16}$'`),
  ],
);
