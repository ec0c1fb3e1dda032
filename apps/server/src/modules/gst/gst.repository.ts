import type { GstDocument, GstLineGroup, GstSmallSales } from '@mandi/domain';
import { type AnyColumn, and, asc, eq, gt, gte, inArray, lte, type SQL, sql } from 'drizzle-orm';
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

// Documents read at once: a batch is summed and dropped before the next is read (500 keeps the
// server's peak low at 100,000 invoices; bench/README.md).
const BATCH = 500;

/** A stored document without what GST reporting never reads (the seller, addresses, words). */
const withoutParties = (document: SQL | AnyColumn) =>
  sql<GstDocument>`(${document} - 'seller' - 'shipTo' - 'amountInWords')`;

/**
 * Whether a document (its jsonb head fields `h`) is a small sale (gst-line-group.ts): no buyer
 * GSTIN, a value at most the threshold. The domain checks each group it is given again.
 */
const smallSale = (threshold: number) =>
  sql`coalesce(coalesce("h"."buyer"->>'gstNumber', '') = '' and ("h"."totals"->>'grandTotal')::numeric <= ${threshold}, false)`;
const HEAD = sql`cross join lateral jsonb_to_record(${ordersInvoices.document}) as "h"("buyer" jsonb, "placeOfSupply" jsonb, "totals" jsonb, "lines" jsonb)`;

export interface IssuedInvoiceRow {
  id: number;
  orderId: number;
  document: GstDocument;
}

/**
 * The invoices dated from `from` to `to` (India days), in id order (the order they were
 * issued), BATCH at a time by keyset on id, each read as the GST part of its document; with
 * `exceptSmallSalesUnder`, only those that are not small sales (those are summed by smallSalesIssued).
 */
export async function* invoicesIssued(
  db: Executor,
  from: string,
  to: string,
  exceptSmallSalesUnder?: number,
): AsyncGenerator<IssuedInvoiceRow[]> {
  // Without the filter the head fields are not read (a second pass over each document).
  const all = exceptSmallSalesUnder === undefined;
  const which = all ? sql`true` : sql`not ${smallSale(exceptSmallSalesUnder)}`;
  let last = 0;
  for (;;) {
    const { rows } = (await db.execute(sql`
      select ${ordersInvoices.id} as "id", ${ordersInvoices.orderId} as "orderId",
        ${withoutParties(ordersInvoices.document)} as "document"
      from ${ordersInvoices} ${all ? sql`` : HEAD}
      where ${ordersInvoices.invoiceDate} between ${from} and ${to} and ${ordersInvoices.id} > ${last} and ${which}
      order by ${ordersInvoices.id} limit ${BATCH}`)) as unknown as { rows: IssuedInvoiceRow[] };
    if (rows.length > 0) yield rows;
    if (rows.length < BATCH) return;
    last = rows[rows.length - 1]!.id;
  }
}

const LINE_COLUMNS = sql.raw(
  `"description" text, "hsnCode" text, "unit" text, "quantity" numeric, "taxRate" jsonb, "taxableValue" numeric, "cgst" numeric, "sgst" numeric, "igst" numeric, "cess" numeric`,
);
const LINE_NAMES = sql.raw(
  `"description", "hsnCode", "unit", "quantity", "taxRate", "taxableValue", "cgst", "sgst", "igst", "cess", "place"`,
);
const total = (field: string) =>
  sql.raw(`sum(("h"."totals"->>'${field}')::numeric) filter (where coalesce("l"."place", 1) = 1)`);

interface SmallSalesRow {
  whole: number;
  placeOfSupply: GstDocument['placeOfSupply'];
  taxRate: number | string | null;
  hsnCode: string | null;
  unit: string;
  description: string;
  figures: (string | null)[];
  largestInvoice: string;
  invoiceCount: string;
  totals: (string | null)[];
  serials: string[] | null;
}

const num = (value: string | number | null | undefined) => Number(value ?? 0);

/**
 * The range's small sales (no buyer GSTIN, value at most the threshold) in one read: their
 * lines summed by place of supply, rate, HSN and unit, and (the grouping set of all) their
 * count, own totals and serials. Sums of numeric are exact; the return rounds.
 */
