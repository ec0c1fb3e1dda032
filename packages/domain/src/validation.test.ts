import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { text, updateSchemaOf } from './validation';

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
