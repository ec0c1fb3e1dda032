import dayjs, { type Dayjs } from 'dayjs';

/**
 * Date pickers show days as lists do ("Tue, 24th Nov 2026"); the shorter forms after the
 * first are accepted when a day is typed.
 */
export const DAY_FORMAT = ['ddd, Do MMM YYYY', 'DD MMM YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD'];

/** A validity picked as a range of days, sent as two YYYY-MM-DD strings (banners, coupons). */
const DAY = 'YYYY-MM-DD';

/** Dates before yesterday cannot be picked (spec 02 §5); a stored older date still shows. */
export const beforeYesterday = (date: Dayjs) => date.isBefore(dayjs().subtract(1, 'day'), 'day');

/** The picker's value of a stored validity; none when either end is missing. */
export const toDayRange = (from?: string | null, till?: string | null): [Dayjs, Dayjs] | undefined =>
  from && till ? [dayjs(from), dayjs(till)] : undefined;

/** The two days of a picked range, null when nothing is picked. */
export function fromDayRange(range: unknown): { validFrom: string | null; validTill: string | null } {
  const days = range as [Dayjs, Dayjs] | null | undefined;
  return { validFrom: days ? days[0].format(DAY) : null, validTill: days ? days[1].format(DAY) : null };
}
