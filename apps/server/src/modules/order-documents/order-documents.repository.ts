import { type CreditNote, type Invoice, issuedInvoice, type OrderStatus } from '@mandi/domain';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import {
  creditNoteCounters,
  invoiceCounters,
  orders,
  ordersCreditNotes,
  ordersInvoices,
  ordersProducts,
  organizations,
  products,
  productsVariations,
  settings,
  states,
  users,
} from '../../db/schema';

export interface StateRow {
  id: number;
  name: string;
  code: string | null;
}

/** What the documents read of an order: its head, customer and delivery state. */
export async function ordersFor(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: orders.id,
      orderReference: orders.orderReference,
      status: orders.status,
      orderTimestamp: orders.orderTimestamp,
      deliveryType: orders.deliveryType,
      paymentMethod: orders.paymentMethod,
      address: orders.address,
      shippingAddress: orders.shippingAddress,
      stateId: orders.stateId,
      total: orders.total,
      taxedAmount: orders.taxedAmount,
      discountAmount: orders.discountAmount,
      shippingCharges: orders.shippingCharges,
      grandTotal: orders.grandTotal,
      comments: orders.comments,
      userId: orders.userId,
      customerName: users.fullName,
      customerMobile: users.mobileNumber,
      customerGstNumber: users.gstNumber,
      organizationName: organizations.name,
      organizationGstNumber: organizations.gstNumber,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(inArray(orders.id, [...ids]));
}
export type DocumentOrder = Awaited<ReturnType<typeof ordersFor>>[number];

/** The orders' lines in order, with what the documents print and the GST and cess rates they were priced at. */
export async function linesFor(db: Executor, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: ordersProducts.orderId,
      productName: products.name,
      variationName: productsVariations.name,
      sku: productsVariations.sku,
      hsnCode: products.hsnCode,
      quantity: ordersProducts.quantity,
      unitPrice: ordersProducts.unitPrice,
      salePrice: ordersProducts.salePrice,
      subTotal: ordersProducts.subTotal,
      taxedAmount: ordersProducts.taxedAmount,
      cessAmount: ordersProducts.cessAmount,
      // The rates the line was priced at, not the product's tax now (which may have changed since).
      cessRate: ordersProducts.cessRate,
      taxRate: ordersProducts.taxRate,
    })
    .from(ordersProducts)
    .innerJoin(products, eq(products.id, ordersProducts.productId))
    .innerJoin(productsVariations, eq(productsVariations.id, ordersProducts.productsVariationId))
    .where(inArray(ordersProducts.orderId, [...orderIds]))
    .orderBy(asc(ordersProducts.orderId), asc(ordersProducts.id));
}
export type DocumentLine = Awaited<ReturnType<typeof linesFor>>[number];

/** The store as its invoices name it (the one settings row). */
export async function storeDetails(db: Executor) {
  const [row] = await db
    .select({
      legalName: settings.legalName,
      legalAddress: settings.legalAddress,
      gstNumber: settings.gstNumber,
      stateId: settings.stateId,
      stateName: states.name,
      stateCode: states.code,
    })
    .from(settings)
    .leftJoin(states, eq(states.id, settings.stateId))
    .orderBy(asc(settings.id))
    .limit(1);
  return row;
}

export async function statesByIdOrName(db: Executor): Promise<StateRow[]> {
  return db.select({ id: states.id, name: states.name, code: states.code }).from(states);
}

/** The invoices already issued for these orders (older documents read as today's: issuedInvoice). */
export async function invoicesFor(db: Executor, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select({
      orderId: ordersInvoices.orderId,
      serial: ordersInvoices.serial,
      document: ordersInvoices.document,
    })
    .from(ordersInvoices)
    .where(inArray(ordersInvoices.orderId, [...orderIds]));
  return rows.map((row) => ({ ...row, document: issuedInvoice(row.document) }));
}

/** Locks the orders (in id order) so one order is invoiced by one call at a time. */
export async function lockOrders(tx: Tx, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return tx
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(inArray(orders.id, [...ids]))
    .orderBy(asc(orders.id))
    .for('update');
}

/**
 * Takes the next `count` invoice numbers of a financial year under its counter row's lock
 * (held to the end of the transaction): answers the first. A rolled-back transaction gives its
 * numbers back, so numbers stay consecutive.
 */
