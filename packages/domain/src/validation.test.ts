import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { idPathParam, text, updateSchemaOf } from './validation';

describe('text', () => {
  const name = text({ required: 'Please enter name', min: 3, max: 150, length: 'Length should be 3 to 150' });

  it('answers the spec messages', () => {
    expect(name.safeParse('').error?.issues[0]?.message).toBe('Please enter name');
    expect(name.safeParse('ab').error?.issues[0]?.message).toBe('Length should be 3 to 150');
    expect(name.safeParse('x'.repeat(151)).error?.issues[0]?.message).toBe('Length should be 3 to 150');
  });

  it('trims before measuring', () => {
    expect(name.parse('  Atta  ')).toBe('Atta');
    expect(name.safeParse('   ').success).toBe(false);
  });
});

describe('updateSchemaOf', () => {
  const create = z.object({ enabled: z.boolean().default(true), name: z.string().min(3) });

  it('makes every field optional without applying create defaults', () => {
    expect(updateSchemaOf(create).parse({ name: 'Rice' })).toEqual({ name: 'Rice' });
  });

  it('keeps the field rules', () => {
    expect(updateSchemaOf(create).safeParse({ name: 'ab' }).success).toBe(false);
  });
});

describe('idPathParam', () => {
  it('reads plain ids within int4', () => {
    expect(idPathParam.parse('12')).toBe(12);
    expect(idPathParam.parse('2147483647')).toBe(2147483647);
  });

  it('refuses anything else before a query runs', () => {
    for (const raw of [
      '0',
      '-1',
      '012',
      '12\n',
      ' 12',
      '1e3',
      '999999991e3',
      '2147483648',
      '9007199254740991',
      '1.5',
      '',
    ])
      expect(idPathParam.safeParse(raw).success, JSON.stringify(raw)).toBe(false);
  });
});