export async function smallSalesIssued(db: Executor, from: string, to: string, threshold: number) {
  const { rows } = (await db.execute(sql`
    select grouping("h"."placeOfSupply") as "whole", "h"."placeOfSupply" as "placeOfSupply",
      "l"."taxRate" as "taxRate", "l"."hsnCode" as "hsnCode", "l"."unit" as "unit",
      min("l"."description") as "description",
      array[sum("l"."quantity"), sum("l"."taxableValue"), sum("l"."cgst"), sum("l"."sgst"), sum("l"."igst"),
        sum(coalesce("l"."cess", 0))]::text[] as "figures",
      max(("h"."totals"->>'grandTotal')::numeric)::text as "largestInvoice",
      count(*) filter (where coalesce("l"."place", 1) = 1) as "invoiceCount",
      array[${total('taxableValue')}, ${total('cgst')}, ${total('sgst')}, ${total('igst')},
        coalesce(${total('cess')}, 0), ${total('grandTotal')}]::text[] as "totals",
      case when grouping("h"."placeOfSupply") = 1
        then array_agg(${ordersInvoices.serial}) filter (where coalesce("l"."place", 1) = 1) end as "serials"
    from ${ordersInvoices} ${HEAD}
    left join lateral rows from (jsonb_to_recordset("h"."lines") as (${LINE_COLUMNS}))
      with ordinality as "l"(${LINE_NAMES}) on true
    where ${ordersInvoices.invoiceDate} between ${from} and ${to} and ${smallSale(threshold)}
    group by grouping sets (("h"."placeOfSupply", "l"."taxRate", "l"."hsnCode", "l"."unit"), ())`)) as unknown as {
    rows: SmallSalesRow[];
  };
  const whole = rows.find((row) => Number(row.whole) === 1);
  const groups: GstLineGroup[] = rows
    .filter((row) => Number(row.whole) === 0 && row.placeOfSupply && row.unit !== null)
    .map((row) => {
      const [quantity, taxableValue, cgst, sgst, igst, cess] = row.figures.map(num);
      return {
        placeOfSupply: row.placeOfSupply,
        taxRate: row.taxRate === null ? Number.NaN : Number(row.taxRate),
        hsnCode: row.hsnCode,
        unit: row.unit,
        description: row.description,
        quantity: quantity!,
        taxableValue: taxableValue!,
        cgst: cgst!,
        sgst: sgst!,
        igst: igst!,
        cess: cess!,
        largestInvoice: num(row.largestInvoice),
      };
    });
  const [taxableValue, cgst, sgst, igst, cess, grandTotal] = (whole?.totals ?? []).map(num);
  const sales: GstSmallSales = {
    invoiceCount: num(whole?.invoiceCount),
    totals: {
      taxableValue: taxableValue ?? 0,
      cgst: cgst ?? 0,
      sgst: sgst ?? 0,
      igst: igst ?? 0,
      cess: cess ?? 0,
      grandTotal: grandTotal ?? 0,
    },
    serials: whole?.serials ?? [],
  };
  return { groups, sales };
}

/** The small sales' invoices of the range with a line of this group (to name a group's problems). */
export async function smallSalesOfGroup(
  db: Executor,
  from: string,
  to: string,
  threshold: number,
  group: GstLineGroup,
): Promise<IssuedInvoiceRow[]> {
  const rate = Number.isNaN(group.taxRate) ? null : JSON.stringify(group.taxRate);
  const { rows } = (await db.execute(sql`
    select ${ordersInvoices.id} as "id", ${ordersInvoices.orderId} as "orderId",
      ${withoutParties(ordersInvoices.document)} as "document"
    from ${ordersInvoices} ${HEAD}
    where ${ordersInvoices.invoiceDate} between ${from} and ${to} and ${smallSale(threshold)}
      and "h"."placeOfSupply" = ${JSON.stringify(group.placeOfSupply)}::jsonb
      and exists (select 1 from jsonb_to_recordset("h"."lines") as "l"(${LINE_COLUMNS})
        where "l"."taxRate" is not distinct from ${rate}::jsonb and "l"."hsnCode" is not distinct from ${group.hsnCode}
          and "l"."unit" is not distinct from ${group.unit})
    order by ${ordersInvoices.id}
    limit 10000`)) as unknown as { rows: IssuedInvoiceRow[] };
  return rows;
}

