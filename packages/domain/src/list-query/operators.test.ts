import { describe, expect, it } from 'vitest';
import { normalizeOperator, OPERATOR_NAMES, OPERATORS } from './operators';
import { ListQueryError } from './types';

describe('operators', () => {
  it('has every operator of the nestjsx grammar', () => {
    expect(OPERATOR_NAMES.sort()).toEqual(
      [
        '$eq',
        '$ne',
        '$gt',
        '$lt',
        '$gte',
        '$lte',
        '$starts',
        '$ends',
        '$cont',
        '$excl',
        '$in',
        '$notin',
        '$isnull',
        '$notnull',
        '$between',
        '$eqL',
        '$neL',
        '$startsL',
        '$endsL',
        '$contL',
        '$exclL',
        '$inL',
        '$notinL',
      ].sort(),
    );
  });

  it.each(OPERATOR_NAMES)('accepts %s with and without the $', (name) => {
    expect(normalizeOperator(name)).toBe(name);
    expect(normalizeOperator(name.slice(1))).toBe(name);
  });

  it('rejects an unknown operator by name', () => {
    expect(() => normalizeOperator('$like')).toThrow(new ListQueryError("Unknown operator '$like'"));
    expect(() => normalizeOperator('like')).toThrow("Unknown operator 'like'");
    // Names are case-sensitive, as in nestjsx: $EQ is not $eq, and $$eq is not eq.
    expect(() => normalizeOperator('$EQ')).toThrow("Unknown operator '$EQ'");
    expect(() => normalizeOperator('$$eq')).toThrow("Unknown operator '$$eq'");
    expect(() => normalizeOperator('constructor')).toThrow("Unknown operator 'constructor'");
  });

  it('describes arity, text matching and case', () => {
    expect(OPERATORS.$between.arity).toBe('pair');
    expect(OPERATORS.$in.arity).toBe('list');
    expect(OPERATORS.$isnull.arity).toBe('none');
    expect(OPERATORS.$contL).toMatchObject({ text: true, caseInsensitive: true, negated: false });
    expect(OPERATORS.$excl).toMatchObject({ text: true, caseInsensitive: false, negated: true });
    expect(OPERATORS.$ne.negated).toBe(true);
  });
});
