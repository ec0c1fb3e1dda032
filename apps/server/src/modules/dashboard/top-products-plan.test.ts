import { describe, expect, it } from 'vitest';
import { splitByMonths } from './dashboard.split';
import { topProductsPlan, walkIsFinal } from './top-products-plan';

const today = '2026-11-29';
const plan = (from: string, to: string) => topProductsPlan({ from, to }, today, [7, 30, 365], splitByMonths);

describe('the plan for a period’s top products', () => {
  it('reads a kept window that is the period, sums short periods and those before the last year', () => {
    expect(plan('2026-10-31', today)).toEqual({ kind: 'window', window: 30 });
    expect(plan('2025-11-30', today)).toEqual({ kind: 'window', window: 365 });
    expect(plan('2026-11-27', '2026-11-29').kind).toBe('sum');
    expect(plan('2025-06-01', '2025-09-30').kind).toBe('sum');
    expect(plan('2026-12-01', '2026-12-31').kind).toBe('sum');
  });

  it('walks the smallest window holding the period, with the days outside it as candidates', () => {
    // This month, last month: the month's ranked rows.
    expect(plan('2026-11-01', today)).toMatchObject({ kind: 'walk', source: { month: '2026-11-01' } });
    expect(plan('2026-10-01', '2026-10-31')).toEqual({
      kind: 'walk',
      source: { month: '2026-10-01' },
      outside: [],
      pieces: [{ sign: 1, split: { months: ['2026-10-01'], days: [], minus: [] } }],
    });
    expect(plan('2024-02-03', '2024-02-28')).toMatchObject({ source: { month: '2024-02-01' } });
    // 45 days ending 20 days ago: the year's window; read as its own months and days.
    expect(plan('2026-09-26', '2026-11-09')).toMatchObject({
      kind: 'walk',
      source: { window: 365 },
      outside: [],
      pieces: [{ sign: 1, split: splitByMonths({ from: '2026-09-26', to: '2026-11-09' }) }],
    });
    // 366 days to today: the year's window plus its day before; a year ending in 10 days: the days to come.
    expect(plan('2025-11-29', today)).toMatchObject({
      source: { window: 365 },
      outside: [{ from: '2025-11-29', to: '2025-11-29' }],
    });
    expect(plan('2025-12-10', '2026-12-09')).toMatchObject({
      source: { window: 365 },
      outside: [{ from: '2026-11-30', to: '2026-12-09' }],
    });
  });

  it('reads a year ending 20 days ago as the window less its last 20 days and its first 10', () => {
    expect(plan('2025-12-10', '2026-11-09')).toEqual({
      kind: 'walk',
      source: { window: 365 },
      outside: [],
      pieces: [
        { window: 365, sign: 1 },
        { sign: -1, split: splitByMonths({ from: '2025-11-30', to: '2025-12-09' }) },
        { sign: -1, split: splitByMonths({ from: '2026-11-10', to: today }) },
      ],
    });
  });
});

describe('whether a walk’s answer is final', () => {
  const found = [
    { value: 900, productId: 4 },
    { value: 600, productId: 2 },
    { value: 600, productId: 7 },
  ];
  it('is when the window had no more rows than were walked', () => {
    expect(walkIsFinal(found.slice(0, 1), 3, 40, 512, { value: 100, productId: 9 })).toBe(true);
  });
  it('is when the last product wanted ranks before the last row walked, by figure then id', () => {
    expect(walkIsFinal(found, 3, 512, 512, { value: 500, productId: 1 })).toBe(true);
    expect(walkIsFinal(found, 3, 512, 512, { value: 600, productId: 8 })).toBe(true);
    // A product below with the same 600 and a smaller id than 7 could still come.
    expect(walkIsFinal(found, 3, 512, 512, { value: 600, productId: 5 })).toBe(false);
    expect(walkIsFinal(found, 3, 512, 512, { value: 700, productId: 1 })).toBe(false);
    expect(walkIsFinal(found.slice(0, 2), 3, 512, 512, { value: 1, productId: 1 })).toBe(false);
  });
});
