import { ORDER_EXPORT_RANGE_MESSAGE, ORDER_STATUSES, type RawQuery } from '@mandi/domain';
import { and, gte, lt, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { coupons, orders, ordersProducts, products, productsVariations, users } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { whereSql } from '../../lib/list';
import { inList } from '../../lib/list/binding';
import { runArrays } from '../../lib/list/statement';
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
  /** The delivery pincode, exact: six digits (a bad one is refused as the list refuses it). */
  pincode: filterText,
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
  const pincode = body.pincode?.trim();
  if (pincode) filter.push(`pincode||$eq||${pincode}`);
  const raw: RawQuery = filter.length ? { filter } : {};
  const where = whereSql(ordersBinding, parseOrderQuery(raw).where);
  return and(where, gte(orders.orderTimestamp, start), lt(orders.orderTimestamp, end))!;
}

const BATCH = 1000;

/**
 * Keys of a batch of orders as the export reads them: placed-on time as text (to the
 * microsecond), then id, in each row's first two columns.
 */
type OrderKeys = unknown[][];

/**
 * Batches of orders matching `where`, newest first, by keyset (placed-on, then id): `read`
 * answers a batch and `keysOf` its orders' keys. The next batch is asked for as soon as one
 * arrives, so the database reads it while this one is written: neither waits for the other.
 */
async function* orderBatches<B>(
  where: SQL,
  read: (where: SQL) => Promise<B>,
  keysOf: (batch: B) => OrderKeys,
): AsyncGenerator<B> {
  const after = (last: unknown[]) => {
    const [key, id] = last;
    // The bound on the placed-on time alone lets the index on it start where the batch before ended.
    return sql`${orders.orderTimestamp} <= ${key}::timestamptz and (${orders.orderTimestamp} < ${key}::timestamptz or ${orders.id} < ${id})`;
  };
  let next = read(where);
  while (true) {
    const batch = await next;
    const keys = keysOf(batch);
    if (keys.length === 0) return;
    const more = keys.length === BATCH;
    if (more) {
      next = read(and(where, after(keys[keys.length - 1]!))!);
      // Read ahead: a download cancelled meanwhile must not leave its failure unhandled.
      next.catch(() => {});
    }
    yield batch;
    if (!more) return;
  }
}

const newestFirst = sql`order by ${orders.orderTimestamp} desc, ${orders.id} desc limit ${sql.raw(String(BATCH))}`;

/**
 * Rows of another table by id, read once per export: a million lines name some thousands
 * of products, so each batch reads from the database only the ones not seen yet
 * (instead of joining every line to its product again). Cleared past `MAX_CACHED` entries.
 */
function byIdCache<T>(read: (ids: number[]) => Promise<(T & { id: number })[]>) {
  const seen = new Map<number, T>();
  return {
    seen,
    /** Makes sure every one of `ids` is in `seen`. */
    async load(ids: Iterable<number>): Promise<void> {
      const wanted = [...new Set(ids)];
      let missing = wanted.filter((id) => !seen.has(id));
      if (missing.length === 0) return;
      if (seen.size + missing.length > MAX_CACHED) {
        seen.clear();
        missing = wanted;
      }
      for (const row of await read(missing)) seen.set(row.id, row);
    },
  };
}

const MAX_CACHED = 100_000;

const PAYMENT: Record<string, string> = { cod: 'COD', online: 'Online' };

/**
 * The Orders sheet. Rows are read as the driver's arrays, nothing decoded (amounts stay the
 * database's text, written as numbers): a million of them, so no object per row and no
 * per-cell decoding. Customers are joined: a store has many more of them than a batch repeats.
 */
function orderRows(db: Db, where: SQL): AsyncGenerator<unknown[][]> {
  const address = (field: string) => sql`${orders.address}->>${sql.raw(`'${field}'`)}`;
  const read = (w: SQL) =>
    runArrays(
      db,
      sql`select ${orders.orderTimestamp}::text, ${orders.id}, ${orders.orderReference},
        ${users.fullName}, ${users.mobileNumber}, ${users.emailAddress},
        ${address('line1')}, ${address('line2')}, ${address('city')}, ${address('state')}, ${address('pincode')},
        ${orders.status}, ${orders.paymentMethod}, ${orders.deliveryType}, ${orders.total},
        ${orders.shippingCharges}, ${orders.taxedAmount}, ${orders.discountAmount},
        ${orders.grandTotal}, ${orders.amountReceived}, ${coupons.code}
      from ${orders} inner join ${users} on ${users.id} = ${orders.userId}
        left join ${coupons} on ${coupons.id} = ${orders.couponId}
      where ${w} ${newestFirst}`,
    );
  return orderBatches(where, read, (rows) => rows);
}

