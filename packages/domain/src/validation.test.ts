import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  INT4_MAX,
  id,
  idOf,
  idPathParam,
  MONEY_MAX,
  money,
  optionalText,
  text,
  textProblem,
  updateSchemaOf,
  wholeNumber,
} from './validation';

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

  it('refuses a NUL character, which no text column can hold', () => {
    expect(name.safeParse('Atta\u0000 5kg').error?.issues[0]?.message).toBe(
      'This text must not contain a NUL character',
    );
    expect(optionalText({ max: 10 }).safeParse('a\u0000').success).toBe(false);
  });

  it('refuses a lone surrogate, which is no character, and keeps paired ones (emoji)', () => {
    expect(name.safeParse('Atta \ud800').error?.issues[0]?.message).toBe(
      'This text contains characters that are not valid text',
    );
    expect(optionalText().safeParse('\udc00 low first').success).toBe(false);
    expect(name.parse('Atta 😀')).toBe('Atta 😀');
    expect(textProblem('a\ud83d', 'Title')).toBe('Title contains characters that are not valid text');
    expect(textProblem('a\u0000\ud800', 'Title')).toBe('Title must not contain a NUL character');
    expect(textProblem('नमस्ते 🙏')).toBeUndefined();
  });
});

const messageOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((i) => i.message);

describe('money', () => {
  it('keeps amounts within numeric(12,2), saying so once', () => {
    const price = money({ min: 1, message: 'Unit price should be at least 1' });
    expect(price.parse(MONEY_MAX)).toBe(MONEY_MAX);
    for (const huge of [10_000_000_000, 1e308, 2 ** 64]) {
      expect(messageOf(price, huge)).toEqual(['Amount should be at most 9,99,99,99,999.99']);
    }
    expect(messageOf(price, 0)).toEqual(['Unit price should be at least 1']);
    expect(messageOf(price, Number.POSITIVE_INFINITY)).toEqual(['Unit price should be at least 1']);
    expect(messageOf(price, 1.005)).toEqual(['At most 2 decimals']);
  });

  it('lets a lower maximum speak in its own words', () => {
    expect(messageOf(money({ max: 100, message: 'Use 0 to 100' }), 101)).toEqual(['Use 0 to 100']);
  });
});

describe('whole numbers and ids', () => {
  const stock = wholeNumber({ message: 'Stock should be a whole number, at least 0' });

  it('fit an int4 column', () => {
    expect(stock.parse(INT4_MAX)).toBe(INT4_MAX);
    expect(messageOf(stock, INT4_MAX + 1)).toEqual(['Value should be at most 2,14,74,83,647']);
    expect(messageOf(stock, -1)).toEqual(['Stock should be a whole number, at least 0']);
    expect(messageOf(stock, 1.5)).toEqual(['Stock should be a whole number, at least 0']);
  });

  it('refuse ids beyond int4 in the words of their field', () => {
    expect(idOf('Please choose a state').parse(7)).toBe(7);
    expect(messageOf(idOf('Please choose a state'), 2_147_483_648)).toEqual(['Please choose a state']);
    expect(id.safeParse(1e308).success).toBe(false);
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
