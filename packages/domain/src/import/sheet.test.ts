import { describe, expect, it } from 'vitest';
import { cellNumber, cellText, definedOnly } from './sheet';

describe('cellNumber', () => {
  it('reads numbers as Excel gives them and as people type them', () => {
    expect(cellNumber(120.5)).toBe(120.5);
    expect(cellNumber(' 1,250.50 ')).toBe(1250.5);
    expect(cellNumber('₹ 99')).toBe(99);
    expect(cellNumber('Rs. 40')).toBe(40);
    expect(cellNumber('-3')).toBe(-3);
  });

  it('keeps what is not a number as text, and blank as nothing', () => {
    expect(cellNumber('twelve')).toBe('twelve');
    expect(cellNumber('12 kg')).toBe('12 kg');
    expect(cellNumber('  ')).toBeUndefined();
    expect(cellNumber(null)).toBeUndefined();
  });
});

describe('cellText and definedOnly', () => {
  it('trims text and drops blanks', () => {
    expect(cellText('  Atta  ')).toBe('Atta');
    expect(cellText(42)).toBe('42');
    expect(cellText('')).toBeUndefined();
    expect(definedOnly({ a: 1, b: undefined, c: null })).toEqual({ a: 1, c: null });
  });
});
