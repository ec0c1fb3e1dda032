import { type FieldSpec, type FilterCondition, OPERATORS, type Operator, type Scalar } from '@mandi/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { inList, PG_TYPES } from './binding';

/** `%`, `_` and `\` in a user's text match themselves, not LIKE's wildcards. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

type Pattern = 'starts' | 'ends' | 'cont';
const pattern = (value: string, kind: Pattern) =>
  kind === 'starts'
    ? `${escapeLike(value)}%`
    : kind === 'ends'
      ? `%${escapeLike(value)}`
      : `%${escapeLike(value)}%`;

/** A value bound as a parameter of the field's type: `$1::integer`. */
const typed = (value: unknown, type: string) => sql`${sql.param(value)}::${sql.raw(type)}`;

/** The column as text: text operators read numbers as their text ("id contains 12"). */
const asText = (column: PgColumn, spec: FieldSpec) =>
  spec.type === 'string' ? sql`${column}` : sql`${column}::text`;

const like = (column: PgColumn, spec: FieldSpec, value: unknown, kind: Pattern) =>
  sql`${asText(column, spec)} like ${pattern(String(value), kind)}`;

const ilike = (column: PgColumn, spec: FieldSpec, value: unknown, kind: Pattern) =>
  sql`${asText(column, spec)} ilike ${pattern(String(value), kind)}`;

/**
 * The positive test of each operator; negated ones ($ne, $excl, $notin, ...) are the
 * positive test `IS NOT TRUE`, so rows whose field is null count as not matching
 * ("name does not contain x" lists rows without a name). No closures here: every list
 * request runs this, and the server's loader (tsx) names each closure as it is made.
 */
function positive(
  operator: Operator,
  column: PgColumn,
  spec: FieldSpec,
  value: Scalar | Scalar[] | null,
): SQL {
  const type = PG_TYPES[spec.type];
  switch (operator) {
    case '$eq':
    case '$ne':
      return sql`${column} = ${typed(value, type)}`;
    case '$gt':
      return sql`${column} > ${typed(value, type)}`;
    case '$lt':
      return sql`${column} < ${typed(value, type)}`;
    case '$gte':
      return sql`${column} >= ${typed(value, type)}`;
    case '$lte':
      return sql`${column} <= ${typed(value, type)}`;
    case '$starts':
      return like(column, spec, value, 'starts');
    case '$ends':
      return like(column, spec, value, 'ends');
    case '$cont':
    case '$excl':
      return like(column, spec, value, 'cont');
    case '$in':
    case '$notin':
      return inList(column, value as Scalar[], type);
    case '$isnull':
      return sql`${column} is null`;
    case '$notnull':
      return sql`${column} is not null`;
    case '$between': {
      const [low, high] = value as Scalar[];
      return sql`${column} between ${typed(low, type)} and ${typed(high, type)}`;
    }
    case '$eqL':
    case '$neL':
      return sql`lower(${asText(column, spec)}) = lower(${sql.param(String(value))}::text)`;
    case '$startsL':
      return ilike(column, spec, value, 'starts');
    case '$endsL':
      return ilike(column, spec, value, 'ends');
    case '$contL':
    case '$exclL':
      return ilike(column, spec, value, 'cont');
    case '$inL':
    case '$notinL':
      return sql`lower(${asText(column, spec)}) = any(array(select lower(v) from unnest(${sql.param((value as Scalar[]).map(String))}::text[]) v))`;
  }
}

/**
 * The parameters `positive` binds for a filter, in its order, without building its SQL: a list
 * request whose WHERE text is known (compiled-where.ts) needs only these. Checked against
 * Drizzle's own parameters the first time each shape is compiled.
 */
export function filterParams(operator: Operator, value: Scalar | Scalar[] | null): unknown[] {
  switch (operator) {
    case '$isnull':
    case '$notnull':
      return [];
    case '$between':
      return [(value as Scalar[])[0], (value as Scalar[])[1]];
    case '$starts':
    case '$startsL':
      return [pattern(String(value), 'starts')];
    case '$ends':
    case '$endsL':
      return [pattern(String(value), 'ends')];
    case '$cont':
    case '$excl':
    case '$contL':
    case '$exclL':
      return [pattern(String(value), 'cont')];
    case '$eqL':
    case '$neL':
      return [String(value)];
    case '$inL':
    case '$notinL':
      return [(value as Scalar[]).map(String)];
    default:
      return [value];
  }
}

/** One filter on one column, every value a bound parameter. */
export function filterSql(column: PgColumn, spec: FieldSpec, filter: FilterCondition): SQL {
  const test = positive(filter.operator, column, spec, filter.value);
  return OPERATORS[filter.operator].negated ? sql`(${test}) is not true` : test;
}
