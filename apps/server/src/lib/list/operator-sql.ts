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

/**
 * The positive test of each operator; negated ones ($ne, $excl, $notin, ...) are the
 * positive test `IS NOT TRUE`, so rows whose field is null count as not matching
 * ("name does not contain x" lists rows without a name).
 */
function positive(
  operator: Operator,
  column: PgColumn,
  spec: FieldSpec,
  value: Scalar | Scalar[] | null,
): SQL {
  const type = PG_TYPES[spec.type];
  const one = () => sql`${sql.param(value)}::${sql.raw(type)}`;
  const list = () => value as Scalar[];
  // Text operators read numbers as their text: "id contains 12".
  const text = spec.type === 'string' ? sql`${column}` : sql`${column}::text`;
  const like = (kind: Pattern) => sql`${text} like ${pattern(String(value), kind)}`;
  const ilike = (kind: Pattern) => sql`${text} ilike ${pattern(String(value), kind)}`;
  switch (operator) {
    case '$eq':
    case '$ne':
      return sql`${column} = ${one()}`;
    case '$gt':
      return sql`${column} > ${one()}`;
    case '$lt':
      return sql`${column} < ${one()}`;
    case '$gte':
      return sql`${column} >= ${one()}`;
    case '$lte':
      return sql`${column} <= ${one()}`;
    case '$starts':
      return like('starts');
    case '$ends':
      return like('ends');
    case '$cont':
    case '$excl':
      return like('cont');
    case '$in':
    case '$notin':
      return inList(column, list(), type);
    case '$isnull':
      return sql`${column} is null`;
    case '$notnull':
      return sql`${column} is not null`;
    case '$between': {
      const [low, high] = list();
      return sql`${column} between ${sql.param(low)}::${sql.raw(type)} and ${sql.param(high)}::${sql.raw(type)}`;
    }
    case '$eqL':
    case '$neL':
      return sql`lower(${text}) = lower(${sql.param(String(value))}::text)`;
    case '$startsL':
      return ilike('starts');
    case '$endsL':
      return ilike('ends');
    case '$contL':
    case '$exclL':
      return ilike('cont');
    case '$inL':
    case '$notinL':
      return sql`lower(${text}) = any(array(select lower(v) from unnest(${sql.param(list().map(String))}::text[]) v))`;
  }
}

/** One filter on one column, every value a bound parameter. */
export function filterSql(column: PgColumn, spec: FieldSpec, filter: FilterCondition): SQL {
  const test = positive(filter.operator, column, spec, filter.value);
  return OPERATORS[filter.operator].negated ? sql`(${test}) is not true` : test;
}