/** An Orders sheet row's cells from the columns `orderRows` reads. */
function orderCells(row: unknown): unknown[] {
  const r = row as unknown[];
  const [placedOn, id, reference, customer, mobile, email, line1, line2, city, state, pincode] = r;
  return [
    id,
    reference,
    customer,
    mobile,
    email,
    [line1, line2, city, state].filter(Boolean).join(', '),
    pincode,
    r[11],
    PAYMENT[r[12] as string] ?? null,
    isPaid({ grandTotal: r[18], amountReceived: r[19] }) ? 'Paid' : 'Not paid',
    r[13],
    r[14],
    r[15],
    r[16],
    r[17],
    r[18],
    r[19],
    r[20],
    placedOn,
  ];
}

/**
 * The Lines sheet: per batch of orders, their lines in one statement (one bound array, no join
 * back to orders), put in the batch's order here; products and variations named from caches
 * as each line is written.
 */
function linesSheet(db: Db, where: SQL): Pick<XlsxSheet, 'rows' | 'cells'> {
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
  // One batch: its orders' keys and every line of them (order id, product, variation, figures).
  const read = async (w: SQL) => {
    const keys = await runArrays(
      db,
      sql`select ${orders.orderTimestamp}::text, ${orders.id} from ${orders} where ${w} ${newestFirst}`,
    );
    const ids = keys.map((k) => k[1] as number);
    const lines =
      ids.length === 0
        ? []
        : await runArrays(
            db,
            sql`select ${ordersProducts.orderId}, ${ordersProducts.productId}, ${ordersProducts.productsVariationId},
              ${ordersProducts.quantity}, ${ordersProducts.unitPrice}, ${ordersProducts.salePrice},
              ${ordersProducts.subTotal}, ${ordersProducts.taxedAmount}
            from ${ordersProducts} where ${inList(ordersProducts.orderId, ids, 'integer')}
            order by ${ordersProducts.id}`,
          );
    return { keys, ids, lines };
  };
  async function* rows() {
    for await (const { ids, lines } of orderBatches(where, read, (batch) => batch.keys)) {
      await Promise.all([
        productsById.load(lines.map((l) => l[1] as number)),
        variationsById.load(lines.map((l) => l[2] as number)),
      ]);
      // Lines in the batch's order of orders, each order's by line id (as read).
      const byOrder = new Map<number, unknown[][]>(ids.map((id) => [id, []]));
      for (const line of lines) byOrder.get(line[0] as number)!.push(line);
      yield [...byOrder.values()].flat();
    }
  }
  // Order id, product, variation, SKU, HSN, then quantity, prices, sub total and tax as read.
  const cells = (row: unknown) => {
    const line = row as unknown[];
    const product = productsById.seen.get(line[1] as number);
    const variation = variationsById.seen.get(line[2] as number);
    return [
      line[0],
      product?.name ?? null,
      variation?.name ?? null,
      variation?.sku ?? null,
      product?.hsn ?? null,
      line[3],
      line[4],
      line[5],
      line[6],
      line[7],
    ];
  };
  return { rows: rows(), cells };
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
        { header: 'Total', kind: 'number' },
        { header: 'Shipping', kind: 'number' },
        { header: 'Tax', kind: 'number' },
        { header: 'Discount', kind: 'number' },
        { header: 'Grand total', kind: 'number' },
        { header: 'Received', kind: 'number' },
        { header: 'Coupon' },
        { header: 'Placed on', kind: 'datetime', width: 20 },
      ],
      rows: orderRows(db, where),
      cells: orderCells,
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
        { header: 'Unit price', kind: 'number' },
        { header: 'Sale price', kind: 'number' },
        { header: 'Sub total', kind: 'number' },
        { header: 'Tax', kind: 'number' },
      ],
      ...linesSheet(db, where),
    },
  ];
}
