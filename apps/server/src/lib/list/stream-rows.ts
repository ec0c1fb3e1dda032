import type { ListQuery } from '@mandi/domain';
import { and, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { columnKey, type ResourceBinding, type Row, relationOf, requireColumn, selection } from './binding';
import { keysetAfter } from './keyset';
import { answerPage } from './list-rows';
import { orderSql, withIdLast } from './order-sql';
import { columnList, runArrays, shapeOf } from './statement';
import { whereSql } from './where-sql';

export interface StreamOptions {
  batchSize?: number;
  /**
   * Only these fields' columns are read (and each join's link): for an export whose sheet shows
   * plain columns alone. Its presenter then sees only them, so a field the presenter computes
   * from others must not be written. A product export reads 13 of 29 columns: a quarter less
   * CPU, most of it garbage collection.
   */
  reads?: readonly string[];
}

/** The fields an export's sheet reads: each column's own field, or the relation its path starts with. */
export function sheetReads(def: { exportColumns?: readonly { field: string }[] }): string[] {
  return (def.exportColumns ?? []).map((column) => column.field.split('.')[0]!);
}

function narrowed(
  binding: ResourceBinding,
  query: ListQuery,
  reads: readonly string[],
): Record<string, PgColumn> {
  const links = query.join.map((join) =>
    columnKey(binding.table, relationOf(binding, join.relation).sourceColumn),
  );
  const keep = new Set([...reads, ...links]);
  return Object.fromEntries(Object.entries(selection(binding)).filter(([key]) => keep.has(key)));
}

/**
 * Every row matching a list query (no page limit), in its sort order then id, for exports, in
 * batches: each starts after the last row of the one before (keyset, not offset), so a
 * million rows never sit in memory and late batches cost what early ones do. The next batch
 * is asked for as soon as one arrives, so the database reads it while this one is written.
 *
 * Rows are read as the driver's arrays: the row's columns, then each sort column as text
 * (exact to the microsecond) for the next batch's keyset, kept out of the row, so rows reach
 * the presenters as they are, with no copy made to drop bookkeeping keys (that copy and
 * Drizzle's row mapping were a third of a product export's CPU, most of it garbage).
 */
export async function* streamRows(
  db: Db,
  binding: ResourceBinding,
  query: ListQuery,
  options: StreamOptions = {},
): AsyncGenerator<Row[]> {
  const { batchSize = 1000, reads } = options;
  const sort = withIdLast(query.sort);
  const where = whereSql(binding, query.where);
  const shape = shapeOf(reads ? narrowed(binding, query, reads) : selection(binding));
  const keys = sort.map(({ field }) => sql`${requireColumn(binding, binding.table, field)}::text`);
  const head = sql.raw(`select ${columnList(db, shape)}, `);
  const tail = sql` from ${binding.table}`;
  const order = sql.join(orderSql(binding, sort), sql`, `);
  const read = (last?: (string | null)[]) => {
    const filter: SQL | undefined = last ? and(where, keysetAfter(binding, sort, last)) : where;
    const condition = filter ? sql` where ${filter}` : sql``;
    return runArrays(
      db,
      sql`${head}${sql.join(keys, sql`, `)}${tail}${condition} order by ${order} limit ${batchSize}`,
    );
  };
  let next = read();
  while (true) {
    const arrays = await next;
    if (arrays.length === 0) return;
    const more = arrays.length === batchSize;
    if (more) {
      next = read(arrays[arrays.length - 1]!.slice(shape.keys.length) as (string | null)[]);
      // Read ahead: a download cancelled meanwhile must not leave its failure unhandled.
      next.catch(() => {});
    }
    yield await answerPage(db, binding, { shape, arrays }, query);
    if (!more) return;
  }
}
