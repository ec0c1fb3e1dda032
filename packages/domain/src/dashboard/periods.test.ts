import { describe, expect, it } from 'vitest';
import { periodInput, revenueByDateInput, topProductsInput } from './answers';
import {
  alignedBuckets,
  bucketsOf,
  indiaDay,
  indiaDayStart,
  PERIOD_MESSAGES,
  percentChange,
  resolvePeriod,
  weekStart,
} from './periods';

// 2026-03-15 at 20:00 UTC is already 2026-03-16 01:30 in India.
const lateUtc = new Date('2026-03-15T20:00:00Z');

describe('India-time days', () => {
  it('cuts days at midnight in Asia/Kolkata whatever the zone of the machine', () => {
    expect(indiaDay('2026-03-01T18:00:00Z')).toBe('2026-03-01'); // 23:30 IST on the 1st
    expect(indiaDay('2026-03-01T18:29:59.999Z')).toBe('2026-03-01');
    expect(indiaDay('2026-03-01T18:30:00Z')).toBe('2026-03-02'); // midnight IST
    expect(indiaDay(lateUtc)).toBe('2026-03-16');
    expect(indiaDayStart('2026-03-02').toISOString()).toBe('2026-03-01T18:30:00.000Z');
  });

  it('starts weeks on Monday', () => {
    expect(weekStart('2026-03-16')).toBe('2026-03-16'); // a Monday
    expect(weekStart('2026-03-22')).toBe('2026-03-16'); // Sunday
    expect(weekStart('2026-03-01')).toBe('2026-02-23');
  });
});

describe('resolvePeriod', () => {
  it('today, 7d and 30d end on the India day and compare with as many days before', () => {
    expect(resolvePeriod({ period: 'today' }, lateUtc)).toEqual({
      range: { from: '2026-03-16', to: '2026-03-16' },
      previousRange: { from: '2026-03-15', to: '2026-03-15' },
    });
    expect(resolvePeriod({ period: '7d' }, lateUtc)).toEqual({
      range: { from: '2026-03-10', to: '2026-03-16' },
      previousRange: { from: '2026-03-03', to: '2026-03-09' },
    });
    expect(resolvePeriod({ period: '30d' }, lateUtc)).toEqual({
      range: { from: '2026-02-15', to: '2026-03-16' },
      previousRange: { from: '2026-01-16', to: '2026-02-14' },
    });
  });

  it('month runs from the 1st and compares with the month before up to the same day', () => {
    expect(resolvePeriod({ period: 'month' }, lateUtc)).toEqual({
      range: { from: '2026-03-01', to: '2026-03-16' },
      previousRange: { from: '2026-02-01', to: '2026-02-16' },
    });
    // The 31st March compares with the whole of February; January with December.
    expect(resolvePeriod({ period: 'month' }, new Date('2026-03-31T06:00:00Z'))).toMatchObject({
      previousRange: { from: '2026-02-01', to: '2026-02-28' },
    });
    expect(resolvePeriod({ period: 'month' }, new Date('2028-03-30T06:00:00Z'))).toMatchObject({
      previousRange: { from: '2028-02-01', to: '2028-02-29' },
    });
    expect(resolvePeriod({ period: 'month' }, new Date('2026-01-05T06:00:00Z'))).toEqual({
      range: { from: '2026-01-01', to: '2026-01-05' },
      previousRange: { from: '2025-12-01', to: '2025-12-05' },
    });
  });

  it('custom is from..to, at most 366 days, with as many days before', () => {
    expect(resolvePeriod({ period: 'custom', from: '2026-03-01', to: '2026-03-10' })).toEqual({
      range: { from: '2026-03-01', to: '2026-03-10' },
      previousRange: { from: '2026-02-19', to: '2026-02-28' },
    });
    expect(resolvePeriod({ period: 'custom', from: '2023-01-01', to: '2023-12-31' })).toMatchObject({
      previousRange: { from: '2022-01-01', to: '2022-12-31' },
    });
    expect(resolvePeriod({ period: 'custom', from: '2024-01-01', to: '2025-01-01' })).toEqual({
      error: PERIOD_MESSAGES.tooLong,
    });
    expect(resolvePeriod({ period: 'custom', from: '2026-03-10', to: '2026-03-01' })).toEqual({
      error: PERIOD_MESSAGES.order,
    });
    expect(resolvePeriod({ period: 'custom', from: '2026-02-30', to: '2026-03-01' })).toEqual({
      error: PERIOD_MESSAGES.customDays,
    });
    expect(resolvePeriod({ period: 'custom', to: '2026-03-01' })).toEqual({
      error: PERIOD_MESSAGES.customDays,
    });
    expect(resolvePeriod({ period: 'yesterday' as 'today' })).toEqual({ error: PERIOD_MESSAGES.period });
  });
});

