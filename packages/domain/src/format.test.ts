import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatInr, formatInrCompact, formatLakhCrore, ordinal } from './format';

describe('formatInr', () => {
  it('groups rupees in lakhs and crores with two decimals', () => {
    expect(formatInr(12345678.9)).toBe('₹1,23,45,678.90');
    expect(formatInr(499)).toBe('₹499.00');
    expect(formatInr(100000)).toBe('₹1,00,000.00');
    expect(formatInr(-2500.5)).toBe('-₹2,500.50');
  });

  it('reads numeric strings and leaves missing amounts blank', () => {
    expect(formatInr('49.5')).toBe('₹49.50');
    expect(formatInr(null)).toBe('');
    expect(formatInr(undefined)).toBe('');
    expect(formatInr('abc')).toBe('');
  });
});

describe('formatLakhCrore', () => {
  it('says thousands, lakhs and crores the Indian way', () => {
    expect(formatLakhCrore(0)).toBe('0');
    expect(formatLakhCrore(950)).toBe('950');
    expect(formatLakhCrore(12_000)).toBe('12K');
    expect(formatLakhCrore(120_000)).toBe('1.2L');
    expect(formatLakhCrore(34_000_000)).toBe('3.4Cr');
    expect(formatLakhCrore(1_00_00_000)).toBe('1Cr');
    expect(formatLakhCrore(12_345_00_00_000)).toBe('12,345Cr');
  });

  it('moves up a unit when rounding reaches the next one', () => {
    expect(formatLakhCrore(999.97)).toBe('1K');
    expect(formatLakhCrore(99_990)).toBe('1L');
    expect(formatLakhCrore(99_99_000)).toBe('1Cr');
  });

  it('rounds to the nearest, halves away from zero, without floating-point slips', () => {
    expect(formatLakhCrore(1_25_000)).toBe('1.3L');
    expect(formatLakhCrore(-1_25_000)).toBe('-1.3L');
    expect(formatLakhCrore(1_15_000)).toBe('1.2L');
    expect(formatLakhCrore(1_14_999)).toBe('1.1L');
    // 1.025 * 100 is 102.4999... in floating point; on whole numbers it is 102.5 and goes up.
    expect(formatLakhCrore(1_02_500, 2)).toBe('1.03L');
    expect(formatLakhCrore(2_13_500, 2)).toBe('2.14L');
    expect(formatLakhCrore(99_949)).toBe('99.9K');
    expect(formatLakhCrore(99_950)).toBe('1L');
  });

  it('keeps the sign and honours the digits asked for', () => {
    expect(formatLakhCrore(-250_000)).toBe('-2.5L');
    expect(formatLakhCrore(1_234_567, 2)).toBe('12.35L');
    expect(formatLakhCrore('340000')).toBe('3.4L');
    expect(formatLakhCrore(null)).toBe('');
  });
});

describe('ordinal', () => {
  it('uses st, nd, rd and th, with the teens as th', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 30, 31].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '30th',
      '31st',
    ]);
  });
});

describe('formatDate', () => {
  it('writes ddd, Do MMM YYYY in India time by default', () => {
    expect(formatDate('2025-11-22T06:30:00.000Z')).toBe('Sat, 22nd Nov 2025');
    // 20:00 UTC on the 1st is already the 2nd in India.
    expect(formatDate('2025-09-01T20:00:00.000Z')).toBe('Tue, 2nd Sep 2025');
  });

  it('honours another time zone and accepts Date and epoch values', () => {
    expect(formatDate(new Date('2025-09-01T20:00:00.000Z'), 'UTC')).toBe('Mon, 1st Sep 2025');
    expect(formatDate(Date.UTC(2024, 1, 29, 12), 'UTC')).toBe('Thu, 29th Feb 2024');
  });

  it('leaves missing or invalid dates blank', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });
});

describe('formatDateTime', () => {
  it('adds a 12-hour time', () => {
    expect(formatDateTime('2025-11-22T15:35:00.000Z')).toBe('Sat, 22nd Nov 2025, 09:05 PM');
    expect(formatDateTime('2025-11-22T00:05:00.000Z', 'UTC')).toBe('Sat, 22nd Nov 2025, 12:05 AM');
  });
});

describe('formatInrCompact', () => {
  it('says rupees in lakhs and crores for axes and cards', () => {
    expect(formatInrCompact(1_00_000)).toBe('₹1L');
    expect(formatInrCompact(2_50_00_000)).toBe('₹2.5Cr');
    expect(formatInrCompact(1_20_000)).toBe('₹1.2L');
    expect(formatInrCompact(3_40_00_000)).toBe('₹3.4Cr');
    expect(formatInrCompact(0)).toBe('₹0');
    expect(formatInrCompact(950)).toBe('₹950');
  });

  it('rounds ₹99,999 to the nearest, which is ₹1L (the rule in docs/DECISIONS.md)', () => {
    expect(formatInrCompact(99_999)).toBe('₹1L');
    expect(formatInrCompact(99_99_999)).toBe('₹1Cr');
    expect(formatInrCompact(99_949)).toBe('₹99.9K');
  });

  it('puts the sign before the rupee and leaves missing amounts blank', () => {
    expect(formatInrCompact(-2_50_000)).toBe('-₹2.5L');
    expect(formatInrCompact('250000')).toBe('₹2.5L');
    expect(formatInrCompact(null)).toBe('');
    expect(formatInrCompact('abc')).toBe('');
  });
});
