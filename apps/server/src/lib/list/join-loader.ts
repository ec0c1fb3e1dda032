import type { JoinSpec } from '@mandi/domain';
import { sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  columnKey,
  columnSqlType,
  type RelationBinding,
  type ResourceBinding,
  type Row,
  relationOf,
  selection,
} from './binding';
import { orderSql } from './order-sql';
import { type Presenter, presenterOf } from './present';
import {
  columnList,
  dialectOf,
  type PageArrays,
  type RowShape,
  runCompiledArrays,
  shapeOf,
} from './statement';

/**
 * A relation's statement, compiled once: only the linked values are bound per request. It
 * reads the shape's columns, then the source value each row links to (kept out of the row).
 */
interface RelatedStatement {
  text: string;
  params: unknown[];
  valuesAt: number;
  shape: RowShape;
}

const VALUES = sql.placeholder('values');
/** Per relation, per the join's fields ('' for all). */
const statements = new WeakMap<RelationBinding, Map<string, RelatedStatement>>();

function relatedStatement(db: Db, relation: RelationBinding, fields?: readonly string[]): RelatedStatement {
  const byFields = statements.get(relation) ?? new Map<string, RelatedStatement>();
  statements.set(relation, byFields);
  const key = fields?.join(',') ?? '';
  const cached = byFields.get(key);
  if (cached) return cached;
  const target = relation.target();
  const { through } = relation;
  const link: PgColumn = through ? through.sourceColumn : relation.targetColumn;
  // Only the join's fields are read: the rest would be parsed and presented to be dropped.
  const shape = shapeOf(selection(target, target.table, fields));
  const linked = sql`${link} = any(${VALUES}::${sql.raw(columnSqlType(link))}[])`;
  const where = relation.where ? sql`${linked} and (${relation.where(target.table)})` : linked;
  const from = through
    ? sql`${through.table} inner join ${target.table} on ${relation.targetColumn} = ${through.targetColumn}`
    : sql`${target.table}`;
  const order = sql.join(orderSql(target, target.def.defaultSort), sql`, `);
  const query = sql`select ${sql.raw(columnList(db, shape))}, ${link} from ${from} where ${where} order by ${order}`;
  const { sql: text, params } = dialectOf(db).sqlToQuery(query);
  const statement = { text, params, valuesAt: params.indexOf(VALUES), shape };
  byFields.set(key, statement);
  return statement;
}

/**
 * What loading one join needs besides the page's rows, found once: the relation, whether it
 * is to-many, where the page's rows hold the value it links by, its statement and the
 * presenter of its rows.
 */
interface JoinPlan {
  binding: ResourceBinding;
  pageShape: RowShape;
  many: boolean;
  /** The linked column's index in the page's shape, or -1 when the page does not read it. */
  sourceAt: number;
  statement: RelatedStatement;
  present: Presenter;
}

/**
 * Plans per parsed join. A list query's parse is kept per query string
 * (parsed-query-cache.ts), so a repeated request brings the same join objects and finds its
 * plans here, instead of looking the relation, its column, statement and presenter up again
 * (string keys built and hashed on every request). Weakly held: gone with the parsed query.
 */
const plans = new WeakMap<JoinSpec, JoinPlan>();

function joinPlan(db: Db, binding: ResourceBinding, pageShape: RowShape, join: JoinSpec): JoinPlan {
  const kept = plans.get(join);
  if (kept && kept.binding === binding && kept.pageShape === pageShape) return kept;
  const relation = relationOf(binding, join.relation);
  const statement = relatedStatement(db, relation, join.fields);
  const plan: JoinPlan = {
    binding,
    pageShape,
    many: binding.def.relations?.[join.relation]?.many ?? relation.through !== undefined,
    sourceAt: pageShape.keys.indexOf(columnKey(binding.table, relation.sourceColumn)),
    statement,
    // Presented with only the join's fields, in its order (what pickFields leaves).
    present: presenterOf(relation.target(), statement.shape, join.fields),
  };
  plans.set(join, plan);
  return plan;
}

/**
 * Related rows for these source values, presented, grouped by the value each links to (its
 * text, as the page's values look their group up), in the statement's order; no wrapper object
 * per row.
 */
async function relatedGroups(db: Db, plan: JoinPlan, values: unknown[]): Promise<Map<string, Row[]>> {
  const { statement } = plan;
  const params = [...statement.params];
  params[statement.valuesAt] = values;
  const arrays = await runCompiledArrays(db, statement.text, params);
  const at = statement.shape.keys.length;
  const rows = plan.present(arrays);
  const groups = new Map<string, Row[]>();
  for (let i = 0; i < rows.length; i++) {
    const key = String(arrays[i]![at]);
    const group = groups.get(key);
    if (group) group.push(rows[i]!);
    else groups.set(key, [rows[i]!]);
  }
  return groups;
}

/**
 * Each page row's linked value (at `at` in its arrays), decoded as Drizzle decodes it: read
 * from the driver's arrays, not from the whole rows decoded again.
 */
function sourceValues(page: PageArrays, at: number): unknown[] {
  if (at < 0) return page.arrays.map(() => undefined);
  const column = page.shape.columns[at]!;
  return page.arrays.map((values) => {
    const value = values[at];
    return value === null || value === undefined ? value : column.mapFromDriverValue(value);
  });
}

/**
 * `join=`: for one page of rows, each joined relation is loaded with one more query (`where
 * link = any(values)`) and attached to its rows, an object or null for a to-one relation, an
 * array for a to-many one, with only the join's fields when it names some.
 */
export async function attachJoins(
  db: Db,
  binding: ResourceBinding,
  page: PageArrays,
  answers: Row[],
  joins: readonly JoinSpec[],
): Promise<void> {
  for (const join of joins) {
    const plan = joinPlan(db, binding, page.shape, join);
    const sources = sourceValues(page, plan.sourceAt);
    const values = [...new Set(sources.filter((v) => v !== null && v !== undefined))];
    const groups = values.length > 0 ? await relatedGroups(db, plan, values) : new Map<string, Row[]>();
    for (let i = 0; i < sources.length; i++) {
      const group = groups.get(String(sources[i])) ?? [];
      answers[i]![join.relation] = plan.many ? group : (group[0] ?? null);
    }
  }
}
