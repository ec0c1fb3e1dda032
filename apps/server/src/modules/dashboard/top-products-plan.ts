import { addDays, type DayRange, daysIn, earlierDay, monthStart } from '@mandi/domain';
import type { MonthsAndDays } from './dashboard.repository';

/**
 * How the top products of a period are found (pure; docs/DECISIONS.md, "Top products of any
 * period"). A kept window (7, 30 or 365 days to today) that is the period is read down its
 * index. A short period is summed from its rollups (few rows). Any other period inside one
 * calendar month, or inside a kept window (give or take a few days before it, and days to
 * come), is found by walking that month's or window's ranked rows: a product's figure in the
 * period is never more than in a month or window that holds the period (sales are never
 * negative), so once the period's exact figures of the products walked rank the last one wanted
 * above the row the walk stopped at, no product further down can enter. The rest (periods
 * crossing months before the last year) is summed from the rollups.
 */

/** Periods up to this many days are summed from their rollups (about as many rows as a walk reads). */
export const SUMMED_DAYS = 3;
/** Days of the period before the window's first day whose products are all taken as candidates. */
export const DAYS_BEFORE_WINDOW = 3;
/**
 * The rows a first walk reads, and the most a later one may read: a later walk reads as many
 * rows as the window ranks at or before the last product answered so far, plus one, which
 * settles it (the answer's last product can only rank higher), or 8 times more when that is
 * too far; past the most, the period is summed.
 */
export const WALK_ROWS = { first: 512, most: 32_768 } as const;

/** The rows the next walk reads; null when the period is to be summed instead. */
export function nextWalkRows(rows: number, needed: number | null, most: number): number | null {
  // Walking to the row that settles the answer so far, when near; else 8 times further.
  const next = needed !== null && needed < most ? needed + 1 : rows * 8;
  return next > rows && next <= most ? next : null;
}

/** One part of a period's figures: a window's rows, or a split range of the day and month rollups. */
export type Piece = { window: number; sign: 1 } | { split: MonthsAndDays; sign: 1 | -1 };

/** What a walk reads down: a kept window (its length in days; it ends today) or a month (its 1st). */
export type WalkSource = { window: number } | { month: string };

export interface Walk {
  kind: 'walk';
  source: WalkSource;
  /** The period's days outside the window: every product sold on them is a candidate. */
  outside: DayRange[];
  /** The period's exact figures as signed pieces (the fewer rows read per product, the better). */
  pieces: Piece[];
}

export type TopProductsPlan = { kind: 'window'; window: number } | { kind: 'sum' } | Walk;

const pieceCount = (pieces: readonly Piece[]) =>
  pieces.reduce(
    (count, piece) =>
      count +
      ('window' in piece
        ? 1
        : piece.split.months.length + piece.split.days.length + piece.split.minus.length),
    0,
  );

/**
 * The plan for a period: `windows` are the kept window lengths (each ends `today`); `split`
 * turns a range into month and day rollup rows (splitByMonths).
 */
export function topProductsPlan(
  range: DayRange,
  today: string,
  windows: readonly number[],
  split: (range: DayRange) => MonthsAndDays,
): TopProductsPlan {
  const days = daysIn(range);
  const exact = windows.find((length) => range.to === today && days === length);
  if (exact !== undefined) return { kind: 'window', window: exact };
  if (days <= SUMMED_DAYS || range.from > today) return { kind: 'sum' };
  if (monthStart(range.from) === monthStart(range.to)) {
    const month = monthStart(range.from);
    return { kind: 'walk', source: { month }, outside: [], pieces: [{ split: split(range), sign: 1 }] };
  }
  const window = [...windows]
    .sort((a, b) => a - b)
    .find((length) => range.from >= addDays(today, 1 - length - DAYS_BEFORE_WINDOW));
  if (window === undefined) return { kind: 'sum' };
  const first = addDays(today, 1 - window);
  const outside: DayRange[] = [];
  if (range.from < first) outside.push({ from: range.from, to: addDays(first, -1) });
  if (range.to > today) outside.push({ from: addDays(today, 1), to: range.to });
  // The period's part inside the window: the window less its days before and after that part.
  const inside = { from: [range.from, first].sort()[1]!, to: earlierDay(range.to, today) };
  const left: DayRange[] = [];
  if (inside.from > first) left.push({ from: first, to: addDays(inside.from, -1) });
  if (inside.to < today) left.push({ from: addDays(inside.to, 1), to: today });
  const byWindow: Piece[] = [
    { window, sign: 1 },
    ...left.map((part) => ({ split: split(part), sign: -1 as const })),
    ...outside.map((part) => ({ split: split(part), sign: 1 as const })),
  ];
  const byRollups: Piece[] = [{ split: split(range), sign: 1 }];
  return {
    kind: 'walk',
    source: { window },
    outside,
    pieces: pieceCount(byWindow) < pieceCount(byRollups) ? byWindow : byRollups,
  };
}

/** A product's place in the ranking: its ranked figure (paise or quantity), then its id. */
export interface Ranked {
  value: number;
  productId: number;
}

/** Whether a ranks before b (a larger figure, or the same and a smaller product id). */
export const ranksBefore = (a: Ranked, b: Ranked) =>
  a.value > b.value || (a.value === b.value && a.productId < b.productId);

/**
 * Whether a walk's answer is final: the window had no more rows than were walked, or the
 * `limit` products found are all there are wanted and the last of them ranks before the last
 * row walked (every product below it has at most that row's figure in the window, so at most
 * that in the period).
 */
export function walkIsFinal(
  found: readonly Ranked[],
  limit: number,
  walked: number,
  asked: number,
  lastWalked: Ranked | undefined,
): boolean {
  if (walked < asked || lastWalked === undefined) return true;
  const last = found[limit - 1];
  return found.length >= limit && last !== undefined && ranksBefore(last, lastWalked);
}
