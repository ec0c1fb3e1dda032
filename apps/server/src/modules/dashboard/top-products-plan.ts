import { addDays, type DayRange, daysIn, earlierDay, monthStart } from '@mandi/domain';
import type { MonthsAndDays } from './dashboard.repository';

/**
 * How the top products of a period are found (pure; docs/DECISIONS.md, "Top products of any
 * period"). A kept window (7, 30 or 365 days to today) that is the period is read down its
 * index. A short period is summed from its rollups (few rows). Any other period is found by
 * walking ranked lists together (the threshold algorithm): a kept window holding the period's
 * days from its first day on, and the calendar months of the period's days before it; or, with
 * no window, the period's months. A product's figure in the period is never more than the sum of
 * its figures in those lists (sales are never negative), so once the period's exact figures of
 * the products walked rank the last one wanted above the sum of the rows each list stopped at,
 * no product further down can enter. Periods needing more than MOST_LISTS lists are summed.
 */

/** Periods up to this many days are summed from their rollups (about as many rows as a walk reads). */
export const SUMMED_DAYS = 3;
/** Days of the period before the window's first day whose products are all taken as candidates. */
export const DAYS_BEFORE_WINDOW = 3;
/**
 * The most ranked lists walked together: each one more adds its rows at the walk's depth to the
 * bound, so beyond a few the bound stays above the answer until the lists are nearly read whole.
 */
export const MOST_LISTS = 3;
/**
 * The rows a first walk reads down each list, and the most a later one may read: a later walk of
 * one list reads as many rows as it ranks at or before the last product answered so far, plus
 * one, which settles it (the answer's last product can only rank higher), or 8 times more when
 * that is too far (and always 8 times more with several lists); past the most, the period is summed.
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

/** A ranked list a walk reads down: a kept window (its length in days; it ends today) or a month (its 1st). */
export type WalkSource = { window: number } | { month: string };

export interface Walk {
  kind: 'walk';
  /** The lists walked together: each product's figures in them sum to at least its figure in the period. */
  lists: WalkSource[];
  /** A few of the period's days outside the lists: every product sold on them is a candidate. */
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

/** The 1st of each calendar month a range touches. */
export function monthsOf(range: DayRange): string[] {
  const months: string[] = [];
  for (let month = monthStart(range.from); month <= range.to; month = monthStart(addDays(month, 31))) {
    months.push(month);
  }
  return months;
}

/** A window's walk: the window, and the period's days before it as months or (a few) as candidates. */
function windowWalk(
  range: DayRange,
  today: string,
  window: number,
  split: (range: DayRange) => MonthsAndDays,
): Walk {
  const first = addDays(today, 1 - window);
  const before = range.from < first ? { from: range.from, to: addDays(first, -1) } : undefined;
  const fewBefore = before !== undefined && daysIn(before) <= DAYS_BEFORE_WINDOW;
  const after = range.to > today ? { from: addDays(today, 1), to: range.to } : undefined;
  const outside = [...(fewBefore ? [before] : []), ...(after ? [after] : [])];
  const beforeMonths = before && !fewBefore ? monthsOf(before).map((month) => ({ month })) : [];
  // The period's part inside the window: the window less its days before and after that part.
  const inside = { from: [range.from, first].sort()[1]!, to: earlierDay(range.to, today) };
  const left: DayRange[] = [];
  if (inside.from > first) left.push({ from: first, to: addDays(inside.from, -1) });
  if (inside.to < today) left.push({ from: addDays(inside.to, 1), to: today });
  const byWindow: Piece[] = [
    { window, sign: 1 },
    ...left.map((part) => ({ split: split(part), sign: -1 as const })),
    ...[before, after].flatMap((part) => (part ? [{ split: split(part), sign: 1 as const }] : [])),
  ];
  const byRollups: Piece[] = [{ split: split(range), sign: 1 }];
  return {
    kind: 'walk',
    lists: [{ window }, ...beforeMonths],
    outside,
    pieces: pieceCount(byWindow) < pieceCount(byRollups) ? byWindow : byRollups,
  };
}

/**
 * The plan for a period: `windows` are the kept window lengths (each ends `today`); `split`
 * turns a range into month and day rollup rows (splitByMonths). The walk with the fewest lists
 * is chosen: a month holding the period, else the smallest window with the fewest, else the
 * period's months.
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
  const months = monthsOf(range);
  if (months.length === 1) {
    return {
      kind: 'walk',
      lists: [{ month: months[0]! }],
      outside: [],
      pieces: [{ split: split(range), sign: 1 }],
    };
  }
  const byWindow = [...windows]
    .sort((a, b) => a - b)
    .filter((length) => range.to >= addDays(today, 1 - length))
    .map((length) => windowWalk(range, today, length, split))
    .reduce<Walk | undefined>(
      (best, walk) => (best && best.lists.length <= walk.lists.length ? best : walk),
      undefined,
    );
  if (byWindow && byWindow.lists.length <= Math.min(months.length, MOST_LISTS)) return byWindow;
  if (months.length > MOST_LISTS) return { kind: 'sum' };
  return {
    kind: 'walk',
    lists: months.map((month) => ({ month })),
    outside: [],
    pieces: [{ split: split(range), sign: 1 }],
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

/** Where a walk stopped in one list: the rows it read (of the rows asked), and the last one. */
export interface ListEnd {
  walked: number;
  last: Ranked | undefined;
}

/**
 * Whether a walk's answer is final: every list had no more rows than were walked, or the
 * `limit` products found are all there are wanted and the last of them ranks before the bound
 * on every product not read: in each list still open it has at most the last row's figure, so
 * in the period at most their sum; and when it has that sum, it equals each (positive) last row
 * and so follows it by id: its id is above the largest of theirs.
 */
export function walkIsFinal(
  found: readonly Ranked[],
  limit: number,
  asked: number,
  ends: readonly ListEnd[],
): boolean {
  const open = ends.flatMap((end) => (end.walked >= asked && end.last ? [end.last] : []));
  if (open.length === 0) return true;
  const last = found[limit - 1];
  if (found.length < limit || last === undefined) return false;
  const bound = open.reduce((sum, end) => sum + end.value, 0);
  const idAbove = Math.max(...open.filter((end) => end.value > 0).map((end) => end.productId));
  return ranksBefore(last, { value: bound, productId: idAbove + 0.5 });
}
