import { ORDER_EXPORT_RANGE_MESSAGE, ORDER_STATUSES, type RawQuery } from '@mandi/domain';
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { coupons, orders, ordersProducts, products, productsVariations, users } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { whereSql } from '../../lib/list';
import { inList } from '../../lib/list/binding';
import type { XlsxSheet } from '../../lib/xlsx-writer';
import { isPaid, ordersBinding } from './orders.binding';
import { parseOrderQuery } from './orders-query';

const filterText = z.string().max(150).nullable().optional();

/** POST /api/orders/export: the range (India days, YYYY-MM-DD, or instants) and the list's filters. */
export const orderExportBody = z.object({
  startDate: z.string().max(40).nullable().optional(),
  endDate: z.string().max(40).nullable().optional(),
  status: z.enum(ORDER_STATUSES, { error: 'Please choose a valid status' }).nullable().optional(),
  id: z.number().int().min(1).max(2_147_483_647).nullable().optional(),
  userId: z.number().int().min(1).max(2_147_483_647).nullable().optional(),
  customerName: filterText,
  customerMobile: filterText,
  customerEmail: filterText,
});
export type OrderExportBody = z.infer<typeof orderExportBody>;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** A day's start in India, or an instant as sent; undefined when it is neither. */
function instantOf(text: string | null | undefined, endOfDay: boolean): Date | undefined {
  if (!text) return undefined;
  if (DAY.test(text)) {
    const start = Date.parse(`${text}T00:00:00+05:30`);
    if (Number.isNaN(start)) return undefined;
    return new Date(endOfDay ? start + DAY_MS : start);
  }
  const at = Date.parse(text);
  return Number.isNaN(at) || !/^\d{4}-\d{2}-\d{2}T/.test(text) ? undefined : new Date(at);
}

/** The export's WHERE: the list's filters and the placed-on range; "Please select a date range" without one. */
export function exportWhere(body: OrderExportBody): SQL {
  const start = instantOf(body.startDate, false);
  const end = instantOf(body.endDate, true);
  if (!start || !end || start.getTime() >= end.getTime() || end.getFullYear() > 9999) {
    throw badRequest(ORDER_EXPORT_RANGE_MESSAGE, [
      { field: 'startDate', message: ORDER_EXPORT_RANGE_MESSAGE },
    ]);
  }
  const filter: string[] = [];
  if (body.status) filter.push(`status||$eq||${body.status}`);
  if (body.id) filter.push(`id||$eq||${body.id}`);
  if (body.userId) filter.push(`userId||$eq||${body.userId}`);
  for (const field of ['customerName', 'customerMobile', 'customerEmail'] as const) {
    const value = body[field]?.trim();
    if (value) filter.push(`${field}||$contL||${value}`);
  }
  const raw: RawQuery = filter.length ? { filter } : {};
  const where = whereSql(ordersBinding, parseOrderQuery(raw).where);
  return and(where, gte(orders.orderTimestamp, start), lt(orders.orderTimestamp, end))!;
}

const BATCH = 1000;

/** Orders matching `where`, newest first, in keyset batches (placed-on text to the microsecond, then id). */
async function* orderBatches<T extends { id: number; key: string | null }>(
  where: SQL,
  read: (where: SQL) => Promise<T[]>,
): AsyncGenerator<T[]> {
  let last: T | undefined;
  while (true) {
    const after = last
      ? // The bound on the placed-on time alone lets the index on it start where the batch before ended.
        sql`${orders.orderTimestamp} <= ${last.key}::timestamptz and (${orders.orderTimestamp} < ${last.key}::timestamptz or ${orders.id} < ${last.id})`
      : undefined;
    const batch = await read(after ? and(where, after)! : where);
    if (batch.length === 0) return;
    yield batch;
    if (batch.length < BATCH) return;
    last = batch[batch.length - 1];
  }
}

const addressLine = (
  address: { line1: string | null; line2: string | null; city: string | null; state: string | null } | null,
) =>
  address ? [address.line1, address.line2, address.city, address.state].filter(Boolean).join(', ') : null;

/**
 * Rows of another table by id, read once per export: a million lines name some thousands
 * of products, so each batch reads from the database only the ones not seen yet
 * (instead of joining every line to its product again). Cleared past `MAX_CACHED` entries.
 */
function byIdCache<T>(read: (ids: number[]) => Promise<(T & { id: number })[]>) {
  const seen = new Map<number, T>();
  return async (ids: Iterable<number>): Promise<Map<number, T>> => {
    const wanted = [...new Set(ids)];
    let missing = wanted.filter((id) => !seen.has(id));
    if (missing.length > 0) {
      if (seen.size + missing.length > MAX_CACHED) {
        seen.clear();
        missing = wanted;
      }
      for (const row of await read(missing)) seen.set(row.id, row);
    }
    return seen;
  };
}

const MAX_CACHED = 100_000;

