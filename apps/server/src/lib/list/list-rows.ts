import type { ListQuery } from '@mandi/domain';
import type { Db } from '../../db/client';
import type { ResourceBinding, Row } from './binding';
import { compileWhere } from './compiled-where';
import { attachJoins } from './join-loader';
import { pickFields, presentArrays } from './present';
import { countRows, type PageArrays, pageArrays } from './statement';

/** The DESIGN's list answer: count is the rows in this page, total all that match. */
export interface ListResult {
  data: Row[];
  count: number;
  total: number;
  page: number;
  pageCount: number;
}

/** A page's rows as answered: presented, joined relations attached, only the asked fields. */
export async function answerPage(
  db: Db,
  binding: ResourceBinding,
  page: PageArrays,
  query: ListQuery,
): Promise<Row[]> {
  const answers = presentArrays(binding, page.shape, page.arrays);
  if (query.join.length > 0) await attachJoins(db, binding, page, answers, query.join);
  return query.fields ? answers.map((row) => pickFields(row, query.fields, query.join)) : answers;
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
  const where = compileWhere(db, binding, query.where);
  const [page, total] = await Promise.all([
    pageArrays(db, binding, { where, sort: query.sort, limit: query.limit, offset: query.offset }),
    options.count ? options.count(query) : countRows(db, binding.table, where),
  ]);
  const data = await answerPage(db, binding, page, query);
  return { data, count: data.length, total, page: query.page, pageCount: Math.ceil(total / query.limit) };
}
