import type { ListQuery } from '@mandi/domain';
import { and } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ResourceBinding, type Row, selection } from './binding';
import { keyName, keySelection, keysetAfter } from './keyset';
import { answerRows } from './list-rows';
import { orderSql, withIdLast } from './order-sql';
import { whereSql } from './where-sql';

/**
 * Every row matching a list query (no page limit), in its sort order then id, for exports:
 * read in batches that each start after the last row of the one before (keyset, not
 * offset), so a million rows never sit in memory and late batches cost what early ones do.
 */
export async function* streamRows(
  db: Db,
  binding: ResourceBinding,
  query: ListQuery,
  batchSize = 1000,
): AsyncGenerator<Row> {
  const sort = withIdLast(query.sort);
  const where = whereSql(binding, query.where);
  const order = orderSql(binding, sort);
  const fields = { ...selection(binding), ...keySelection(binding, sort) };
  let last: (string | null)[] | undefined;
  while (true) {
    const stored = (await db
      .select(fields)
      .from(binding.table)
      .where(last ? and(where, keysetAfter(binding, sort, last)) : where)
      .orderBy(...order)
      .limit(batchSize)) as Row[];
    if (stored.length === 0) return;
    yield* await answerRows(db, binding, stored, query);
    if (stored.length < batchSize) return;
    const tail = stored[stored.length - 1]!;
    last = sort.map((_, i) => tail[keyName(i)] as string | null);
  }
}