async function* orderRows(db: Db, where: SQL): AsyncGenerator<unknown[]> {
  // Customers are joined: a store has many more of them than a batch repeats.
  const read = (w: SQL) =>
    db
      .select({
        id: orders.id,
        key: sql<string | null>`${orders.orderTimestamp}::text`,
        orderReference: orders.orderReference,
        customer: users.fullName,
        mobile: users.mobileNumber,
        email: users.emailAddress,
        address: orders.address,
        status: orders.status,
        paymentMethod: orders.paymentMethod,
        deliveryType: orders.deliveryType,
        total: orders.total,
        shippingCharges: orders.shippingCharges,
        taxedAmount: orders.taxedAmount,
        discountAmount: orders.discountAmount,
        grandTotal: orders.grandTotal,
        amountReceived: orders.amountReceived,
        coupon: coupons.code,
        orderTimestamp: orders.orderTimestamp,
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .leftJoin(coupons, eq(coupons.id, orders.couponId))
      .where(w)
      .orderBy(desc(orders.orderTimestamp), desc(orders.id))
      .limit(BATCH);
  for await (const batch of orderBatches(where, read)) {
    for (const o of batch) {
      yield [
        o.id,
        o.orderReference,
        o.customer,
        o.mobile,
        o.email,
        addressLine(o.address),
        o.address?.pincode ?? null,
        o.status,
        o.paymentMethod === 'cod' ? 'COD' : o.paymentMethod === 'online' ? 'Online' : null,
        isPaid(o) ? 'Paid' : 'Not paid',
        o.deliveryType,
        o.total,
        o.shippingCharges,
        o.taxedAmount,
        o.discountAmount,
        o.grandTotal,
        o.amountReceived,
        o.coupon,
        o.orderTimestamp,
      ];
    }
  }
}

async function* lineRows(db: Db, where: SQL): AsyncGenerator<unknown[]> {
  const read = (w: SQL) =>
    db
      .select({ id: orders.id, key: sql<string | null>`${orders.orderTimestamp}::text` })
      .from(orders)
      .where(w)
      .orderBy(desc(orders.orderTimestamp), desc(orders.id))
      .limit(BATCH);
  const productsById = byIdCache((ids) =>
    db
      .select({ id: products.id, name: products.name, hsn: products.hsnCode })
      .from(products)
      .where(inList(products.id, ids, 'integer')),
  );
  const variationsById = byIdCache((ids) =>
    db
      .select({ id: productsVariations.id, name: productsVariations.name, sku: productsVariations.sku })
      .from(productsVariations)
      .where(inList(productsVariations.id, ids, 'integer')),
  );
  for await (const batch of orderBatches(where, read)) {
    const ids = batch.map((o) => o.id);
    // One bound array, no join back to orders: the lines are put in the batch's order here.
    const lines = await db
      .select({
        id: ordersProducts.id,
        orderId: ordersProducts.orderId,
        productId: ordersProducts.productId,
        variationId: ordersProducts.productsVariationId,
        quantity: ordersProducts.quantity,
        unitPrice: ordersProducts.unitPrice,
        salePrice: ordersProducts.salePrice,
        subTotal: ordersProducts.subTotal,
        taxedAmount: ordersProducts.taxedAmount,
      })
      .from(ordersProducts)
      .where(inList(ordersProducts.orderId, ids, 'integer'));
    const [named, varied] = await Promise.all([
      productsById(lines.map((l) => l.productId)),
      variationsById(lines.map((l) => l.variationId)),
    ]);
    const place = new Map(ids.map((id, i) => [id, i]));
    lines.sort((a, b) => place.get(a.orderId)! - place.get(b.orderId)! || a.id - b.id);
    for (const l of lines) {
      const product = named.get(l.productId);
      const variation = varied.get(l.variationId);
      yield [
        l.orderId,
        product?.name ?? null,
        variation?.name ?? null,
        variation?.sku ?? null,
        product?.hsn ?? null,
        l.quantity,
        l.unitPrice,
        l.salePrice,
        l.subTotal,
        l.taxedAmount,
      ];
    }
  }
}

/** The two sheets: one row per order, one row per line; each reads its rows only as the client takes bytes. */
export function orderExportSheets(db: Db, where: SQL): XlsxSheet[] {
  return [
    {
      name: 'Orders',
      columns: [
        { header: 'Order ID' },
        { header: 'Reference' },
        { header: 'Customer', width: 24 },
        { header: 'Mobile', width: 14 },
        { header: 'Email', width: 28 },
        { header: 'Address', width: 40 },
        { header: 'Pincode' },
        { header: 'Status', width: 16 },
        { header: 'Payment' },
        { header: 'Paid' },
        { header: 'Delivery type', width: 14 },
        { header: 'Total' },
        { header: 'Shipping' },
        { header: 'Tax' },
        { header: 'Discount' },
        { header: 'Grand total' },
        { header: 'Received' },
        { header: 'Coupon' },
        { header: 'Placed on', kind: 'datetime', width: 20 },
      ],
      rows: orderRows(db, where),
    },
    {
      name: 'Lines',
      columns: [
        { header: 'Order ID' },
        { header: 'Product', width: 30 },
        { header: 'Variation', width: 20 },
        { header: 'SKU', width: 16 },
        { header: 'HSN' },
        { header: 'Quantity' },
        { header: 'Unit price' },
        { header: 'Sale price' },
        { header: 'Sub total' },
        { header: 'Tax' },
      ],
      rows: lineRows(db, where),
    },
  ];
}
