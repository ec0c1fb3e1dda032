import type { ListQuery } from '@mandi/domain';
import { and } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ResourceBinding, type Row, selection } from './binding';
import { keyName, keySelection, keysetAfter } from './keyset';
import { answerRows } from './list-rows';
import { orderSql, withIdLast } from './order-sql';
import { whereSql } from './where-sql';

/**
 * Every row matching a list query (no page limit), in its sort order then id, for exports, in
 * batches: each starts after the last row of the one before (keyset, not offset), so a
 * million rows never sit in memory and late batches cost what early ones do. The next batch
 * is asked for once this one is presented, so the database reads it while this one is written.
 */
export async function* streamRows(
  db: Db,
  binding: ResourceBinding,
  query: ListQuery,
  batchSize = 1000,
): AsyncGenerator<Row[]> {
  const sort = withIdLast(query.sort);
  const where = whereSql(binding, query.where);
  const order = orderSql(binding, sort);
  const fields = { ...selection(binding), ...keySelection(binding, sort) };
  const read = (last?: (string | null)[]) =>
    db
      .select(fields)
      .from(binding.table)
      .where(last ? and(where, keysetAfter(binding, sort, last)) : where)
      .orderBy(...order)
      .limit(batchSize) as Promise<Row[]>;
  let next = read();
  while (true) {
    const stored = await next;
    if (stored.length === 0) return;
    const more = stored.length === batchSize;
    const answered = await answerRows(db, binding, stored, query);
    if (more) {
      const tail = stored[stored.length - 1]!;
      next = read(sort.map((_, i) => tail[keyName(i)] as string | null));
      // Read ahead: a download cancelled meanwhile must not leave its failure unhandled.
      next.catch(() => {});
    }
    yield answered;
    if (!more) return;
  }
}
