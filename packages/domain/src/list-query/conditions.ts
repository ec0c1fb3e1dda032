import type { FieldSpec } from '../resource';
import { OPERATORS, type Operator } from './operators';
import { type FilterCondition, ListQueryError, type Scalar } from './types';
import { coerceScalar } from './values';

/** Field types the text operators ($cont, $eqL, ...) can match, as text. */
const TEXT_MATCHABLE = new Set(['string', 'integer', 'number']);

const EXACT = new Set<Operator>(['$eq', '$ne', '$in', '$notin']);

function isScalar(value: unknown): value is Scalar {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/**
 * A value as sent, for an operator that takes a list: a JSON array from `s`, or a comma list
 * from `filter`. Items of a non-text field are trimmed ('1, 2' is two numbers).
 */
function listItems(value: unknown, spec: FieldSpec, field: string, operator: Operator): Scalar[] {
  if (typeof value === 'string') {
    const items = value.split(',');
    return spec.type === 'string' ? items : items.map((item) => item.trim());
  }
  if (Array.isArray(value) && value.every(isScalar)) return value;
  if (isScalar(value)) return [value];
  throw new ListQueryError(`'${operator}' for '${field}' takes a list of values`, field);
}

/** One value of a filter, as the operator reads it: text for a text operator, else the field's type. */
function oneValue(item: Scalar, spec: FieldSpec, field: string, operator: Operator, param: string): Scalar {
  if (OPERATORS[operator].text) {
    if (item === '') throw new ListQueryError(`Missing value for '${field}' in ${param}`, field);
    return String(item);
  }
  // Whole-value comparisons of an enum field must name one of its values.
  return coerceScalar(item, spec, field, param, EXACT.has(operator));
}

/**
 * One filter, checked: the operator suits the field's type and the value (or values) are
 * converted to it. `param` names where it came from ('filter', 'or', 's') for messages.
 */
export function buildCondition(
  field: string,
  spec: FieldSpec,
  operator: Operator,
  value: unknown,
  param: string,
): FilterCondition {
  const op = OPERATORS[operator];
  if (spec.type === 'json' && op.arity !== 'none') {
    throw new ListQueryError(`'${field}' can only be filtered with $isnull or $notnull`, field);
  }
  if (op.text && !TEXT_MATCHABLE.has(spec.type)) {
    throw new ListQueryError(
      `Operator '${operator}' needs a text or number field: '${field}' is ${spec.type}`,
      field,
    );
  }
  switch (op.arity) {
    case 'none':
      return { field, operator, value: null };
    case 'one': {
      if (value === undefined || value === null || value === '') {
        throw new ListQueryError(`Missing value for '${field}' in ${param}`, field);
      }
      if (!isScalar(value)) throw new ListQueryError(`'${operator}' for '${field}' takes one value`, field);
      return { field, operator, value: oneValue(value, spec, field, operator, param) };
    }
    case 'list': {
      const items =
        value === undefined || value === null || value === '' ? [] : listItems(value, spec, field, operator);
      if (items.length === 0) {
        throw new ListQueryError(`'${operator}' for '${field}' needs at least one value`, field);
      }
      return { field, operator, value: items.map((item) => oneValue(item, spec, field, operator, param)) };
    }
    case 'pair': {
      const items =
        value === undefined || value === null || value === '' ? [] : listItems(value, spec, field, operator);
      if (items.length !== 2) {
        throw new ListQueryError(`'${operator}' for '${field}' needs two values, like 1,10`, field);
      }
      return { field, operator, value: items.map((item) => oneValue(item, spec, field, operator, param)) };
    }
  }
}
