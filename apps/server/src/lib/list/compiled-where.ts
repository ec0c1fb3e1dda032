import { type Condition, isAnd, isOr } from '@mandi/domain';
import { Column, Name, Param, Placeholder, SQL, StringChunk, Table } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { ResourceBinding } from './binding';
import { type CompiledSql, dialectOf } from './statement';
import { whereSql } from './where-sql';

/**
 * A list's WHERE as text and parameters, its text compiled once per shape of filter.
 *
 * The text of a WHERE depends only on its shape: which fields, under which operators, joined
 * by which and/or (operator-sql binds every value, whatever it is, as parameters in the same
 * places). So the text is kept per binding and shape, and a request with a known shape only
 * collects its parameters from the condition's SQL, in Drizzle's order, without compiling it
 * again (Drizzle's compile was the largest part of a list request's SQL work). The first
 * compile of each shape checks that the collected parameters are Drizzle's; a shape holding
 * anything the walk does not know (a subquery, a raw array, a placeholder) is compiled by
 * Drizzle every time.
 */

/** `(status $eq & (user.fullName $contL | id $in))`: the shape of a condition, not its values. */
function shapeKey(condition: Condition): string {
  if (isAnd(condition)) return `(${condition.and.map(shapeKey).join(' & ')})`;
  if (isOr(condition)) return `(${condition.or.map(shapeKey).join(' | ')})`;
  return `${condition.field} ${condition.operator}`;
}

/**
 * The parameters Drizzle would bind for `query`, in order, into `params`; false when the SQL
 * holds a chunk whose text or parameters this walk does not know.
 */
function collectParams(query: SQL, params: unknown[]): boolean {
  // Drizzle writes an inlineParams() SQL's values into its text: none here, but never cached.
  if ((query as unknown as { shouldInlineParams: boolean }).shouldInlineParams) return false;
  for (const chunk of query.queryChunks) {
    if (chunk instanceof StringChunk || chunk instanceof Column || chunk instanceof Table) continue;
    if (chunk instanceof Name || chunk === undefined) continue;
    if (chunk instanceof SQL) {
      if (!collectParams(chunk, params)) return false;
    } else if (chunk instanceof Param) {
      if (chunk.value instanceof Placeholder) return false;
      const value = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
      if (value instanceof SQL) return false;
      params.push(value);
    } else if (chunk === null || ['string', 'number', 'boolean', 'bigint'].includes(typeof chunk)) {
      // A value written straight into a template: Drizzle binds it as a parameter.
      params.push(chunk);
    } else {
      return false;
    }
  }
  return true;
}

const sameParams = (a: unknown[], b: unknown[]) =>
  a.length === b.length && a.every((value, i) => JSON.stringify(value) === JSON.stringify(b[i]));

/** Per dialect, per binding: each known shape's text, or null for a shape Drizzle compiles each time. */
const texts = new WeakMap<PgDialect, WeakMap<ResourceBinding, Map<string, string | null>>>();
/** Shapes kept per binding: a list has a few dozen in use; a flood of odd filters cannot grow it. */
const MAX_SHAPES = 500;

function textsOf(dialect: PgDialect, binding: ResourceBinding): Map<string, string | null> {
  let byBinding = texts.get(dialect);
  if (!byBinding) {
    byBinding = new WeakMap();
    texts.set(dialect, byBinding);
  }
  let byShape = byBinding.get(binding);
  if (!byShape) {
    byShape = new Map();
    byBinding.set(binding, byShape);
  }
  return byShape;
}

/** The WHERE of a parsed list query over the binding's own table, compiled. */
export function compileWhere(
  db: Db,
  binding: ResourceBinding,
  condition: Condition | undefined,
): CompiledSql | undefined {
  if (!condition) return undefined;
  const where = whereSql(binding, condition)!;
  const dialect = dialectOf(db);
  const known = textsOf(dialect, binding);
  const key = shapeKey(condition);
  const text = known.get(key);
  if (text) {
    const params: unknown[] = [];
    if (collectParams(where, params)) return { text, params };
  }
  const { sql, params } = dialect.sqlToQuery(where);
  if (text === undefined && known.size < MAX_SHAPES) {
    const collected: unknown[] = [];
    known.set(key, collectParams(where, collected) && sameParams(collected, params) ? sql : null);
  }
  return { text: sql, params };
}