export interface IssuedNoteRow {
  id: number;
  orderId: number;
  document: GstDocument;
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
        document: withoutParties(ordersCreditNotes.document),
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

/** One line of a document as the sales register writes it: figures as PostgreSQL's numeric text. */
export interface RegisterLineRow {
  id: number;
  /** 'Invoice' or 'Credit note'. */
  document: string;
  serial: string;
  date: string;
  buyer: string | null;
  gstin: string | null;
  stateCode: string | null;
  stateName: string | null;
  /** Null for a document without lines (read so the batch's keyset moves past it). */
  description: string | null;
  hsnCode: string | null;
  quantity: string | null;
  taxableValue: string | null;
  taxRate: string | null;
  cgst: string | null;
  sgst: string | null;
  igst: string | null;
  cess: string | null;
  total: string | null;
}

/**
 * The lines of the invoices (sign 1) or credit notes (sign -1) dated in the range, in document
 * id order then line order, BATCH documents at a time: flattened and signed by PostgreSQL, so
 * the server parses no document (parsing 100,000 of them was most of the register's garbage).
 */
export async function* registerLinesIssued(
  db: Executor,
  kind: 'invoices' | 'credit-notes',
  from: string,
  to: string,
): AsyncGenerator<RegisterLineRow[]> {
  const table = kind === 'invoices' ? ordersInvoices : ordersCreditNotes;
  const day = kind === 'invoices' ? ordersInvoices.invoiceDate : ordersCreditNotes.noteDate;
  const sign = kind === 'invoices' ? '1' : '-1';
  // A figure to the paisa with the document's sign, as numeric text (the xlsx writes it as is).
  const signed = (figure: string) => sql.raw(`(round(${figure}, 2) * ${sign})::text`);
  let last = 0;
  for (;;) {
    const { rows } = (await db.execute(sql`
      select "d"."id", ${kind === 'invoices' ? 'Invoice' : 'Credit note'}::text as "document",
        "d"."document"->>'serial' as "serial", "d"."document"->>'date' as "date",
        "d"."document"->'buyer'->>'name' as "buyer", "d"."document"->'buyer'->>'gstNumber' as "gstin",
        "d"."document"->'placeOfSupply'->>'stateCode' as "stateCode",
        "d"."document"->'placeOfSupply'->>'stateName' as "stateName",
        "l"."description", "l"."hsnCode", ${sql.raw(`("l"."quantity" * ${sign})::text`)} as "quantity",
        ${signed('"l"."taxableValue"')} as "taxableValue", "l"."taxRate"::text as "taxRate",
        ${signed('"l"."cgst"')} as "cgst", ${signed('"l"."sgst"')} as "sgst", ${signed('"l"."igst"')} as "igst",
        ${signed('coalesce("l"."cess", 0)')} as "cess",
        ${signed('"l"."taxableValue" + "l"."cgst" + "l"."sgst" + "l"."igst" + coalesce("l"."cess", 0)')} as "total"
      from (select ${table.id} as "id", ${table.document} as "document" from ${table}
        where ${day} between ${from} and ${to} and ${table.id} > ${last}
        order by ${table.id} limit ${BATCH}) as "d"
      left join lateral rows from (jsonb_to_recordset("d"."document"->'lines') as ("description" text,
        "hsnCode" text, "quantity" numeric, "taxRate" numeric, "taxableValue" numeric, "cgst" numeric,
        "sgst" numeric, "igst" numeric, "cess" numeric)) with ordinality as "l" on true
      order by "d"."id", "l"."ordinality"`)) as unknown as { rows: RegisterLineRow[] };
    if (rows.length > 0) yield rows;
    let documents = 0;
    for (let i = 0; i < rows.length; i++) if (i === 0 || rows[i]!.id !== rows[i - 1]!.id) documents++;
    if (documents < BATCH) return;
    last = rows[rows.length - 1]!.id;
  }
}
