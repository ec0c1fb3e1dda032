import { SOLD_STATUSES } from '@mandi/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import {
  admins,
  coupons,
  orders,
  ordersChanges,
  ordersHistory,
  ordersInvoices,
  ordersProducts,
} from '../../db/schema';
import type { StoredOrder } from './orders.repository';

/**
 * The SQL of changing an order's items before dispatch (orders-changes.ts): the rules (what
 * is refused, how the change is priced, what is locked when) stay there.
 */

/** The order's lines with their placed prices, in the order they were added. */
export function placedLines(db: Executor, orderId: number) {
  return db
    .select({
      id: ordersProducts.id,
      productId: ordersProducts.productId,
      productsVariationId: ordersProducts.productsVariationId,
      unitPrice: ordersProducts.unitPrice,
      salePrice: ordersProducts.salePrice,
      quantity: ordersProducts.quantity,
      subTotal: ordersProducts.subTotal,
      taxedAmount: ordersProducts.taxedAmount,
      cessAmount: ordersProducts.cessAmount,
      taxRate: ordersProducts.taxRate,
      cessRate: ordersProducts.cessRate,
    })
    .from(ordersProducts)
    .where(eq(ordersProducts.orderId, orderId))
    .orderBy(asc(ordersProducts.id));
}
export type PlacedLineRow = Awaited<ReturnType<typeof placedLines>>[number];

/** The serial of the order's invoice, when it has one. */
export async function invoiceSerialOf(db: Executor, orderId: number): Promise<string | undefined> {
  const [row] = await db
    .select({ serial: ordersInvoices.serial })
    .from(ordersInvoices)
    .where(eq(ordersInvoices.orderId, orderId));
  return row?.serial;
}

/** The coupon's row by id; locked when `lock` is set. */
export async function couponById(db: Executor, couponId: number, lock: boolean) {
  const query = db.select().from(coupons).where(eq(coupons.id, couponId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Sold orders placed before this one (by placed time, then id), this one never among them. */
const placedBefore = (order: Pick<StoredOrder, 'id' | 'orderTimestamp'>) =>
  and(
    inArray(orders.status, [...SOLD_STATUSES]),
    sql`(${orders.orderTimestamp}, ${orders.id}) < (${(order.orderTimestamp ?? new Date(0)).toISOString()}::timestamptz, ${order.id}::int)`,
  );

/** How many sold orders placed before this one used the coupon. */
export async function couponUsesBefore(
  db: Executor,
  couponId: number,
  order: Pick<StoredOrder, 'id' | 'orderTimestamp'>,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.couponId, couponId), placedBefore(order)));
  return row?.count ?? 0;
}

/** The customer's sold orders placed before this one, and how many of them used the coupon. */
export async function customerOrdersBefore(
  db: Executor,
  order: Pick<StoredOrder, 'id' | 'orderTimestamp' | 'userId'>,
  couponId: number | null,
): Promise<{ previousOrders: number; couponUses: number }> {
  const [row] = await db
    .select({
      previousOrders: sql<number>`count(*)::int`,
      couponUses:
        couponId !== null
          ? sql<number>`(count(*) filter (where ${orders.couponId} = ${couponId}))::int`
          : sql<number>`0`,
    })
    .from(orders)
    .where(and(eq(orders.userId, order.userId), placedBefore(order)));
  return { previousOrders: row?.previousOrders ?? 0, couponUses: Number(row?.couponUses ?? 0) };
}

export async function updateLine(
  tx: Tx,
  lineId: number,
  set: { quantity: number; subTotal: number; taxedAmount: number; cessAmount: number; updatedBy: number },
): Promise<void> {
  await tx
    .update(ordersProducts)
    .set({ ...set, updatedTimestamp: new Date() })
    .where(eq(ordersProducts.id, lineId));
}

export async function deleteLines(tx: Tx, lineIds: readonly number[]): Promise<void> {
  if (lineIds.length === 0) return;
  await tx.delete(ordersProducts).where(inArray(ordersProducts.id, [...lineIds]));
}

/**
 * The change saved in one statement (one round trip, not three): the order's figures after its
 * lines changed and who changed them, the change's record and the order's timeline entry.
 */
export async function saveChange(
  tx: Tx,
  orderId: number,
  figures: Pick<
    typeof orders.$inferInsert,
    | 'total'
    | 'taxedAmount'
    | 'discountAmount'
    | 'couponId'
    | 'shippingCharges'
    | 'grandTotal'
    | 'totalProducts'
    | 'totalQuantity'
    | 'updatedBy'
  >,
  change: typeof ordersChanges.$inferInsert,
  entry: typeof ordersHistory.$inferInsert,
): Promise<void> {
  // getSQL(): embedded as they are, a query builder would be wrapped in parentheses.
  const order = tx
    .update(orders)
    .set({ ...figures, updatedTimestamp: new Date() })
    .where(eq(orders.id, orderId))
    .getSQL();
  await tx.execute(sql`
    with figures as (${order}),
      change as (${tx.insert(ordersChanges).values(change).getSQL()}),
      entry as (${tx.insert(ordersHistory).values(entry).getSQL()})
    select 1`);
}

/** The order's item changes, oldest first, with the staff member's name (the order's view). */
export function changesOf(db: Executor, orderId: number) {
  return db
    .select({
      id: ordersChanges.id,
      reason: ordersChanges.reason,
      lines: ordersChanges.lines,
      grandTotalBefore: ordersChanges.grandTotalBefore,
      grandTotalAfter: ordersChanges.grandTotalAfter,
      couponDropped: ordersChanges.couponDropped,
      createdTimestamp: ordersChanges.createdTimestamp,
      createdBy: ordersChanges.createdBy,
      adminName: admins.fullName,
    })
    .from(ordersChanges)
    .leftJoin(admins, eq(admins.id, ordersChanges.createdBy))
    .where(eq(ordersChanges.orderId, orderId))
    .orderBy(asc(ordersChanges.id));
}
