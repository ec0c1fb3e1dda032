import { ORDER_EXPORT_RANGE_MESSAGE, ORDER_STATUSES, type RawQuery } from '@mandi/domain';
import { and, gte, lt, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { orders, products, productsVariations } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { whereSql } from '../../lib/list';
import { inList } from '../../lib/list/binding';
import {
  datetime,
  number,
  numberCell,
  rowCells,
  rowXml,
  text,
  textCell as textCellSql,
} from '../../lib/xlsx-sql';
import { textCell, type XlsxSheet } from '../../lib/xlsx-writer';
import { ordersBinding } from './orders.binding';
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

/** The keyset bound after the last order of the batch before: placed-on time (text, to the microsecond), then id. */
function after(where: SQL, last: { key: string; id: number } | undefined): SQL {
  if (!last) return where;
  // The bound on the placed-on time alone lets the index on it start where the batch before ended.
  return and(
    where,
    sql`${orders.orderTimestamp} <= ${last.key}::timestamptz and (${orders.orderTimestamp} < ${last.key}::timestamptz or ${orders.id} < ${last.id})`,
  )!;
}

interface RenderedBatch {
  xml: string | null;
  rows: number;
  orders: number;
  key: string | null;
  id: number | null;
}

/**
 * A sheet's rows, a batch of orders at a time (newest first, keyset): `render(batchSql, base)`
 * is the query that gives the batch's XML from the CTE `b` (the batch's orders: id and
 * order_timestamp), its rows numbered from `base + 1`, and how many rows and orders it had.
 */
async function* renderedBatches(db: Db, where: SQL, render: (base: number) => SQL): AsyncGenerator<string> {
  let last: { key: string; id: number } | undefined;
  let base = 1;
  while (true) {
    const batch = sql`select ${orders.id} as id, ${orders.orderTimestamp} as order_timestamp from ${orders} where ${after(where, last)} order by ${orders.orderTimestamp} desc, ${orders.id} desc limit ${BATCH}`;
    const result = await db.execute(
      sql`with b as materialized (${batch}), r as (${render(base)}) select (select string_agg(x, '' order by n) from r) as xml, (select count(*)::int from r) as rows, (select count(*)::int from b) as orders, (select order_timestamp::text from b order by order_timestamp desc, id desc offset ${BATCH - 1} limit 1) as key, (select min(id) from b where order_timestamp = (select min(order_timestamp) from b)) as id`,
    );
    const answer = (result as unknown as { rows: RenderedBatch[] }).rows[0]!;
    if (answer.xml) yield answer.xml;
    base += answer.rows;
    if (answer.orders < BATCH || !answer.key) return;
    last = { key: answer.key, id: Number(answer.id) };
  }
}

const n = sql.raw('r0.n');

/** The Orders sheet's rows: the order, its customer, address, payment, amounts, coupon and placed-on time. */
function orderXml(base: number): SQL {
  const address = sql.raw('o.address');
  const line = (key: string) => sql`nullif(${address} ->> ${sql.raw(`'${key}'`)}, '')`;
  const row = rowXml(n, [
    number(sql.raw('o.id')),
    text(sql.raw('o.order_reference')),
    text(sql.raw('u.full_name')),
    text(sql.raw('u.mobile_number')),
    text(sql.raw('u.email_address')),
    text(
      sql`nullif(concat_ws(', ', ${line('line1')}, ${line('line2')}, ${line('city')}, ${line('state')}), '')`,
    ),
    // A pincode kept as a JSON number is written as a number, as the writer would.
    (letter) => (m) =>
      sql`(case when jsonb_typeof(${address} -> 'pincode') = 'number' then ${numberCell(letter, sql`${address} ->> 'pincode'`)(m)} else ${textCellSql(letter, sql`${address} ->> 'pincode'`)(m)} end)`,
    text(sql.raw('o.status')),
    text(sql.raw(`case o.payment_method when 'cod' then 'COD' when 'online' then 'Online' end`)),
    text(
      sql.raw(
        `case when coalesce(o.grand_total, 0) > 0 and coalesce(o.amount_received, 0) >= coalesce(o.grand_total, 0) then 'Paid' else 'Not paid' end`,
      ),
    ),
    text(sql.raw('o.delivery_type')),
    number(sql.raw('o.total')),
    number(sql.raw('o.shipping_charges')),
    number(sql.raw('o.taxed_amount')),
    number(sql.raw('o.discount_amount')),
    number(sql.raw('o.grand_total')),
    number(sql.raw('o.amount_received')),
    text(sql.raw('c.code')),
    datetime(sql.raw('o.order_timestamp')),
  ]);
  // Customers and coupons are joined: a store has many more customers than a batch repeats.
  return sql`select r0.n, ${row} as x from (select b.id, row_number() over (order by b.order_timestamp desc, b.id desc) + ${base} as n from b) r0 join orders o on o.id = r0.id join users u on u.id = o.user_id left join coupons c on c.id = o.coupon_id`;
}

/**
 * Rows of another table by id, read once per export: a million lines name some thousands of
 * products, so each batch reads only the ones not seen yet (joining every line to its
 * product and variation in the database cost more than the rest of the line). Cleared past
 * `MAX_CACHED` entries.
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

/** A cell's text as the writer escapes it, kept so a product's name is escaped once per export. */
const escapedOnce = (value: string | null) => {
  const cell = value ? textCell('', value) : '';
  // '<c r="" t="inlineStr">...': from the reference's closing quote on.
  return cell ? cell.slice('<c r="'.length) : '';
};

interface LineTail {
  n: number;
  order_id: number;
  product_id: number;
  variation_id: number;
  x: string;
}

/**
 * The Lines sheet's rows: each line of a batch of orders, in their order. The database renders
 * the line's own cells (quantities, prices, tax); product and variation cells come from
 * caches, escaped once each.
 */
async function* lineXml(db: Db, where: SQL): AsyncGenerator<string> {
  const productsById = byIdCache(async (ids) =>
    (
      await db
        .select({ id: products.id, name: products.name, hsn: products.hsnCode })
        .from(products)
        .where(inList(products.id, ids, 'integer'))
    ).map((p) => ({ id: p.id, name: escapedOnce(p.name), hsn: escapedOnce(p.hsn) })),
  );
  const variationsById = byIdCache(async (ids) =>
    (
      await db
        .select({ id: productsVariations.id, name: productsVariations.name, sku: productsVariations.sku })
        .from(productsVariations)
        .where(inList(productsVariations.id, ids, 'integer'))
    ).map((v) => ({ id: v.id, name: escapedOnce(v.name), sku: escapedOnce(v.sku) })),
  );
  const tail = rowCells(
    n,
    [
      number(sql.raw('r0.quantity')),
      number(sql.raw('r0.unit_price')),
      number(sql.raw('r0.sale_price')),
      number(sql.raw('r0.sub_total')),
      number(sql.raw('r0.taxed_amount')),
    ],
    5,
  );
  let last: { key: string; id: number } | undefined;
  let base = 1;
  while (true) {
    const batch = (
      (await db.execute(
        sql`select ${orders.id} as id, ${orders.orderTimestamp}::text as key from ${orders} where ${after(where, last)} order by ${orders.orderTimestamp} desc, ${orders.id} desc limit ${BATCH}`,
      )) as unknown as { rows: { id: number; key: string }[] }
    ).rows;
    if (batch.length === 0) return;
    const ids = batch.map((o) => o.id);
    const lines = (
      (await db.execute(
        sql`select r0.n, r0.order_id, r0.product_id, r0.products_variation_id as variation_id, ${tail} as x from (select l.*, row_number() over (order by b.k, l.id) + ${base} as n from unnest(${sql.param(ids)}::integer[]) with ordinality as b(id, k) join orders_products l on l.order_id = b.id) r0 order by r0.n`,
      )) as unknown as { rows: LineTail[] }
    ).rows;
    const [named, varied] = await Promise.all([
      productsById(lines.map((l) => l.product_id)),
      variationsById(lines.map((l) => l.variation_id)),
    ]);
    let xml = '';
    for (const l of lines) {
      const product = named.get(l.product_id);
      const variation = varied.get(l.variation_id);
      const r = String(l.n);
      xml += `<row r="${r}"><c r="A${r}"><v>${l.order_id}</v></c>`;
      if (product?.name) xml += `<c r="B${r}${product.name}`;
      if (variation?.name) xml += `<c r="C${r}${variation.name}`;
      if (variation?.sku) xml += `<c r="D${r}${variation.sku}`;
      if (product?.hsn) xml += `<c r="E${r}${product.hsn}`;
      xml += `${l.x}</row>`;
    }
    if (xml) yield xml;
    base += lines.length;
    if (batch.length < BATCH) return;
    const end = batch[batch.length - 1]!;
    last = { key: end.key, id: end.id };
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
      xml: renderedBatches(db, where, orderXml),
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
      xml: lineXml(db, where),
    },
  ];
}
