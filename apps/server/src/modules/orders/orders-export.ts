import {
  type FieldSpec,
  ORDER_EXPORT_RANGE_MESSAGE,
  type OrderExportRequest,
  orders as orderDef,
  type RawQuery,
} from '@mandi/domain';
import { and, gte, lt, type SQL, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Db } from '../../db/client';
import { coupons, orders, ordersProducts, products, productsVariations, users } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { whereSql } from '../../lib/list';
import { onOneConnection, type PreparedArrays, poolOf } from '../../lib/list/statement';
import { cellKindOf } from '../../lib/xlsx-export';
import type { XlsxColumn, XlsxSheet } from '../../lib/xlsx-writer';
import { isPaid, ordersBinding } from './orders.binding';
import { type CursorRows, cursorRows } from './orders-export-cursor';
import { parseOrderQuery } from './orders-query';

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
export function exportWhere(body: OrderExportRequest): SQL {
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

// Order ids read at once, from the index on (placed-on, id) alone.
const IDS_PER_READ = 1000;
// Orders a batch: small enough that a batch's rows die young (read, written and gone before
// the young generation is collected twice), so they are not copied into the old one, whose
// growth starts the full collections that were a third of the export's CPU.
const BATCH = 100;
// Batches asked for ahead of the one being written (each is read by its ids, independent of
// the others). One measured best: more held more rows, whose collection cost more CPU than
// reading them side by side saved.
const READS_AHEAD = 1;

const newestFirst = sql`order by ${orders.orderTimestamp} desc, ${orders.id} desc`;
// After the last order of the read before. The bound on the placed-on time alone lets the
// index on it start where that read ended.
const key = sql.placeholder('key');
const afterLast = sql`${orders.orderTimestamp} <= ${key}::timestamptz and (${orders.orderTimestamp} < ${key}::timestamptz or ${orders.id} < ${sql.placeholder('id')})`;

/**
 * The ids of the orders matching `where`, newest first (placed-on, then id), by keyset (the
 * placed-on time as text, to the microsecond), IDS_PER_READ at a time, each read while the
 * one before is used. Ids are kept in typed arrays: no object per order to collect.
 */
async function* orderIds(prepare: Prepare, where: SQL): AsyncGenerator<Int32Array> {
  const keys = (w: SQL) =>
    sql`select ${orders.orderTimestamp}::text, ${orders.id} from ${orders} where ${w} ${newestFirst} limit ${sql.raw(String(IDS_PER_READ))}`;
  const first = prepare(keys(where));
  const after = prepare(keys(and(where, afterLast)!));
  let next: Promise<unknown[][]> | undefined = first({});
  while (next) {
    const rows: unknown[][] = await next;
    const last = rows[rows.length - 1];
    next = rows.length === IDS_PER_READ && last ? after({ key: last[0], id: last[1] }) : undefined;
    // Read ahead: a download cancelled meanwhile must not leave its failure unhandled.
    next?.catch(() => {});
    if (rows.length > 0) yield Int32Array.from(rows, (row) => row[1] as number);
  }
}

/**
 * Rows of the orders matching `where` in batches of BATCH orders, newest first: `statement`
 * reads the rows of the orders whose ids are bound to `sql.placeholder('ids')`, in that order.
 * It is prepared once for the export, and READS_AHEAD batches are asked for ahead of the
 * one being written. A sheet's statements run on one connection (onOneConnection).
 */
function batchesOf(db: Db, where: SQL, statement: SQL): AsyncGenerator<unknown[][]> {
  return onOneConnection(db, (prepare) => batchesOn(prepare, where, statement));
}

type Prepare = (query: SQL) => PreparedArrays;

async function* batchesOn(prepare: Prepare, where: SQL, statement: SQL): AsyncGenerator<unknown[][]> {
  const read = prepare(statement);
  const pending: Promise<unknown[][]>[] = [];
  for await (const ids of orderIds(prepare, where)) {
    for (let i = 0; i < ids.length; i += BATCH) {
      // One text parameter, `{1,2,…}`: no array for the driver to walk and quote.
      const batch = read({ ids: `{${ids.subarray(i, i + BATCH).join(',')}}` });
      batch.catch(() => {});
      pending.push(batch);
      if (pending.length > READS_AHEAD) yield await pending.shift()!;
    }
  }
  while (pending.length > 0) yield await pending.shift()!;
}

/** The ids bound to a batch's statement, numbered in their order (`"k"."id"`, `"k"."n"`). */
const batchIds = sql`unnest(${sql.placeholder('ids')}::integer[]) with ordinality as "k"("id", "n")`;

const PAYMENT: Record<string, string> = { cod: 'COD', online: 'Online' };

/** The Orders sheet's columns, in its order (customers and coupons joined). */
function orderColumnsSql(): SQL {
  const part = (field: string) => sql`nullif(${orders.address}->>${sql.raw(`'${field}'`)}, '')`;
  return sql`${orders.id}, ${orders.orderReference}, ${users.fullName}, ${users.mobileNumber},
    ${users.emailAddress},
    concat_ws(', ', ${part('line1')}, ${part('line2')}, ${part('city')}, ${part('state')}),
    ${orders.address}->>'pincode', ${orders.status}, ${orders.paymentMethod}, null,
    ${orders.deliveryType}, ${orders.total}, ${orders.shippingCharges}, ${orders.taxedAmount},
    ${orders.discountAmount}, ${orders.grandTotal}, ${orders.amountReceived}, ${coupons.code},
    ${orders.orderTimestamp}::text`;
}

const customerAndCoupon = sql`inner join ${users} on ${users.id} = ${orders.userId}
  left join ${coupons} on ${coupons.id} = ${orders.couponId}`;

/**
 * The Orders sheet on the embedded database. Rows are read as the driver's arrays in the
 * sheet's column order, nothing decoded (amounts stay the database's text, written as
 * numbers), and each row becomes its own cells: a million of them, so no object or second
 * array per row. Customers are joined: a store has many more of them than a batch repeats.
 * The address's parts are joined by the database, which has a core to spare for it.
 */
function orderRows(db: Db, where: SQL): AsyncGenerator<unknown[][]> {
  return batchesOf(
    db,
    where,
    sql`select ${orderColumnsSql()}
      from ${batchIds} inner join ${orders} on ${orders.id} = "k"."id" ${customerAndCoupon}
      order by "k"."n"`,
  );
}

/**
 * The Orders sheet on PostgreSQL: one statement, newest first, read through a cursor (as the
 * Lines sheet is): a year's 8,000 batches by id were 8,000 statements for the database to plan
 * and join, and for the server to send and take apart.
 */
function orderCursor(db: Db, pool: pg.Pool, where: SQL): CursorRows {
  return cursorRows(
    db,
    pool,
    sql`select ${orderColumnsSql()}
      from ${orders} ${customerAndCoupon}
      where ${where}
      ${newestFirst}`,
  );
}

/** An Orders sheet row's cells: the row read, its payment method named and its paid badge set. */
function orderCells(stored: unknown): unknown[] {
  const row = stored as unknown[];
  row[8] = PAYMENT[row[8] as string] ?? null;
  row[9] = isPaid({ grandTotal: row[15], amountReceived: row[16] }) ? 'Paid' : 'Not paid';
  return row;
}

/**
 * The Lines sheet: per batch of orders, their lines in one statement, in the batch's order of
 * orders and each order's by line id, each joined to its product and variation by primary key.
 * A year's lines may name a million products: a cache of names read once missed on nearly
 * every batch there, and the join costs the database a few index reads per line whatever the
 * number of distinct products.
 */
function lineRows(db: Db, where: SQL): AsyncGenerator<unknown[][]> {
  return batchesOf(
    db,
    where,
    sql`select ${LINE_COLUMNS}
      from ${batchIds} inner join ${ordersProducts} on ${ordersProducts.orderId} = "k"."id"
        left join ${products} on ${products.id} = ${ordersProducts.productId}
        left join ${productsVariations} on ${productsVariations.id} = ${ordersProducts.productsVariationId}
      order by "k"."n", ${ordersProducts.id}`,
  );
}

/** The Lines sheet's columns, in its order. */
const LINE_COLUMNS = sql`${ordersProducts.orderId}, ${products.name}, ${productsVariations.name},
  ${productsVariations.sku}, ${products.hsnCode}, ${ordersProducts.quantity},
  ${ordersProducts.unitPrice}, ${ordersProducts.salePrice}, ${ordersProducts.subTotal},
  ${ordersProducts.taxedAmount}`;

/**
 * The Lines sheet on PostgreSQL: one statement for all the export's lines, in the sheets'
 * order (newest order first, then line id), read through a cursor begun with the export, so
 * the database joins and sorts them while the Orders sheet is written. A year's 1.7 million
 * lines naming a million products took two index lookups each (most of the database's CPU,
 * and all of it after the Orders sheet); one statement lets the planner join a large export
 * by hashing the catalogue once, and a small one by index.
 */
function lineCursor(db: Db, pool: pg.Pool, where: SQL): CursorRows {
  return cursorRows(
    db,
    pool,
    sql`select ${LINE_COLUMNS}
      from ${orders} inner join ${ordersProducts} on ${ordersProducts.orderId} = ${orders.id}
        left join ${products} on ${products.id} = ${ordersProducts.productId}
        left join ${productsVariations} on ${productsVariations.id} = ${ordersProducts.productsVariationId}
      where ${where}
      order by ${orders.orderTimestamp} desc, ${orders.id} desc, ${ordersProducts.id}`,
  );
}

/** Runs `close` when `rows` ends without being read to its end (the download was cancelled). */
async function* closingUnlessRead<T>(rows: AsyncGenerator<T>, close: () => void): AsyncGenerator<T> {
  let read = false;
  try {
    yield* rows;
    read = true;
  } finally {
    if (!read) close();
  }
}

/** An Orders sheet column showing an order field, written as the declaration says (money in rupees). */
const orderColumn = (header: string, field: keyof typeof orderDef.fields, width?: number): XlsxColumn => ({
  header,
  width,
  kind: cellKindOf(orderDef.fields[field]),
});

/** The Lines sheet's fields, declared as a resource's are: quantities counted, prices in rupees. */
const LINE_FIELDS = {
  orderId: { type: 'integer' },
  quantity: { type: 'integer' },
  unitPrice: { type: 'number', list: 'money' },
  salePrice: { type: 'number', list: 'money' },
  subTotal: { type: 'number', list: 'money' },
  taxedAmount: { type: 'number', list: 'money' },
} as const satisfies Record<string, FieldSpec>;

const lineColumn = (header: string, field: keyof typeof LINE_FIELDS): XlsxColumn => ({
  header,
  kind: cellKindOf(LINE_FIELDS[field]),
});

/** The two sheets: one row per order, one row per line; each reads its rows only as the client takes bytes. */
export function orderExportSheets(db: Db, where: SQL): XlsxSheet[] {
  const pool = poolOf(db);
  const orderSheet = pool ? orderCursor(db, pool, where) : undefined;
  const lines = pool ? lineCursor(db, pool, where) : undefined;
  // Both cursors are begun now; a download cancelled during the Orders sheet ends both.
  const closeBoth = () => {
    orderSheet?.close();
    lines?.close();
  };
  const ordersSheetRows = orderSheet ? closingUnlessRead(orderSheet.rows, closeBoth) : orderRows(db, where);
  return [
    {
      name: 'Orders',
      columns: [
        orderColumn('Order ID', 'id'),
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
        orderColumn('Total', 'total'),
        orderColumn('Shipping', 'shippingCharges'),
        orderColumn('Tax', 'taxedAmount'),
        orderColumn('Discount', 'discountAmount'),
        orderColumn('Grand total', 'grandTotal'),
        orderColumn('Received', 'amountReceived'),
        { header: 'Coupon' },
        orderColumn('Placed on', 'orderTimestamp', 20),
      ],
      rows: ordersSheetRows,
      cells: orderCells,
    },
    {
      name: 'Lines',
      columns: [
        lineColumn('Order ID', 'orderId'),
        { header: 'Product', width: 30 },
        { header: 'Variation', width: 20 },
        { header: 'SKU', width: 16 },
        { header: 'HSN' },
        lineColumn('Quantity', 'quantity'),
        lineColumn('Unit price', 'unitPrice'),
        lineColumn('Sale price', 'salePrice'),
        lineColumn('Sub total', 'subTotal'),
        lineColumn('Tax', 'taxedAmount'),
      ],
      rows: lines ? lines.rows : lineRows(db, where),
    },
  ];
}
