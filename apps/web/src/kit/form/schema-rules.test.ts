import { measurementUnitCreate, optionalText, taxCreate } from '@mandi/domain';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  defaultsOf,
  fieldSchemaAt,
  isRequired,
  issuesOf,
  maxLengthOf,
  problemOf,
  zodRule,
} from './schema-rules';

const rate = fieldSchemaAt(taxCreate, 'rate')!;
const name = fieldSchemaAt(taxCreate, 'name')!;

describe('fieldSchemaAt', () => {
  it('finds a field of the create schema, also inside objects and lists', () => {
    expect(name).toBe(taxCreate.shape.name);
    const nested = z.object({
      variations: z.array(z.object({ sku: z.string().min(3, 'short sku') })).optional(),
    });
    expect(problemOf(fieldSchemaAt(nested, 'variations.0.sku')!, 'ab')).toBe('short sku');
    expect(fieldSchemaAt(taxCreate, 'nothing')).toBeUndefined();
  });
});

describe('the messages the browser shows are the server schema messages', () => {
  it('for a tax', () => {
    expect(problemOf(name, undefined)).toBe('Please enter name');
    expect(problemOf(name, '')).toBe('Please enter name');
    expect(problemOf(name, 'ab')).toBe('Length should be 3 to 150');
    expect(problemOf(name, 'GST 5%')).toBeNull();
    expect(problemOf(rate, null)).toBe('Please choose a rate');
    expect(problemOf(rate, 101)).toBe('Rate should be 0 to 100');
    expect(problemOf(rate, 18)).toBeNull();
  });

  it('through an antd validator', async () => {
    const rule = zodRule(name) as { validator: (rule: unknown, value: unknown) => Promise<void> };
    await expect(rule.validator({}, 'ab')).rejects.toThrow('Length should be 3 to 150');
    await expect(rule.validator({}, 'GST 12%')).resolves.toBeUndefined();
  });
});

describe('isRequired', () => {
  it('marks fields that accept neither absent nor empty', () => {
    expect(isRequired(name)).toBe(true);
    expect(isRequired(rate)).toBe(true);
    expect(isRequired(taxCreate.shape.enabled)).toBe(false);
    expect(isRequired(optionalText({ max: 10 }))).toBe(false);
  });
});

describe('defaultsOf', () => {
  it('gives a new row the schema defaults', () => {
    expect(defaultsOf(taxCreate)).toEqual({ enabled: true, countryId: 1, cessRate: 0 });
    expect(defaultsOf(measurementUnitCreate)).toEqual({ enabled: true });
  });
});

describe('issuesOf', () => {
  const priced = z
    .object({ unitPrice: z.number(), salePrice: z.number() })
    .refine((v) => v.salePrice <= v.unitPrice - 1, { message: 'Sale price too high', path: ['salePrice'] });

  it('answers cross-field messages on their field, and the clean values when all is well', () => {
    expect(issuesOf(priced, { unitPrice: 10, salePrice: 10 }).issues).toEqual([
      { name: ['salePrice'], message: 'Sale price too high' },
    ]);
    expect(issuesOf(taxCreate, { name: '  GST 5%  ', rate: 5 }).data).toEqual({
      enabled: true,
      name: 'GST 5%',
      countryId: 1,
      rate: 5,
      cessRate: 0,
    });
  });
});

describe('maxLengthOf', () => {
  it('reads the text maximum through optional, nullable and preprocess wrappers', () => {
    expect(maxLengthOf(name)).toBe(150);
    expect(maxLengthOf(optionalText({ max: 40 }))).toBe(40);
    expect(maxLengthOf(rate)).toBeUndefined();
  });
});
