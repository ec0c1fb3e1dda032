import { describe, expect, it } from 'vitest';
import { splitByMonths } from './dashboard.split';
import { topProductsPlan, walkIsFinal } from './top-products-plan';

const today = '2026-11-29';
const plan = (from: string, to: string) => topProductsPlan({ from, to }, today, [7, 30, 365], splitByMonths);

describe('the plan for a period’s top products', () => {
  it('reads a kept window that is the period, sums short periods and those needing many lists', () => {
    expect(plan('2026-10-31', today)).toEqual({ kind: 'window', window: 30 });
    expect(plan('2025-11-30', today)).toEqual({ kind: 'window', window: 365 });
    expect(plan('2026-11-27', '2026-11-29').kind).toBe('sum');
    expect(plan('2025-06-01', '2025-09-30').kind).toBe('sum');
    expect(plan('2026-12-01', '2026-12-31').kind).toBe('sum');
    // 20 months before the year's window: its months, more than MOST_LISTS.
    expect(plan('2023-01-15', '2024-08-20').kind).toBe('sum');
  });

  it('walks the smallest window holding the period, with a few days outside it as candidates', () => {
    // This month, last month: the month's ranked rows.
    expect(plan('2026-11-01', today)).toMatchObject({ kind: 'walk', lists: [{ month: '2026-11-01' }] });
    expect(plan('2026-10-01', '2026-10-31')).toEqual({
      kind: 'walk',
      lists: [{ month: '2026-10-01' }],
      outside: [],
      pieces: [{ sign: 1, split: { months: ['2026-10-01'], days: [], minus: [] } }],
    });
    expect(plan('2024-02-03', '2024-02-28')).toMatchObject({ lists: [{ month: '2024-02-01' }] });
    // 45 days ending 20 days ago: the year's window; read as its own months and days.
    expect(plan('2026-09-26', '2026-11-09')).toMatchObject({
      kind: 'walk',
      lists: [{ window: 365 }],
      outside: [],
      pieces: [{ sign: 1, split: splitByMonths({ from: '2026-09-26', to: '2026-11-09' }) }],
    });
    // 366 days to today: the year's window plus its day before; a year ending in 10 days: the days to come.
    expect(plan('2025-11-29', today)).toMatchObject({
      lists: [{ window: 365 }],
      outside: [{ from: '2025-11-29', to: '2025-11-29' }],
    });
    expect(plan('2025-12-10', '2026-12-09')).toMatchObject({
      lists: [{ window: 365 }],
      outside: [{ from: '2026-11-30', to: '2026-12-09' }],
    });
  });

  it('walks the window and the months of the days before it together', () => {
    // A year ending 20 days ago: the window, and November 2025 for its 20 days before the window.
    expect(plan('2025-11-10', '2026-11-09')).toEqual({
      kind: 'walk',
      lists: [{ window: 365 }, { month: '2025-11-01' }],
      outside: [],
      pieces: [
        { window: 365, sign: 1 },
        { sign: -1, split: splitByMonths({ from: '2026-11-10', to: today }) },
        { sign: 1, split: splitByMonths({ from: '2025-11-10', to: '2025-11-29' }) },
      ],
    });
    // Mostly before the last year: the window and its two months before (not the period's five).
    expect(plan('2025-10-20', '2026-02-10')).toMatchObject({
      lists: [{ window: 365 }, { month: '2025-10-01' }, { month: '2025-11-01' }],
      outside: [],
    });
    // With three months before the window: four lists, more than MOST_LISTS.
    expect(plan('2025-09-25', '2026-01-20').kind).toBe('sum');
  });

  it('walks the months of a period before the windows', () => {
    expect(plan('2024-03-20', '2024-05-10')).toEqual({
      kind: 'walk',
      lists: [{ month: '2024-03-01' }, { month: '2024-04-01' }, { month: '2024-05-01' }],
      outside: [],
      pieces: [{ sign: 1, split: splitByMonths({ from: '2024-03-20', to: '2024-05-10' }) }],
    });
  });

  it('reads a year ending 20 days ago as the window less its last 20 days and its first 10', () => {
    expect(plan('2025-12-10', '2026-11-09')).toEqual({
      kind: 'walk',
      lists: [{ window: 365 }],
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
  const end = (value: number, productId: number) => ({ walked: 512, last: { value, productId } });
  it('is when every list had no more rows than were walked', () => {
    expect(walkIsFinal(found.slice(0, 1), 3, 512, [{ walked: 40, last: { value: 100, productId: 9 } }])).toBe(
      true,
    );
    expect(walkIsFinal(found.slice(0, 1), 3, 512, [{ walked: 40, last: end(1, 1).last }, end(100, 9)])).toBe(
      false,
    );
  });
  it('is when the last product wanted ranks before the last row walked, by figure then id', () => {
    expect(walkIsFinal(found, 3, 512, [end(500, 1)])).toBe(true);
    expect(walkIsFinal(found, 3, 512, [end(600, 8)])).toBe(true);
    // A product below with the same 600 and a smaller id than 7 could still come.
    expect(walkIsFinal(found, 3, 512, [end(600, 5)])).toBe(false);
    expect(walkIsFinal(found, 3, 512, [end(700, 1)])).toBe(false);
    expect(walkIsFinal(found.slice(0, 2), 3, 512, [end(1, 1)])).toBe(false);
  });
  it('with several lists, when it ranks before the sum of the rows each open list stopped at', () => {
    // 300 + 250 = 550 < 600: nothing unread reaches 600.
    expect(walkIsFinal(found, 3, 512, [end(300, 1), end(250, 1)])).toBe(true);
    // 300 + 350 = 650: an unread product sold 300 and 350 would pass.
    expect(walkIsFinal(found, 3, 512, [end(300, 1), end(350, 1)])).toBe(false);
    // 600 exactly: an unread one has an id above 5 and 8 (it follows both rows), so above 7.
    expect(walkIsFinal(found, 3, 512, [end(300, 5), end(300, 8)])).toBe(true);
    expect(walkIsFinal(found, 3, 512, [end(300, 5), end(300, 6)])).toBe(false);
    // A list read to its end adds nothing.
    expect(
      walkIsFinal(found, 3, 512, [end(500, 1), { walked: 100, last: { value: 900, productId: 1 } }]),
    ).toBe(true);
  });
});
