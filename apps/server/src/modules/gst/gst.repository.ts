import type { CreditNote, Invoice } from '@mandi/domain';
import { and, asc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  orders,
  ordersCreditNotes,
  ordersInvoices,
  ordersProducts,
  products,
  settings,
  users,
} from '../../db/schema';

/** The store's GSTIN and B2CL threshold (the one settings row). */
export async function gstSettings(db: Executor) {
  const [row] = await db
    .select({ gstNumber: settings.gstNumber, b2clThreshold: settings.b2clThreshold })
    .from(settings)
    .orderBy(asc(settings.id))
    .limit(1);
  return row;
}

// Documents read at once: a batch's JSON is parsed, summed and dropped before the next.
const BATCH = 1000;

export interface IssuedInvoiceRow {
  id: number;
  orderId: number;
  document: Invoice;
}

/**
 * The invoices dated from `from` to `to` (India days), in id order (the order they were
 * issued), BATCH at a time by keyset on id, each read as its stored document.
 */
export async function* invoicesIssued(
  db: Executor,
  from: string,
  to: string,
): AsyncGenerator<IssuedInvoiceRow[]> {
  let last = 0;
  for (;;) {
    const rows = await db
      .select({ id: ordersInvoices.id, orderId: ordersInvoices.orderId, document: ordersInvoices.document })
      .from(ordersInvoices)
      .where(
        and(
          gte(ordersInvoices.invoiceDate, from),
          lte(ordersInvoices.invoiceDate, to),
          gt(ordersInvoices.id, last),
        ),
      )
      .orderBy(asc(ordersInvoices.id))
      .limit(BATCH);
    if (rows.length > 0) yield rows;
    if (rows.length < BATCH) return;
    last = rows[rows.length - 1]!.id;
  }
}

export interface IssuedNoteRow {
  id: number;
  orderId: number;
  document: CreditNote;
  /** The grand total of the invoice it credits (whether that was a B2C large one). */
  invoiceValue: number;
}

/**
 * The credit notes dated in the range, in id order, BATCH at a time, with the value of the
 * invoice each credits.
 */
export async function* creditNotesIssued(
  db: Executor,
  from: string,
  to: string,
): AsyncGenerator<IssuedNoteRow[]> {
  const invoiceValue = sql<number>`coalesce((${ordersInvoices.document}->'totals'->>'grandTotal')::numeric, 0)`;
  let last = 0;
  for (;;) {
    const rows = await db
      .select({
        id: ordersCreditNotes.id,
        orderId: ordersCreditNotes.orderId,
        document: ordersCreditNotes.document,
        invoiceValue: invoiceValue.mapWith(Number),
      })
      .from(ordersCreditNotes)
      .leftJoin(ordersInvoices, eq(ordersInvoices.serial, ordersCreditNotes.invoiceSerial))
      .where(
        and(
          gte(ordersCreditNotes.noteDate, from),
          lte(ordersCreditNotes.noteDate, to),
          gt(ordersCreditNotes.id, last),
        ),
      )
      .orderBy(asc(ordersCreditNotes.id))
      .limit(BATCH);
    if (rows.length > 0) yield rows;
    if (rows.length < BATCH) return;
    last = rows[rows.length - 1]!.id;
  }
}

/** The customer and organization of these orders: what a buyer's GSTIN is fixed on. */
export async function buyersOf(db: Executor, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({ orderId: orders.id, userId: orders.userId, organizationId: users.organizationId })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .where(inArray(orders.id, [...orderIds]));
}

/** The products of these orders' lines in line order (an invoice's lines are its order's, by id). */
export async function lineProductsOf(db: Executor, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({ orderId: ordersProducts.orderId, productId: ordersProducts.productId })
    .from(ordersProducts)
    .where(inArray(ordersProducts.orderId, [...orderIds]))
    .orderBy(asc(ordersProducts.orderId), asc(ordersProducts.id));
}

/**
 * Lines of the range's invoices whose product is taxable but has no tax (so no rate: the
 * invoice said 0%), with the line's place on its invoice. Read only when such products exist.
 */
export async function untaxedLinesIssued(db: Executor, from: string, to: string) {
  const untaxed = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.isTaxable, true), sql`${products.taxId} is null`))
    .limit(10_000);
  if (untaxed.length === 0) return [];
  const line = sql<number>`(select count(*) from ${ordersProducts} as "o2" where "o2"."order_id" = ${ordersProducts.orderId} and "o2"."id" <= ${ordersProducts.id})`;
  return db
    .select({
      serial: ordersInvoices.serial,
      orderId: ordersInvoices.orderId,
      productId: ordersProducts.productId,
      productName: products.name,
      line: line.mapWith(Number),
    })
    .from(ordersProducts)
    .innerJoin(products, eq(products.id, ordersProducts.productId))
    .innerJoin(ordersInvoices, eq(ordersInvoices.orderId, ordersProducts.orderId))
    .where(
      and(
        inArray(
          ordersProducts.productId,
          untaxed.map((row) => row.id),
        ),
        gte(ordersInvoices.invoiceDate, from),
        lte(ordersInvoices.invoiceDate, to),
      ),
    )
    .orderBy(asc(ordersInvoices.id), asc(ordersProducts.id));
}
