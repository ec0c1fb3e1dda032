import type { FieldSpec, ResourceDef } from '../resource';
import { buildCondition } from './conditions';
import { type Registry, resolveField } from './field-path';
import { normalizeOperator, type Operator } from './operators';
import { allOf, anyOf, type Condition, ListQueryError } from './types';

type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `{"$isnull": false}` asks for the opposite, though nestjsx ignores the value. */
function nullTest(operator: Operator, value: unknown): Operator {
  if (value !== false) return operator;
  return operator === '$isnull' ? '$notnull' : '$isnull';
}

/** A field's operators: `{"$gt": 1, "$lt": 9}` AND-ed; under `$or` (`{"$or": {"$eq": 1, "$gt": 5}}`) OR-ed. */
function operatorsCondition(
  field: string,
  spec: FieldSpec,
  operators: JsonObject,
  join: 'and' | 'or',
): Condition {
  const parts: Condition[] = [];
  for (const [key, value] of Object.entries(operators)) {
    if (key === '$or' || key === '$and') {
      if (!isObject(value))
        throw new ListQueryError(`${key} for '${field}' in s must be an object of operators`, field);
      parts.push(operatorsCondition(field, spec, value, key === '$or' ? 'or' : 'and'));
      continue;
    }
    let operator = normalizeOperator(key, field);
    if (operator === '$isnull' || operator === '$notnull') operator = nullTest(operator, value);
    parts.push(buildCondition(field, spec, operator, value, 's'));
  }
  if (parts.length === 0) throw new ListQueryError(`No operator for '${field}' in s`, field);
  return (join === 'and' ? allOf(parts) : anyOf(parts))!;
}

interface Context {
  resource: ResourceDef;
  registry: Registry;
}

/** A bare value means $eq, null $isnull, a list $in; an object holds operators. */
function fieldCondition(field: string, value: unknown, ctx: Context): Condition {
  const spec = resolveField(ctx.resource, field, ctx.registry, 's');
  if (value === null) return buildCondition(field, spec, '$isnull', null, 's');
  if (Array.isArray(value)) return buildCondition(field, spec, '$in', value, 's');
  if (isObject(value)) return operatorsCondition(field, spec, value, 'and');
  return buildCondition(field, spec, '$eq', value, 's');
}

/** Every key of one object is AND-ed: fields, `$and: [...]` and `$or: [...]`. */
function objectCondition(object: JsonObject, ctx: Context): Condition | undefined {
  const parts: Condition[] = [];
  for (const [key, value] of Object.entries(object)) {
    if (key !== '$and' && key !== '$or') {
      parts.push(fieldCondition(key, value, ctx));
      continue;
    }
    if (!Array.isArray(value) || value.length === 0 || !value.every(isObject)) {
      throw new ListQueryError(`${key} in s must be a non-empty list of conditions`);
    }
    const children = value.map((child) => {
      const condition = objectCondition(child, ctx);
      if (!condition) throw new ListQueryError(`Empty condition in ${key} of s`);
      return condition;
    });
    parts.push((key === '$and' ? allOf(children) : anyOf(children))!);
  }
  return allOf(parts);
}

/** The `s` param: a JSON search that, when sent, replaces `filter` and `or`. */
export function parseSearch(text: string, resource: ResourceDef, registry: Registry): Condition | undefined {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new ListQueryError('Invalid JSON in s');
  }
  if (!isObject(data)) throw new ListQueryError('s must be a JSON object, like {"name":{"$cont":"atta"}}');
  return objectCondition(data, { resource, registry });
}