describe('comparison', () => {
  it('gives the change in percent with one decimal, null without a previous figure', () => {
    expect(percentChange(112.4, 100)).toBe(12.4);
    expect(percentChange(1124, 1000)).toBe(12.4);
    expect(percentChange(50, 100)).toBe(-50);
    expect(percentChange(2, 3)).toBe(-33.3);
    expect(percentChange(1, 3)).toBe(-66.7);
    expect(percentChange(100, 100)).toBe(0);
    expect(percentChange(10, 0)).toBeNull();
    expect(percentChange(0, 0)).toBeNull();
    expect(percentChange(0, 5)).toBe(-100);
    expect(Object.is(percentChange(100.0001, 100), 0)).toBe(true);
  });
});

describe('buckets', () => {
  it('splits a period into days, Monday weeks or months, cut to the period', () => {
    expect(bucketsOf({ from: '2026-03-14', to: '2026-03-24' }, 'week')).toEqual([
      { from: '2026-03-14', to: '2026-03-15' },
      { from: '2026-03-16', to: '2026-03-22' },
      { from: '2026-03-23', to: '2026-03-24' },
    ]);
    expect(bucketsOf({ from: '2026-01-20', to: '2026-03-02' }, 'month')).toEqual([
      { from: '2026-01-20', to: '2026-01-31' },
      { from: '2026-02-01', to: '2026-02-28' },
      { from: '2026-03-01', to: '2026-03-02' },
    ]);
    expect(bucketsOf({ from: '2026-03-01', to: '2026-03-03' }, 'day')).toHaveLength(3);
  });

  it('aligns the previous period bucket by bucket, null where it has no days', () => {
    const march31 = resolvePeriod({ period: 'month' }, new Date('2026-03-31T06:00:00Z'));
    if ('error' in march31) throw new Error(march31.error);
    const days = alignedBuckets(march31, 'day');
    expect(days).toHaveLength(31);
    expect(days[0]).toEqual({
      current: { from: '2026-03-01', to: '2026-03-01' },
      previous: { from: '2026-02-01', to: '2026-02-01' },
    });
    expect(days[27]?.previous).toEqual({ from: '2026-02-28', to: '2026-02-28' });
    expect(days[28]?.previous).toBeNull();
    const weeks = alignedBuckets(march31, 'week');
    expect(weeks.at(-1)).toEqual({
      current: { from: '2026-03-30', to: '2026-03-31' },
      previous: null,
    });
    const custom = resolvePeriod({ period: 'custom', from: '2026-03-14', to: '2026-03-24' });
    if ('error' in custom) throw new Error(custom.error);
    expect(alignedBuckets(custom, 'week').map((b) => b.previous)).toEqual([
      { from: '2026-03-03', to: '2026-03-04' },
      { from: '2026-03-05', to: '2026-03-11' },
      { from: '2026-03-12', to: '2026-03-13' },
    ]);
  });
});

describe('period inputs', () => {
  it('refuses an unknown period in words and fills the defaults', () => {
    const refused = periodInput.safeParse({ period: 'year' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(PERIOD_MESSAGES.period);
    expect(revenueByDateInput.parse({ period: '7d' }).bucket).toBe('day');
    expect(topProductsInput.parse({ period: '7d' })).toEqual({ period: '7d', by: 'revenue', limit: 10 });
    expect(topProductsInput.safeParse({ period: '7d', limit: '51' }).success).toBe(false);
  });
});
