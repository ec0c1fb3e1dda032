import type { FieldSpec } from '../resource';
import { INT4_MAX, textProblem } from '../validation';
import { ListQueryError, type Scalar } from './types';

const INTEGER = /^[+-]?\d+$/;
const NUMBER = /^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$/;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(\.\d{1,6})?)?(Z|[+ -]\d{2}(?::?\d{2})?)?)?$/i;

function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * 'Z', '+05', '+0530' and '+05:30' → 'Z' or '+05:30'. A space is a '+' that a hand-typed
 * URL left unencoded.
 */
function normalizeZone(zone: string): string {
  if (zone.toUpperCase() === 'Z') return 'Z';
  const sign = zone[0] === '-' ? '-' : '+';
  const digits = zone.slice(1).replace(':', '');
  return `${sign}${digits.slice(0, 2)}:${digits.slice(2).padEnd(2, '0')}`;
}

/** ISO 8601 in, one canonical form out; no zone means UTC, so the result never depends on the server's. */
function normalizeTimestamp(text: string): string | undefined {
  const m = TIMESTAMP.exec(text);
  if (!m) return undefined;
  const [, y, mo, d, h = '00', mi = '00', s = '00', fraction = '', zone = 'Z'] = m;
  if (!isCalendarDate(Number(y), Number(mo), Number(d))) return undefined;
  if (Number(h) > 23 || Number(mi) > 59 || Number(s) > 59) return undefined;
  return `${y}-${mo}-${d}T${h}:${mi}:${s}${fraction}${normalizeZone(zone)}`;
}

function fail(message: string, field: string): never {
  throw new ListQueryError(message, field);
}

/**
 * One value checked and converted to the field's type: '12' → 12 for an integer, 'true' →
 * true, an ISO date kept as canonical text, an enum string checked against its values when
 * `exact` (the operator compares whole values).
 */
export function coerceScalar(
  value: Scalar,
  spec: FieldSpec,
  field: string,
  param: string,
  exact: boolean,
): Scalar {
  const problem = typeof value === 'string' ? textProblem(value, `The value for '${field}'`) : undefined;
  if (problem) fail(problem, field);
  if (value === '' && spec.type !== 'string') fail(`Missing value for '${field}' in ${param}`, field);
  const text = String(value).trim();
  switch (spec.type) {
    case 'integer': {
      const n = typeof value === 'number' ? value : INTEGER.test(text) ? Number(text) : Number.NaN;
      if (!Number.isSafeInteger(n)) fail(`'${value}' is not a whole number for '${field}'`, field);
      // Every whole-number column is an int4: a bound beyond it could only fail in the database.
      if (Math.abs(n) > INT4_MAX) fail(`'${value}' is beyond the largest whole number for '${field}'`, field);
      return n;
    }
    case 'number': {
      const n = typeof value === 'number' ? value : NUMBER.test(text) ? Number(text) : Number.NaN;
      if (!Number.isFinite(n)) fail(`'${value}' is not a number for '${field}'`, field);
      return n;
    }
    case 'boolean': {
      if (typeof value === 'boolean') return value;
      const lower = text.toLowerCase();
      if (lower !== 'true' && lower !== 'false')
        fail(`'${value}' is not true or false for '${field}'`, field);
      return lower === 'true';
    }
    case 'timestamp': {
      const normalized = typeof value === 'string' ? normalizeTimestamp(text) : undefined;
      if (!normalized) {
        fail(
          `'${value}' is not a date and time for '${field}': use ISO 8601, like 2024-05-01T10:30:00Z`,
          field,
        );
      }
      return normalized;
    }
    case 'date': {
      const m = typeof value === 'string' ? DATE.exec(text) : null;
      if (!m || !isCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]))) {
        fail(`'${value}' is not a date for '${field}': use YYYY-MM-DD`, field);
      }
      return text;
    }
    case 'string': {
      const s = String(value);
      if (exact && spec.values && !spec.values.includes(s)) {
        fail(`'${s}' is not one of ${spec.values.join(', ')} for '${field}'`, field);
      }
      return s;
    }
    case 'json':
      return fail(`'${field}' can only be filtered with $isnull or $notnull`, field);
  }
}
