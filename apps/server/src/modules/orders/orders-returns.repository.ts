import type { OrderStatus } from '@mandi/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import {
  admins,
  orders,
  ordersCreditNotes,
  ordersHistory,
  ordersProducts,
  ordersReturns,
  ordersReturnsLines,
  products,
  productsVariations,
} from '../../db/schema';

/** How a line is named to staff: "Amul Taaza Milk 1 L". */
const lineName = sql<string>`${products.name} || coalesce(' ' || nullif(${productsVariations.name}, ''), '')`;

/**
 * The order's lines as a return reads them, in line order: what was sold (price charged,
 * amount and GST inside it, the GST rate it was priced at), and what came back before (returned
 * quantity and worth on the line; the GST of those returns summed from their lines).
 */
export function returnableLines(tx: Tx, orderId: number) {
  const returnedTax = sql<number>`coalesce((
      select sum(${ordersReturnsLines.taxedAmount}) from ${ordersReturnsLines}
      where ${ordersReturnsLines.orderLineId} = ${ordersProducts.id}), 0)`.mapWith(Number);
  return tx
    .select({
      orderLineId: ordersProducts.id,
      productId: ordersProducts.productId,
      productsVariationId: ordersProducts.productsVariationId,
      name: lineName,
      unitPrice: ordersProducts.unitPrice,
      salePrice: ordersProducts.salePrice,
      quantity: ordersProducts.quantity,
      subTotal: ordersProducts.subTotal,
      taxedAmount: ordersProducts.taxedAmount,
      cessAmount: ordersProducts.cessAmount,
      taxRate: ordersProducts.taxRate,
      returnedQuantity: ordersProducts.returnedQuantity,
      returnedSubTotal: ordersProducts.returnedSubTotal,
      returnedTaxedAmount: returnedTax,
    })
    .from(ordersProducts)
    .innerJoin(products, eq(products.id, ordersProducts.productId))
    .innerJoin(productsVariations, eq(productsVariations.id, ordersProducts.productsVariationId))
    .where(eq(ordersProducts.orderId, orderId))
    .orderBy(asc(ordersProducts.id));
}

export async function insertReturn(tx: Tx, values: typeof ordersReturns.$inferInsert): Promise<number> {
  const [row] = await tx.insert(ordersReturns).values(values).returning({ id: ordersReturns.id });
  return row!.id;
}

export async function insertReturnLines(tx: Tx, rows: (typeof ordersReturnsLines.$inferInsert)[]) {
  await tx.insert(ordersReturnsLines).values(rows);
}

/** Adds what came back to each order line's returned quantity and worth. */
export async function addReturnedToLines(
  tx: Tx,
  lines: readonly { orderLineId: number; quantity: number; subTotal: number }[],
  adminId: number,
) {
  for (const line of lines) {
    await tx
      .update(ordersProducts)
      .set({
        returnedQuantity: sql`${ordersProducts.returnedQuantity} + ${line.quantity}`,
        returnedSubTotal: sql`${ordersProducts.returnedSubTotal} + ${line.subTotal}`,
        updatedBy: adminId,
        updatedTimestamp: new Date(),
      })
      .where(eq(ordersProducts.id, line.orderLineId));
  }
}

/**
 * The order after a return, in one statement (a second update of the order in the transaction
 * would check its foreign keys again): its amounts summed again, its returned amount, its status
 * (a due cleared) and who changed it, with its timeline entry.
 */
export async function saveReturnedOrder(
  tx: Tx,
  orderId: number,
  set: {
    amountReceived: number;
    amountRefunded: number;
    returnedAmount: number;
    status: OrderStatus;
    updatedBy: number;
  },
  entry: typeof ordersHistory.$inferInsert,
) {
  // getSQL(): embedded as they are, a query builder would be wrapped in parentheses.
  const order = tx
    .update(orders)
    .set({ ...set, updatedTimestamp: new Date() })
    .where(eq(orders.id, orderId))
    .getSQL();
  await tx.execute(
    sql`with saved as (${order}), entry as (${tx.insert(ordersHistory).values(entry).getSQL()}) select 1`,
  );
}

/** The order's returns, oldest first, each with its lines, credit note and who recorded it. */
export async function returnsOf(db: Executor, orderId: number) {
  const heads = await db
    .select({
      id: ordersReturns.id,
      reason: ordersReturns.reason,
      amount: ordersReturns.amount,
      refundTransactionId: ordersReturns.refundTransactionId,
      creditNoteSerial: ordersCreditNotes.serial,
      createdTimestamp: ordersReturns.createdTimestamp,
      createdBy: ordersReturns.createdBy,
      createdByName: admins.fullName,
    })
    .from(ordersReturns)
    .leftJoin(admins, eq(admins.id, ordersReturns.createdBy))
    .leftJoin(ordersCreditNotes, eq(ordersCreditNotes.returnId, ordersReturns.id))
    .where(eq(ordersReturns.orderId, orderId))
    .orderBy(asc(ordersReturns.id));
  if (heads.length === 0) return [];
  const lines = await db
    .select({
      returnId: ordersReturnsLines.returnId,
      orderLineId: ordersReturnsLines.orderLineId,
      productsVariationId: ordersReturnsLines.productsVariationId,
      name: lineName,
      quantity: ordersReturnsLines.quantity,
      restock: ordersReturnsLines.restock,
      subTotal: ordersReturnsLines.subTotal,
      taxedAmount: ordersReturnsLines.taxedAmount,
    })
    .from(ordersReturnsLines)
    .innerJoin(productsVariations, eq(productsVariations.id, ordersReturnsLines.productsVariationId))
    .innerJoin(products, eq(products.id, productsVariations.productId))
    .where(
      inArray(
        ordersReturnsLines.returnId,
        heads.map((head) => head.id),
      ),
    )
    .orderBy(asc(ordersReturnsLines.id));
  return heads.map((head) => ({
    ...head,
    lines: lines.filter((line) => line.returnId === head.id).map(({ returnId: _, ...line }) => line),
  }));
}
