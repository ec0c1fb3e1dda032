import { isCalendarDay } from '../validity';

/**
 * The dashboard's periods (issue 15): today, the last 7 or 30 days, this month or a custom
 * range, resolved to India-time days (Asia/Kolkata, always UTC+05:30: India keeps no summer
 * time) whatever the server's or browser's zone, with the previous period to compare against.
 * Days are 'YYYY-MM-DD' strings; arithmetic on them is done at UTC midnight so no zone leaks in.
 */

export const PERIODS = ['today', '7d', '30d', 'month', 'custom'] as const;
export type PeriodName = (typeof PERIODS)[number];

export const BUCKETS = ['day', 'week', 'month'] as const;
export type Bucket = (typeof BUCKETS)[number];

/** The longest custom period, in days (both ends counted). */
export const MAX_PERIOD_DAYS = 366;

/** India is UTC+05:30 all year. */
export const INDIA_OFFSET_MINUTES = 330;

export interface DayRange {
  from: string;
  to: string;
}

export interface ResolvedPeriod {
  range: DayRange;
  previousRange: DayRange;
}

export interface PeriodRequest {
  period: PeriodName;
  from?: string | undefined;
  to?: string | undefined;
}

/** The words of a refused period (a 400's message). */
export const PERIOD_MESSAGES = {
  period: 'Choose a period: today, 7d, 30d, month or custom',
  customDays: 'A custom period needs from and to as YYYY-MM-DD dates',
  order: 'The period cannot end before it starts',
  tooLong: `A custom period can cover at most ${MAX_PERIOD_DAYS} days`,
} as const;

const DAY_MS = 86_400_000;

function dayNumber(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / DAY_MS;
}

function dayOf(number: number): string {
  return new Date(number * DAY_MS).toISOString().slice(0, 10);
}

/** The day `days` after (or before, when negative) the given day. */
export function addDays(day: string, days: number): string {
  return dayOf(dayNumber(day) + days);
}

/** How many days a range covers, both ends counted. */
export function daysIn(range: DayRange): number {
  return dayNumber(range.to) - dayNumber(range.from) + 1;
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/** The India-time day of an instant (a Date, epoch milliseconds or an ISO string). */
export function indiaDay(instant: Date | number | string): string {
  const time = instant instanceof Date ? instant.getTime() : new Date(instant).getTime();
  return new Date(time + INDIA_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** The instant an India-time day starts (its midnight in Asia/Kolkata). */
export function indiaDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+05:30`);
}

/** The earlier of two days. */
export function earlierDay(a: string, b: string): string {
  return a <= b ? a : b;
}

/** Monday of the day's week (weeks start Monday). */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(day, -((weekday + 6) % 7));
}

/** The first day of the day's month. */
export function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`;
}

function lastDayOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate(); // month is 1-based here
}

/**
 * The period's days and the previous period's. today, 7d and 30d end today (India time) and
 * the previous period is as many days just before; month runs from the 1st to today and the
 * previous is the month before up to the same day of month (the 31st March compares with the
 * whole of February); custom is from..to as given (at most 366 days) and the previous is as
 * many days just before. Answers the refusal's words when the request is not a period.
 */
export function resolvePeriod(
  request: PeriodRequest,
  now: Date = new Date(),
): ResolvedPeriod | { error: string } {
  const today = indiaDay(now);
  const before = (range: DayRange): ResolvedPeriod => {
    const days = daysIn(range);
    return { range, previousRange: { from: addDays(range.from, -days), to: addDays(range.from, -1) } };
  };
  switch (request.period) {
    case 'today':
      return before({ from: today, to: today });
    case '7d':
      return before({ from: addDays(today, -6), to: today });
    case '30d':
      return before({ from: addDays(today, -29), to: today });
    case 'month': {
      const year = Number(today.slice(0, 4));
      const month = Number(today.slice(5, 7));
      const previousYear = month === 1 ? year - 1 : year;
      const previousMonth = month === 1 ? 12 : month - 1;
      const dayOfMonth = Math.min(Number(today.slice(8, 10)), lastDayOfMonth(previousYear, previousMonth));
      const previousStart = `${previousYear}-${String(previousMonth).padStart(2, '0')}-01`;
      return {
        range: { from: monthStart(today), to: today },
        previousRange: { from: previousStart, to: addDays(previousStart, dayOfMonth - 1) },
      };
    }
    case 'custom': {
      const { from, to } = request;
      if (!isCalendarDay(from) || !isCalendarDay(to)) return { error: PERIOD_MESSAGES.customDays };
      if (from > to) return { error: PERIOD_MESSAGES.order };
      if (daysIn({ from, to }) > MAX_PERIOD_DAYS) return { error: PERIOD_MESSAGES.tooLong };
      return before({ from, to });
    }
    default:
      return { error: PERIOD_MESSAGES.period };
  }
}

/**
 * The change from the previous figure to the current one in percent with one decimal
 * (12.4 for +12.4%); null when the previous figure is 0 (no base to compare with).
 */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0 || !Number.isFinite(previous) || !Number.isFinite(current)) return null;
  const change = ((current - previous) / Math.abs(previous)) * 100;
  const rounded = Math.round(Math.abs(change) * 10) / 10;
  return change < 0 ? -rounded : rounded === 0 ? 0 : rounded;
}

/**
 * The range split into buckets (days, Monday weeks or calendar months), the first and last
 * cut to the range, in order.
 */
export function bucketsOf(range: DayRange, bucket: Bucket): DayRange[] {
  const result: DayRange[] = [];
  let from = range.from;
  while (from <= range.to) {
    let end: string;
    if (bucket === 'day') end = from;
    else if (bucket === 'week') end = addDays(weekStart(from), 6);
    else {
      const year = Number(from.slice(0, 4));
      const month = Number(from.slice(5, 7));
      end = `${from.slice(0, 7)}-${String(lastDayOfMonth(year, month)).padStart(2, '0')}`;
    }
    const to = earlierDay(end, range.to);
    result.push({ from, to });
    from = addDays(to, 1);
  }
  return result;
}

/**
 * The current period's buckets, each with the previous period's matching days: the same
 * days shifted back to the previous period's start, cut to the previous period (null when
 * none is left, as for the 29th–31st of a month compared with February).
 */
export function alignedBuckets(
  resolved: ResolvedPeriod,
  bucket: Bucket,
): { current: DayRange; previous: DayRange | null }[] {
  const shift = daysBetween(resolved.previousRange.from, resolved.range.from);
  return bucketsOf(resolved.range, bucket).map((current) => {
    const from = addDays(current.from, -shift);
    const shiftedTo = addDays(current.to, -shift);
    const to = earlierDay(shiftedTo, resolved.previousRange.to);
    return { current, previous: from <= to ? { from, to } : null };
  });
}
