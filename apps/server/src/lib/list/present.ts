import type { FieldSpec, JoinSpec } from '@mandi/domain';
import type { ResourceBinding, Row } from './binding';

/** Timestamps as ISO-8601, dates as YYYY-MM-DD, numeric text and bigints as numbers. */
function presentValue(value: unknown, spec: FieldSpec): unknown {
  if (value === null || value === undefined) return null;
  switch (spec.type) {
    case 'timestamp':
      return (value instanceof Date ? value : new Date(value as string)).toISOString();
    case 'date':
      return value instanceof Date ? value.toISOString().slice(0, 10) : value;
    case 'number':
    case 'integer':
      return typeof value === 'string' || typeof value === 'bigint' ? Number(value) : value;
    default:
      return value;
  }
}

/**
 * A stored row as the API answers it: through the binding's presenter when it has one,
 * else only the declared fields, so no other column (a password hash) ever leaves.
 */
export function presentRow(binding: ResourceBinding, row: Row): Row {
  if (binding.present) return binding.present(row);
  const answer: Row = {};
  for (const [field, spec] of fieldsOf(binding)) {
    if (Object.hasOwn(row, field)) answer[field] = presentValue(row[field], spec);
  }
  return answer;
}

/** A declaration's fields as a list, made once: lists present thousands of rows a second. */
const fieldLists = new WeakMap<ResourceBinding['def'], [string, FieldSpec][]>();
function fieldsOf(binding: ResourceBinding): [string, FieldSpec][] {
  let list = fieldLists.get(binding.def);
  if (!list) {
    list = Object.entries(binding.def.fields);
    fieldLists.set(binding.def, list);
  }
  return list;
}

/** Only the asked `fields` of a presented row, keeping the joined relations' keys. */
export function pickFields(
  row: Row,
  fields: readonly string[] | undefined,
  joins: readonly JoinSpec[] = [],
): Row {
  if (!fields) return row;
  const keys = [...fields, ...joins.map((join) => join.relation)];
  return Object.fromEntries(keys.filter((key) => Object.hasOwn(row, key)).map((key) => [key, row[key]]));
}
