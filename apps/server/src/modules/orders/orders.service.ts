import {
  type DetailOf,
  nextStatuses,
  ORDER_STALE_MESSAGE,
  type OrderEdit,
  type OrderStatus,
  type orders as orderDef,
  refusedMove,
  SOLD_STATUSES,
  stockStatusOf,
} from '@mandi/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import {
  admins,
  coupons,
  orders,
  ordersHistory,
  ordersProducts,
  products,
  productsVariations,
  transactions,
  users,
} from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { type ListResult, listRows, presentRow, type RawQuery, type Row, whereSql } from '../../lib/list';
import { countRows } from '../../lib/list/statement';
import { authorOf, type ResourceCall } from '../crud/resource-service';
import { syncProductStock } from '../products-variations/variation-set';
import { isPaid, ordersBinding } from './orders.binding';
import { parseOrderQuery } from './orders-query';
import { afterOrdersWritten } from './orders-written';

type OrderDetail = DetailOf<typeof orderDef>;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** Each row with its customer's name, mobile and email (one query per page) and the payment badge. */
async function withCustomers(db: Db, rows: Row[]): Promise<Row[]> {
  const ids = [
    ...new Set(rows.map((row) => row.userId).filter((id): id is number => typeof id === 'number')),
  ];
  const found =
    ids.length === 0
      ? []
      : await db
          .select({
            id: users.id,
            fullName: users.fullName,
            mobileNumber: users.mobileNumber,
            emailAddress: users.emailAddress,
          })
          .from(users)
          .where(inArray(users.id, ids));
  const byId = new Map(found.map((user) => [user.id, user]));
  return rows.map((row) => {
    const user = byId.get(row.userId as number);
    const answer: Row = {
      ...row,
      customerName: user?.fullName ?? null,
      customerMobile: user?.mobileNumber ?? null,
      customerEmail: user?.emailAddress ?? null,
    };
    if (row.grandTotal !== undefined && row.amountReceived !== undefined) answer.paid = isPaid(row);
    return answer;
  });
}

export async function listOrders(db: Db, raw: RawQuery): Promise<ListResult> {
  const result = await listRows(db, ordersBinding, parseOrderQuery(raw));
  return { ...result, data: await withCustomers(db, result.data) };
}

export async function countOrders(db: Db, raw: RawQuery): Promise<{ count: number }> {
  const query = parseOrderQuery(raw);
  return { count: await countRows(db, orders, whereSql(ordersBinding, query.where)) };
}

/** One order with its lines, customer, coupon, payments and timeline: everything its view shows. */
export async function fetchOrder(db: Db | Tx, id: number): Promise<OrderDetail> {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order) throw notFound('Order', id);
  const [lines, [customer], coupon, payments, history] = await Promise.all([
    db
      .select({
        id: ordersProducts.id,
        productId: ordersProducts.productId,
        productName: products.name,
        productType: products.productType,
        productsVariationId: ordersProducts.productsVariationId,
        variationName: productsVariations.name,
        sku: productsVariations.sku,
        hsnCode: products.hsnCode,
        unitPrice: ordersProducts.unitPrice,
        salePrice: ordersProducts.salePrice,
        quantity: ordersProducts.quantity,
        subTotal: ordersProducts.subTotal,
        taxedAmount: ordersProducts.taxedAmount,
      })
      .from(ordersProducts)
      .innerJoin(products, eq(products.id, ordersProducts.productId))
      .innerJoin(productsVariations, eq(productsVariations.id, ordersProducts.productsVariationId))
      .where(eq(ordersProducts.orderId, id))
      .orderBy(asc(ordersProducts.id)),
    db
      .select({
        id: users.id,
        fullName: users.fullName,
        mobileNumber: users.mobileNumber,
        emailAddress: users.emailAddress,
        gstNumber: users.gstNumber,
      })
      .from(users)
      .where(eq(users.id, order.userId)),
    order.couponId
      ? db
          .select({ id: coupons.id, code: coupons.code, name: coupons.name })
          .from(coupons)
          .where(eq(coupons.id, order.couponId))
      : Promise.resolve([]),
    db.select().from(transactions).where(eq(transactions.orderId, id)).orderBy(asc(transactions.id)),
    db
      .select({
        id: ordersHistory.id,
        fromStatus: ordersHistory.fromStatus,
        toStatus: ordersHistory.toStatus,
        comment: ordersHistory.comment,
        adminId: ordersHistory.adminId,
        adminName: admins.fullName,
        at: ordersHistory.at,
      })
      .from(ordersHistory)
      .leftJoin(admins, eq(admins.id, ordersHistory.adminId))
      .where(eq(ordersHistory.orderId, id))
      .orderBy(asc(ordersHistory.at), asc(ordersHistory.id)),
  ]);
  const row = presentRow(ordersBinding, order);
  return {
    ...row,
    customerIP: order.customerIP,
    address: order.address,
    shippingAddress: order.shippingAddress,
    orderPlacedLocation: order.orderPlacedLocation,
    customerName: customer?.fullName ?? null,
    customerMobile: customer?.mobileNumber ?? null,
    customerEmail: customer?.emailAddress ?? null,
    paid: isPaid(order),
    customer: customer ?? null,
    coupon: coupon[0] ?? null,
    lines,
    payments: payments.map((payment) => ({ ...payment, createdTimestamp: iso(payment.createdTimestamp) })),
    history: history.map((entry) => ({ ...entry, at: iso(entry.at) })),
    nextStatuses: [...nextStatuses(order.status)],
  } as unknown as OrderDetail;
}

