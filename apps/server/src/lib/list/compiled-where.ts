import { type Condition, isAnd, isOr } from '@mandi/domain';
import { Column, Name, Param, Placeholder, SQL, StringChunk, Table } from 'drizzle-orm';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import type { ResourceBinding } from './binding';
import { filterParams } from './operator-sql';
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
 * Drizzle every time. A shape of the table's own fields only (no relation's EXISTS) does not
 * even build its SQL again: its parameters come straight from the condition's values
 * (filterParams), as checked against Drizzle's at its first compile; building the SQL tree was
 * still the largest part of a list request's own JavaScript.
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

/**
 * The parameters of a condition on the binding's own fields, in the order its SQL binds them,
 * into `params`; false when it filters on a relation (an EXISTS, whose SQL may hold more).
 */
function directParams(condition: Condition, params: unknown[]): boolean {
  if (isAnd(condition)) return condition.and.every((inner) => directParams(inner, params));
  if (isOr(condition)) return condition.or.every((inner) => directParams(inner, params));
  if (condition.field.includes('.')) return false;
  for (const value of filterParams(condition.operator, condition.value)) params.push(value);
  return true;
}

const sameParams = (a: unknown[], b: unknown[]) =>
  a.length === b.length && a.every((value, i) => JSON.stringify(value) === JSON.stringify(b[i]));

/** A known shape's text, and whether its parameters come straight from the condition. */
interface KnownShape {
  text: string;
  direct: boolean;
}

/** Per dialect, per binding: each known shape, or null for a shape Drizzle compiles each time. */
const texts = new WeakMap<PgDialect, WeakMap<ResourceBinding, Map<string, KnownShape | null>>>();
/** Shapes kept per binding: a list has a few dozen in use; a flood of odd filters cannot grow it. */
const MAX_SHAPES = 500;

/** The inner map kept per dialect and binding, made on first use. */
function perBinding<V extends object>(
  outer: WeakMap<PgDialect, WeakMap<ResourceBinding, V>>,
  dialect: PgDialect,
  binding: ResourceBinding,
  make: () => V,
): V {
  let byBinding = outer.get(dialect);
  if (!byBinding) {
    byBinding = new WeakMap();
    outer.set(dialect, byBinding);
  }
  let inner = byBinding.get(binding);
  if (!inner) {
    inner = make();
    byBinding.set(binding, inner);
  }
  return inner;
}

/** What a shape's first compile keeps: its text when the walks give Drizzle's parameters. */
function firstCompile(condition: Condition, where: SQL, text: string, params: unknown[]): KnownShape | null {
  const collected: unknown[] = [];
  if (!collectParams(where, collected) || !sameParams(collected, params)) return null;
  const direct: unknown[] = [];
  return { text, direct: directParams(condition, direct) && sameParams(direct, params) };
}

/**
 * Per dialect, per binding: the compiled WHERE of each frozen condition (a parsed query kept
 * by parsed-query-cache.ts, asked again): its text and parameters are the same each time, so
 * a repeated list request compiles nothing. Weakly held: gone with the parsed query.
 */
const compiledOnce = new WeakMap<PgDialect, WeakMap<ResourceBinding, WeakMap<Condition, CompiledSql>>>();

/**
 * The WHERE of a parsed list query over the binding's own table, compiled. A frozen condition
 * (it cannot change) is compiled once; the answer is frozen too, as requests share it.
 */
export function compileWhere(
  db: Db,
  binding: ResourceBinding,
  condition: Condition | undefined,
): CompiledSql | undefined {
  if (!condition) return undefined;
  const dialect = dialectOf(db);
  if (!Object.isFrozen(condition)) return compileFresh(dialect, binding, condition);
  const compiled = perBinding(compiledOnce, dialect, binding, () => new WeakMap<Condition, CompiledSql>());
  let where = compiled.get(condition);
  if (!where) {
    const { text, params } = compileFresh(dialect, binding, condition);
    where = Object.freeze({ text, params: Object.freeze(params) as unknown[] });
    compiled.set(condition, where);
  }
  return where;
}

/** The WHERE compiled for this request: its text known per shape, its parameters collected. */
function compileFresh(dialect: PgDialect, binding: ResourceBinding, condition: Condition): CompiledSql {
  const known = perBinding(texts, dialect, binding, () => new Map<string, KnownShape | null>());
  const key = shapeKey(condition);
  const shape = known.get(key);
  if (shape?.direct) {
    const params: unknown[] = [];
    if (directParams(condition, params)) return { text: shape.text, params };
  }
  const where = whereSql(binding, condition)!;
  if (shape) {
    const params: unknown[] = [];
    if (collectParams(where, params)) return { text: shape.text, params };
  }
  const { sql, params } = dialect.sqlToQuery(where);
  if (shape === undefined && known.size < MAX_SHAPES)
    known.set(key, firstCompile(condition, where, sql, params));
  return { text: sql, params };
}
