import { addDays } from '@mandi/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type MonthsAndDays, rollupRows } from './dashboard.repository';
import { rowsOf } from './rollups-sql';
import type { ListEnd, Piece, Walk, WalkSource } from './top-products-plan';

/**
 * One walk of a period's ranked lists (a kept window, months; top-products-plan.ts), one
 * statement: the first `rows` products of each list by the ranked figure (its index), and every
 * product sold on the period's few days outside them, are the candidates; their exact figures in
 * the period are summed from the plan's pieces (joined to the candidates: the planner probes the
 * product index for few candidates, reads the period's rows for many); the answer is their first
 * `limit`, with where each list stopped.
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
  /** Each list's rows walked and the last one, in the plan's order. */
  ends: ListEnd[];
  /**
   * With one list: its rows ranked at or before the last product answered (counted up to `cap` +
   * 1); null when fewer than `limit` were answered, or with several lists. Walking one row more
   * settles the answer.
   */
  needed: number | null;
}

interface WalkRow {
  top: WalkedTop['top'] | string | null;
  ends: { walked: number; value: string | null; id: number | null }[] | string;
  needed: number | null;
}

const FIGURES = ['revenue_paise', 'quantity', 'orders'];

/** The ranked rows of a list (`w`), with their index's order. */
const sourceRows = (source: WalkSource) =>
  'window' in source
    ? sql`sales_window_product w where w.days = ${source.window}`
    : sql`sales_by_month_product w where w.month = ${source.month}::date`;

/**
 * A piece's rows for the candidates (product_id, revenue_paise, quantity, orders): a product
 * index probe per candidate and part (the planner, not knowing how few of the period's scattered
 * rows the candidates hold, would read them all for many candidates: slower, measured).
 */
function pieceRows(piece: Piece): SQL {
  const candidates = sql`product_id = any(array(select product_id from candidates))`;
  if ('window' in piece) {
    return sql`select product_id, revenue_paise, quantity, orders from sales_window_product
      where days = ${piece.window} and ${candidates}`;
  }
  return rollupRows(
    joinAdjacentDays(piece.split),
    'sales_by_day_product',
    'sales_by_month_product',
    'product_id',
    FIGURES,
    candidates,
    piece.sign,
  );
}

/** Day ranges that follow each other as one (one probe per product, not one per month). */
function joinAdjacentDays(split: MonthsAndDays): MonthsAndDays {
  const days: MonthsAndDays['days'] = [];
  for (const span of split.days) {
    const previous = days.at(-1);
    if (previous && addDays(previous.to, 1) === span.from)
      days[days.length - 1] = { ...previous, to: span.to };
    else days.push(span);
  }
  return { ...split, days };
}

const walkedName = (index: number) => sql.raw(`walked_${index}`);

/** The statement's CTEs: walked_i (each list), candidates, figures, top (the answer) and kth (its last row). */
function walkCtes(walk: Walk, by: 'revenue' | 'quantity', limit: number, rows: number): SQL {
  const ranked = sql.raw(by === 'revenue' ? 'revenue_paise' : 'quantity');
  const walked = walk.lists.map(
    (list, index) => sql`${walkedName(index)} as materialized (
        select w.product_id, w.${ranked} as ranked from ${sourceRows(list)}
        order by w.${ranked} desc nulls last, w.product_id limit ${rows} -- the index's order (not null)
      )`,
  );
  const outside = walk.outside.map(
    (range) =>
      sql`select product_id from sales_by_day_product where day between ${range.from}::date and ${range.to}::date`,
  );
  const candidates = sql.join(
    [...walk.lists.map((_, index) => sql`select product_id from ${walkedName(index)}`), ...outside],
    sql` union `,
  );
  return sql`
      ${sql.join(walked, sql`, `)}, candidates as materialized (${candidates}),
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
        select ranked::${sql.raw(by === 'revenue' ? 'bigint' : 'int')} as ranked, product_id -- the list's type: its index
        from top where (select count(*) from top) = ${limit}
        order by ranked asc, product_id desc limit 1
      )`;
}

/** Where a list stopped: its rows walked and the last one (json). */
const listEnd = (
  index: number,
) => sql`(select json_build_object('walked', (select count(*) from ${walkedName(index)}),
    'value', l.ranked, 'id', l.product_id) from (select 1) one left join lateral (
      select ranked, product_id from ${walkedName(index)} order by ranked asc, product_id desc limit 1) l on true)`;

/** The one list's rows ranked at or before the answer's last product: two index ranges, each counted to the cap. */
function neededRows(walk: Walk, by: 'revenue' | 'quantity', cap: number): SQL {
  const [list] = walk.lists;
  if (walk.lists.length !== 1 || !list) return sql`null::int`;
  const ranked = sql.raw(by === 'revenue' ? 'revenue_paise' : 'quantity');
  return sql`(select (select count(*) from (select 1 from ${sourceRows(list)}
        and w.${ranked} > k.ranked limit ${cap + 1}) a)
      + (select count(*) from (select 1 from ${sourceRows(list)}
        and w.${ranked} = k.ranked and w.product_id <= k.product_id limit ${cap + 1}) b)
      from kth k)::int`;
}

/** One walk (see above): the answer so far, where each list stopped and how far to walk to settle it. */
export async function walkLists(
  db: Db,
  walk: Walk,
  by: 'revenue' | 'quantity',
  limit: number,
  rows: number,
  cap: number,
): Promise<WalkedTop> {
  const [row] = rowsOf<WalkRow>(
    await db.execute(sql`
      with ${walkCtes(walk, by, limit, rows)}
      select (select coalesce(json_agg(top order by ranked desc, product_id), '[]'::json) from top) as top,
        json_build_array(${sql.join(
          walk.lists.map((_, index) => listEnd(index)),
          sql`, `,
        )}) as ends,
        ${neededRows(walk, by, cap)} as needed`),
  );
  const parse = <T>(value: T | string | null | undefined): T | undefined =>
    typeof value === 'string' ? JSON.parse(value) : (value ?? undefined);
  return {
    top: parse(row?.top) ?? [],
    ends: (parse(row?.ends) ?? []).map((end) => ({
      walked: Number(end.walked),
      last: end.id === null ? undefined : { value: Number(end.value), productId: Number(end.id) },
    })),
    needed: row?.needed === null || row?.needed === undefined ? null : Number(row.needed),
  };
}