/**
 * Cancelling a sold order returns its quantities to the variations whose stock is managed;
 * their stock status follows the quantity (stockStatusOf). Rows are locked in id order.
 */
async function restock(tx: Tx, orderId: number) {
  const lines = await tx
    .select({ variationId: ordersProducts.productsVariationId, quantity: ordersProducts.quantity })
    .from(ordersProducts)
    .where(eq(ordersProducts.orderId, orderId));
  const returned = new Map<number, number>();
  for (const line of lines)
    returned.set(line.variationId, (returned.get(line.variationId) ?? 0) + line.quantity);
  if (returned.size === 0) return;
  const variations = await tx
    .select({
      id: productsVariations.id,
      productId: productsVariations.productId,
      manageStock: productsVariations.manageStock,
      stockQuantity: productsVariations.stockQuantity,
      stockStatus: productsVariations.stockStatus,
    })
    .from(productsVariations)
    .where(
      and(inArray(productsVariations.id, [...returned.keys()]), eq(productsVariations.manageStock, true)),
    )
    .orderBy(asc(productsVariations.id))
    .for('update');
  for (const variation of variations) {
    const stockQuantity = variation.stockQuantity + returned.get(variation.id)!;
    await tx
      .update(productsVariations)
      .set({ stockQuantity, stockStatus: stockStatusOf({ ...variation, stockQuantity }) })
      .where(eq(productsVariations.id, variation.id));
  }
  // The products' own status follows their variations (In Stock when any live one is).
  const productIds = [...new Set(variations.map((variation) => variation.productId))];
  if (productIds.length === 0) return;
  const touched = await tx
    .select()
    .from(products)
    .where(inArray(products.id, productIds))
    .orderBy(asc(products.id))
    .for('update');
  for (const product of touched) await syncProductStock(tx, product);
}

/**
 * Saves an order's status and comments, and an internal note, in one transaction: the order,
 * its timeline row, the audit entry and the consequences (a cancelled sale restocks, the
 * customer's figures follow). A move the rule refuses, or a save over a version the staff
 * member did not load, is a 409 and changes nothing.
 */
export async function saveOrder(call: ResourceCall, id: number, input: OrderEdit): Promise<OrderDetail> {
  return call.db.transaction(async (tx) => {
    const [stored] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
    if (!stored) throw notFound('Order', id);
    if (stored.updatedTimestamp.getTime() !== Date.parse(input.updatedTimestamp)) {
      throw conflict(ORDER_STALE_MESSAGE);
    }
    const from = stored.status;
    const to: OrderStatus = input.status;
    const refused = refusedMove(from, to);
    if (refused) throw conflict(refused, [{ field: 'status', message: refused }]);
    const comments = input.comments === undefined ? stored.comments : input.comments;
    const note = input.note ?? null;
    const moved = from !== to;
    if (!moved && comments === stored.comments && !note) return fetchOrder(tx, id);

    await tx
      .update(orders)
      .set({ status: to, comments, updatedTimestamp: new Date(), updatedBy: call.actor.id })
      .where(eq(orders.id, id));
    if (moved || note) {
      await tx.insert(ordersHistory).values({
        orderId: id,
        fromStatus: from,
        toStatus: to,
        comment: note ?? (moved && comments !== stored.comments ? comments : null),
        adminId: call.actor.id,
      });
    }
    if (moved && to === 'Order Cancelled' && SOLD_STATUSES.includes(from)) await restock(tx, id);
    if (moved) {
      await afterOrdersWritten(tx, [{ orderId: id, userId: stored.userId, fromStatus: from, toStatus: to }]);
    }
    await recordAudit(tx, authorOf(call), {
      resource: 'orders',
      recordId: id,
      action: moved ? 'status' : 'update',
      changes: [
        ...(moved ? [{ field: 'status', before: from, after: to }] : []),
        ...(comments !== stored.comments
          ? [{ field: 'comments', before: stored.comments, after: comments }]
          : []),
        ...(note ? [{ field: 'note', before: null, after: note }] : []),
      ],
    });
    return fetchOrder(tx, id);
  });
}
