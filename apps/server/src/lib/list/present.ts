import type { FieldSpec, JoinSpec } from '@mandi/domain';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ResourceBinding, Row } from './binding';
import { decodeRows, type RowShape } from './statement';

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
  const { extend } = binding;
  if (extend)
    extend.add(
      answer,
      extend.reads.map((key) => row[key]),
    );
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

/**
 * PostgreSQL's text of a UTC timestamptz (`2026-11-24 19:03:50.328175+00`) as the ISO-8601
 * a Date would give (`2026-11-24T19:03:50.328Z`, milliseconds truncated, as Date parses);
 * undefined for any other form (another zone, a year past 9999, BC), which goes through a Date.
 */
export function isoOfUtcText(text: string): string | undefined {
  const end = text.length - 3;
  if (end !== 19 && (end < 21 || end > 26)) return undefined;
  if (text.charCodeAt(end) !== 43 || text.charCodeAt(end + 1) !== 48 || text.charCodeAt(end + 2) !== 48)
    return undefined;
  if (text.charCodeAt(4) !== 45 || text.charCodeAt(10) !== 32 || text.charCodeAt(13) !== 58) return undefined;
  if (end === 19) return `${text.slice(0, 10)}T${text.slice(11, 19)}.000Z`;
  if (text.charCodeAt(19) !== 46) return undefined;
  const millis = end >= 23 ? text.slice(20, 23) : text.slice(20, end).padEnd(3, '0');
  return `${text.slice(0, 10)}T${text.slice(11, 19)}.${millis}Z`;
}

type FromDriver = (value: unknown) => unknown;

const same: FromDriver = (value) => value;
const asNumber: FromDriver = (value) => (typeof value === 'number' ? value : Number(value));
const NUMBER_COLUMNS = new Set(['PgInteger', 'PgSerial', 'PgSmallInt', 'PgBigInt53', 'PgNumericNumber']);
const TEXT_COLUMNS = new Set(['PgText', 'PgVarchar']);

/**
 * One column's driver value to its answer: presentValue of what the column decodes to,
 * without the Date or the decoded row in between for the common column types (a page of
 * orders built 30 Dates to print them back as text).
 */
function fromDriver(column: PgColumn, spec: FieldSpec): FromDriver {
  const type = column.columnType;
  if (
    spec.type === 'timestamp' &&
    type === 'PgTimestamp' &&
    (column as { withTimezone?: boolean }).withTimezone
  )
    return (value) => isoOfUtcText(value as string) ?? presentValue(column.mapFromDriverValue(value), spec);
  if ((spec.type === 'number' || spec.type === 'integer') && NUMBER_COLUMNS.has(type)) return asNumber;
  if (spec.type === 'string' && TEXT_COLUMNS.has(type)) return same;
  if (spec.type === 'boolean' && type === 'PgBoolean') return same;
  return (value) => presentValue(column.mapFromDriverValue(value), spec);
}

/** One row of a shape's arrays as its answer. */
type AnswerOf = (values: unknown[]) => Row;

/**
 * The answer of one row of `shape`, as a function written for it: an object literal of the
 * declared fields the shape holds, in declaration order (or in the order of `fields`, only
 * those, as pickFields would leave them), each read from its index and converted. A literal
 * gives every answer the same hidden class from the start, which V8 builds and JSON.stringify
 * walks about 4 and 1.5 times faster than an object filled key by key. The keys are the
 * declaration's field names (JSON-quoted), never a request's.
 */
function answerOf(binding: ResourceBinding, shape: RowShape, fields?: readonly string[]): AnswerOf {
  const convert: FromDriver[] = [];
  const properties: string[] = [];
  const declared = fieldsOf(binding);
  const ordered = fields
    ? [...new Set(fields)].flatMap((name) => declared.filter(([field]) => field === name))
    : declared;
  for (const [field, spec] of ordered) {
    const i = shape.keys.indexOf(field);
    if (i < 0) continue;
    properties.push(
      `${JSON.stringify(field)}: (v = values[${i}]) == null ? null : convert[${convert.length}](v)`,
    );
    convert.push(fromDriver(shape.columns[i]!, spec));
  }
  const make = new Function('convert', `return (values) => { let v; return { ${properties.join(', ')} }; };`);
  return make(convert) as AnswerOf;
}

/** Per shape, per declaration, per field list ('' for all): a shape is made once per statement. */
const answerFunctions = new WeakMap<RowShape, WeakMap<ResourceBinding['def'], Map<string, AnswerOf>>>();

function answerFunctionOf(binding: ResourceBinding, shape: RowShape, fields?: readonly string[]): AnswerOf {
  let byDef = answerFunctions.get(shape);
  if (!byDef) {
    byDef = new WeakMap();
    answerFunctions.set(shape, byDef);
  }
  let byFields = byDef.get(binding.def);
  if (!byFields) {
    byFields = new Map();
    byDef.set(binding.def, byFields);
  }
  const key = fields ? fields.join(',') : '';
  let answer = byFields.get(key);
  if (!answer) {
    answer = answerOf(binding, shape, fields);
    byFields.set(key, answer);
  }
  return answer;
}

/** Rows of one shape's driver arrays to their answers. */
export type Presenter = (arrays: unknown[][]) => Row[];

/**
 * The driver's arrays (rows of `shape`) as answers: what presentRow gives of the decoded
 * rows (then pickFields with `fields`, when given), read straight from the arrays unless the
 * binding has a presenter of its own; an extension gets the driver's values of its reads.
 * Made once by a caller that presents the same shape again (a join's plan).
 */
export function presenterOf(
  binding: ResourceBinding,
  shape: RowShape,
  fields?: readonly string[],
): Presenter {
  const { present, extend } = binding;
  if (present) {
    return (arrays) => {
      const rows = decodeRows(shape, arrays).map((row) => present(row));
      return fields ? rows.map((row) => pickFields(row, fields)) : rows;
    };
  }
  if (!extend) {
    const answer = answerFunctionOf(binding, shape, fields);
    return (arrays) => arrays.map(answer);
  }
  const answer = answerFunctionOf(binding, shape);
  const at = extend.reads.map((key) => shape.keys.indexOf(key));
  return (arrays) => {
    const rows = arrays.map((values) => {
      const row = answer(values);
      extend.add(
        row,
        at.map((i) => (i < 0 ? undefined : values[i])),
      );
      return row;
    });
    return fields ? rows.map((row) => pickFields(row, fields)) : rows;
  };
}

/** presenterOf's answers for one page of arrays. */
export function presentArrays(
  binding: ResourceBinding,
  shape: RowShape,
  arrays: unknown[][],
  fields?: readonly string[],
): Row[] {
  return presenterOf(binding, shape, fields)(arrays);
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
