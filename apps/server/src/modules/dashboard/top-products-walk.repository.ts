import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rollupRows } from './dashboard.repository';
import { rowsOf } from './rollups-sql';
import type { Piece, Walk, WalkSource } from './top-products-plan';

/**
 * One walk of a kept window or a month for the top products of a period inside it
 * (top-products-plan.ts), one statement: its first `rows` products by the ranked figure (its
 * index), and every product sold on the period's days outside it, are the candidates; their exact
 * figures in the period are summed from the plan's pieces, each a product index probe; the
 * answer is their first `limit`, with how many rows were walked and the last one walked.
 */

export interface WalkedTop {
  top: {
    product_id: number;
    name: string | null;
    revenue: string;
    quantity: number;
    orders: number;
    ranked: string;
  }[];
  walked: number;
  last: { value: number; productId: number } | undefined;
  /**
   * The window's rows ranked at or before the last product answered (counted up to `cap` + 1);
   * null when fewer than `limit` were answered. Walking one row more settles the answer.
   */
  needed: number | null;
}

interface WalkRow {
  top: WalkedTop['top'] | string | null;
  walked: number;
  last_value: string | null;
  last_id: number | null;
  needed: number | null;
}

const FIGURES = ['revenue_paise', 'quantity', 'orders'];

/** The ranked rows a walk reads down (`w`), with their index's order. */
const sourceRows = (source: WalkSource) =>
  'window' in source
    ? sql`sales_window_product w where w.days = ${source.window}`
    : sql`sales_by_month_product w where w.month = ${source.month}::date`;

/** A piece's rows for the candidates (product_id, revenue_paise, quantity, orders). */
function pieceRows(piece: Piece): SQL {
  const candidates = sql`product_id = any(array(select product_id from candidates))`;
  if ('window' in piece) {
    return sql`select product_id, revenue_paise, quantity, orders from sales_window_product
      where days = ${piece.window} and ${candidates}`;
  }
  return rollupRows(
    piece.split,
    'sales_by_day_product',
    'sales_by_month_product',
    'product_id',
    FIGURES,
    candidates,
    piece.sign,
  );
}

/** The statement's CTEs: walked, candidates, figures, top (the answer) and kth (its last row). */
function walkCtes(walk: Walk, by: 'revenue' | 'quantity', limit: number, rows: number): SQL {
  const ranked = sql.raw(by === 'revenue' ? 'revenue_paise' : 'quantity');
  const outside = walk.outside.map(
    (range) =>
      sql`select product_id from sales_by_day_product where day between ${range.from}::date and ${range.to}::date`,
  );
  const candidates = sql.join([sql`select product_id from walked`, ...outside], sql` union `);
  return sql`
      walked as materialized (
        select w.product_id, w.${ranked} as ranked from ${sourceRows(walk.source)}
        order by w.${ranked} desc nulls last, w.product_id limit ${rows} -- the index's order (not null)
      ), candidates as materialized (${candidates}),
      figures as (
        select product_id, sum(revenue_paise) as paise, sum(quantity)::int as quantity, sum(orders)::int as orders
        from (${sql.join(walk.pieces.map(pieceRows), sql` union all `)}) r group by product_id
      ), top as (
        select f.product_id, p.name, f.paise / 100.0 as revenue, f.quantity, f.orders,
          f.${sql.raw(by === 'revenue' ? 'paise' : 'quantity')} as ranked
        from figures f left join products p on p.id = f.product_id
        where f.orders > 0
        order by ranked desc, f.product_id limit ${limit}
      ), kth as (
        select ranked::${sql.raw(by === 'revenue' ? 'bigint' : 'int')} as ranked, product_id -- the window's type: its index
        from top where (select count(*) from top) = ${limit}
        order by ranked asc, product_id desc limit 1
      )`;
}

/** One walk (see above): the answer so far, what was walked and how far to walk to settle it. */
export async function walkWindow(
  db: Db,
  walk: Walk,
  by: 'revenue' | 'quantity',
  limit: number,
  rows: number,
  cap: number,
): Promise<WalkedTop> {
  const ranked = sql.raw(by === 'revenue' ? 'revenue_paise' : 'quantity');
  const [row] = rowsOf<WalkRow>(
    await db.execute(sql`
      with ${walkCtes(walk, by, limit, rows)}
      select (select coalesce(json_agg(top order by ranked desc, product_id), '[]'::json) from top) as top,
        (select count(*)::int from walked) as walked,
        l.ranked as last_value, l.product_id as last_id,
        -- Two index ranges (a larger figure; the same and a smaller id), each counted to the cap.
        (select (select count(*) from (select 1 from ${sourceRows(walk.source)}
            and w.${ranked} > k.ranked limit ${cap + 1}) a)
          + (select count(*) from (select 1 from ${sourceRows(walk.source)}
            and w.${ranked} = k.ranked and w.product_id <= k.product_id limit ${cap + 1}) b)
          from kth k)::int as needed
      from (select 1) one
      left join lateral (select ranked, product_id from walked order by ranked asc, product_id desc limit 1) l on true`),
  );
  const top = row?.top ?? [];
  return {
    top: typeof top === 'string' ? JSON.parse(top) : top,
    walked: Number(row?.walked ?? 0),
    last:
      row?.last_id === null || row?.last_id === undefined
        ? undefined
        : { value: Number(row.last_value), productId: Number(row.last_id) },
    needed: row?.needed === null || row?.needed === undefined ? null : Number(row.needed),
  };
}