export async function takeInvoiceNumbers(tx: Tx, financialYear: string, count: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ financialYear, lastNumber: count })
    .onConflictDoUpdate({
      target: invoiceCounters.financialYear,
      set: { lastNumber: sql`${invoiceCounters.lastNumber} + ${count}` },
    })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  return row!.lastNumber - count + 1;
}

export async function insertInvoices(
  tx: Tx,
  rows: {
    orderId: number;
    financialYear: string;
    number: number;
    serial: string;
    invoiceDate: string;
    document: Invoice;
    createdBy: number;
  }[],
) {
  // Chunks keep each statement's parameters well under PostgreSQL's 65,535.
  for (let i = 0; i < rows.length; i += 500) await tx.insert(ordersInvoices).values(rows.slice(i, i + 500));
}

/** Takes the next `count` credit note numbers of a financial year, as takeInvoiceNumbers. */
export async function takeCreditNoteNumbers(tx: Tx, financialYear: string, count: number): Promise<number> {
  const [row] = await tx
    .insert(creditNoteCounters)
    .values({ financialYear, lastNumber: count })
    .onConflictDoUpdate({
      target: creditNoteCounters.financialYear,
      set: { lastNumber: sql`${creditNoteCounters.lastNumber} + ${count}` },
    })
    .returning({ lastNumber: creditNoteCounters.lastNumber });
  return row!.lastNumber - count + 1;
}

/** The credit notes issued for these orders, each order's in the order they were issued. */
export async function creditNotesFor(db: Executor, orderIds: readonly number[]) {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select({
      orderId: ordersCreditNotes.orderId,
      serial: ordersCreditNotes.serial,
      returnId: ordersCreditNotes.returnId,
      document: ordersCreditNotes.document,
    })
    .from(ordersCreditNotes)
    .where(inArray(ordersCreditNotes.orderId, [...orderIds]))
    .orderBy(asc(ordersCreditNotes.orderId), asc(ordersCreditNotes.id));
  return rows.map((row) => ({ ...row, document: issuedInvoice(row.document) }));
}

export async function insertCreditNote(
  tx: Tx,
  row: {
    orderId: number;
    financialYear: string;
    number: number;
    serial: string;
    noteDate: string;
    invoiceSerial: string;
    /** The return it credits; absent for a cancellation's note. */
    returnId?: number;
    document: CreditNote;
    createdBy: number;
  },
) {
  await tx.insert(ordersCreditNotes).values(row);
}

/** The orders placed on an India day in a status, in id order (the pick list's orders). */
export async function orderIdsOn(db: Executor, day: string, status: OrderStatus): Promise<number[]> {
  const from = new Date(`${day}T00:00:00+05:30`);
  const to = new Date(from.getTime() + 86_400_000);
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, status), gte(orders.orderTimestamp, from), lt(orders.orderTimestamp, to)))
    .orderBy(asc(orders.id));
  return rows.map((row) => row.id);
}

/** Every product and variation to pick from those orders, summed, by product name then variation. */
export async function pickRows(db: Executor, day: string, status: OrderStatus) {
  const from = new Date(`${day}T00:00:00+05:30`);
  const to = new Date(from.getTime() + 86_400_000);
  return db
    .select({
      productName: products.name,
      variationName: productsVariations.name,
      sku: productsVariations.sku,
      quantity: sql<number>`sum(${ordersProducts.quantity})`.mapWith(Number),
      orders: sql<number>`count(distinct ${ordersProducts.orderId})`.mapWith(Number),
    })
    .from(ordersProducts)
    .innerJoin(orders, eq(orders.id, ordersProducts.orderId))
    .innerJoin(products, eq(products.id, ordersProducts.productId))
    .innerJoin(productsVariations, eq(productsVariations.id, ordersProducts.productsVariationId))
    .where(and(eq(orders.status, status), gte(orders.orderTimestamp, from), lt(orders.orderTimestamp, to)))
    .groupBy(products.name, productsVariations.id, productsVariations.name, productsVariations.sku)
    .orderBy(asc(products.name), asc(productsVariations.name), asc(productsVariations.id));
}
export type PickRow = Awaited<ReturnType<typeof pickRows>>[number];
