import type { ResourceDef } from '../resource';
import { buildCondition } from './conditions';
import { type Registry, resolveField } from './field-path';
import { normalizeOperator } from './operators';
import { allOf, anyOf, type Condition, type FilterCondition, ListQueryError } from './types';

const DELIMITER = '||';

/** `field||$op||value` (value optional for $isnull/$notnull) from a `filter` or `or` param. */
export function parseFilter(
  text: string,
  resource: ResourceDef,
  registry: Registry,
  param: 'filter' | 'or',
): FilterCondition {
  const [field = '', operator, ...rest] = text.split(DELIMITER);
  if (field === '')
    throw new ListQueryError(`Missing field in ${param} '${text}': use field||$operator||value`);
  if (operator === undefined || operator === '') {
    throw new ListQueryError(`Missing operator in ${param} '${text}': use field||$operator||value`, field);
  }
  const spec = resolveField(resource, field, registry, param);
  // A value may itself contain the delimiter; nestjsx would cut it short, we keep it whole.
  const value = rest.join(DELIMITER);
  return buildCondition(field, spec, normalizeOperator(operator, field), value, param);
}

/**
 * nestjsx's rules: filters are AND-ed; one filter and one or: filter OR or; several of
 * either with some of the other: (filters AND) OR (ors AND); ors alone are OR-ed.
 */
export function combineFilters(filters: Condition[], ors: Condition[]): Condition | undefined {
  if (filters.length === 0) return anyOf(ors);
  if (ors.length === 0) return allOf(filters);
  return anyOf([allOf(filters)!, allOf(ors)!]);
}
