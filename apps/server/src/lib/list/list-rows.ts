import type { ListQuery } from '@mandi/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type ResourceBinding, type Row, selection } from './binding';
import { attachJoins } from './join-loader';
import { orderSql } from './order-sql';
import { pickFields, presentRow } from './present';
import { whereSql } from './where-sql';

/** The DESIGN's list answer: count is the rows in this page, total all that match. */
export interface ListResult {
  data: Row[];
  count: number;
  total: number;
  page: number;
  pageCount: number;
}

/** Stored rows as answered: presented, joined relations attached, only the asked fields. */
export async function answerRows(
  db: Db,
  binding: ResourceBinding,
  stored: Row[],
  query: ListQuery,
): Promise<Row[]> {
  const answers = stored.map((row) => presentRow(binding, row));
  await attachJoins(db, binding, stored, answers, query.join);
  return answers.map((row) => pickFields(row, query.fields, query.join));
}

export interface ListOptions {
  /** Counts the matching rows another way (a resource with a cheaper table to count on). */
  count?(query: ListQuery): Promise<number>;
}

/** One page of a parsed list query: one query for the rows, one count(*) with the same WHERE. */
export async function listRows(
  db: Db,
  binding: ResourceBinding,
  query: ListQuery,
  options: ListOptions = {},
): Promise<ListResult> {
  const where = whereSql(binding, query.where);
  const count = async () => {
    if (options.count) return options.count(query);
    const [row] = await db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(binding.table)
      .where(where);
    return row?.total ?? 0;
  };
  const [stored, total] = await Promise.all([
    db
      .select(selection(binding))
      .from(binding.table)
      .where(where)
      .orderBy(...orderSql(binding, query.sort))
      .limit(query.limit)
      .offset(query.offset) as Promise<Row[]>,
    count(),
  ]);
  const data = await answerRows(db, binding, stored, query);
  return { data, count: data.length, total, page: query.page, pageCount: Math.ceil(total / query.limit) };
}
