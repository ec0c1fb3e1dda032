import { describe, expect, it } from 'vitest';
import type { FieldSpec } from '../resource';
import { coerceScalar } from './values';

const coerce = (value: string | number | boolean, spec: FieldSpec, exact = true) =>
  coerceScalar(value, spec, 'f', 'filter', exact);

describe('coerceScalar', () => {
  it('reads integers and refuses anything else', () => {
    expect(coerce('42', { type: 'integer' })).toBe(42);
    expect(coerce(' -7 ', { type: 'integer' })).toBe(-7);
    expect(coerce(3, { type: 'integer' })).toBe(3);
    expect(() => coerce('1.5', { type: 'integer' })).toThrow("'1.5' is not a whole number for 'f'");
    expect(() => coerce('12abc', { type: 'integer' })).toThrow("'12abc' is not a whole number for 'f'");
    expect(() => coerce('99999999999999999999', { type: 'integer' })).toThrow('is not a whole number');
    expect(() => coerce(2.5, { type: 'integer' })).toThrow("'2.5' is not a whole number for 'f'");
  });

  it('refuses whole numbers no int4 column holds, and NUL characters in any value', () => {
    expect(coerce('-2147483647', { type: 'integer' })).toBe(-2147483647);
    expect(() => coerce('2147483648', { type: 'integer' })).toThrow(
      "'2147483648' is beyond the largest whole number for 'f'",
    );
    expect(() => coerce('a\u0000b', { type: 'string' })).toThrow(
      "The value for 'f' must not contain a NUL character",
    );
    expect(() => coerce('\u0000', { type: 'integer' })).toThrow('must not contain a NUL character');
  });

  it('reads numbers and refuses anything else', () => {
    expect(coerce('12.50', { type: 'number' })).toBe(12.5);
    expect(coerce('.5', { type: 'number' })).toBe(0.5);
    expect(coerce('1e3', { type: 'number' })).toBe(1000);
    expect(coerce(7.25, { type: 'number' })).toBe(7.25);
    expect(() => coerce('abc', { type: 'number' })).toThrow("'abc' is not a number for 'f'");
    expect(() => coerce('0x10', { type: 'number' })).toThrow("'0x10' is not a number for 'f'");
    expect(() => coerce('Infinity', { type: 'number' })).toThrow("'Infinity' is not a number for 'f'");
  });

  it('reads booleans as true or false only', () => {
    expect(coerce('true', { type: 'boolean' })).toBe(true);
    expect(coerce('FALSE', { type: 'boolean' })).toBe(false);
    expect(coerce(false, { type: 'boolean' })).toBe(false);
    expect(() => coerce('yes', { type: 'boolean' })).toThrow("'yes' is not true or false for 'f'");
    expect(() => coerce('1', { type: 'boolean' })).toThrow("'1' is not true or false for 'f'");
  });

  it('reads ISO 8601 timestamps into one canonical form, UTC when no zone is given', () => {
    const ts = { type: 'timestamp' } as const;
    expect(coerce('2024-05-01T10:30:00Z', ts)).toBe('2024-05-01T10:30:00Z');
    expect(coerce('2024-05-01T10:30:00.123456+05:30', ts)).toBe('2024-05-01T10:30:00.123456+05:30');
    expect(coerce('2024-05-01T10:30+0530', ts)).toBe('2024-05-01T10:30:00+05:30');
    expect(coerce('2024-05-01 10:30:00-04', ts)).toBe('2024-05-01T10:30:00-04:00');
    // An unencoded '+' in a hand-typed URL arrives as a space.
    expect(coerce('2024-05-01T10:30:00 05:30', ts)).toBe('2024-05-01T10:30:00+05:30');
    expect(coerce('2024-05-01', ts)).toBe('2024-05-01T00:00:00Z');
    expect(() => coerce('yesterday', ts)).toThrow(
      "'yesterday' is not a date and time for 'f': use ISO 8601, like 2024-05-01T10:30:00Z",
    );
    expect(() => coerce('2024-02-30', ts)).toThrow('is not a date and time');
    expect(() => coerce('2024-05-01T24:00:00Z', ts)).toThrow('is not a date and time');
    expect(() => coerce(1714559400000, ts)).toThrow('is not a date and time');
  });

  it('reads calendar dates as YYYY-MM-DD', () => {
    expect(coerce('2024-02-29', { type: 'date' })).toBe('2024-02-29');
    expect(() => coerce('2023-02-29', { type: 'date' })).toThrow(
      "'2023-02-29' is not a date for 'f': use YYYY-MM-DD",
    );
    expect(() => coerce('01/05/2024', { type: 'date' })).toThrow('is not a date');
  });

  it('keeps strings as sent and checks enums on whole-value comparisons', () => {
    expect(coerce(' Atta ', { type: 'string' })).toBe(' Atta ');
    expect(coerce(12, { type: 'string' })).toBe('12');
    const status = { type: 'string', values: ['draft', 'live'] } as const;
    expect(coerce('live', status)).toBe('live');
    expect(() => coerce('gone', status)).toThrow("'gone' is not one of draft, live for 'f'");
    expect(coerce('gone', status, false)).toBe('gone');
  });

  it('calls an empty value of a non-text field missing', () => {
    expect(() => coerce('', { type: 'integer' })).toThrow("Missing value for 'f' in filter");
  });

  it('refuses values for json fields', () => {
    expect(() => coerce('{}', { type: 'json' })).toThrow("'f' can only be filtered with $isnull or $notnull");
  });
});
