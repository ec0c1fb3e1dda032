/**
 * A GSTR-1 return period: a month (`MMYYYY`, as the portal's `fp` writes it) or, for quarterly
 * filers (QRMP), a quarter of the financial year written `Q1-2026-27` (April to June 2026). A
 * quarter's return carries the quarter's last month as its `fp` (`062026`), as the portal's
 * quarterly returns do. Days are India days, both ends included.
 */

export interface ReturnPeriod {
  /** As asked: `112026` or `Q3-2026-27`. */
  key: string;
  /** The portal's return period: the month, or the quarter's last month (MMYYYY). */
  fp: string;
  /** 'November 2026' or 'Q3 2026-27 (October to December 2026)'. */
  label: string;
  quarterly: boolean;
  /** First and last India day, YYYY-MM-DD. */
  from: string;
  to: string;
}

export const RETURN_PERIOD_MESSAGE = 'Please choose a month as MMYYYY (112026) or a quarter as Q1-2026-27';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const pad2 = (n: number) => String(n).padStart(2, '0');
const lastDayOf = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Months run 1 to 12; `count` months from (year, month), the last one's year and month. */
function monthsAfter(year: number, month: number, count: number): [number, number] {
  const index = year * 12 + (month - 1) + count - 1;
  return [Math.floor(index / 12), (index % 12) + 1];
}

function rangeOf(year: number, month: number, months: number) {
  const [lastYear, lastMonth] = monthsAfter(year, month, months);
  return {
    from: `${year}-${pad2(month)}-01`,
    to: `${lastYear}-${pad2(lastMonth)}-${pad2(lastDayOf(lastYear, lastMonth))}`,
    fp: `${pad2(lastMonth)}${lastYear}`,
    lastYear,
    lastMonth,
  };
}

/** The period a key names, or null when it names none (months from 2017, GST's first year). */
export function parseReturnPeriod(key: string): ReturnPeriod | null {
  const month = /^(0[1-9]|1[0-2])(\d{4})$/.exec(key);
  if (month) {
    const [m, y] = [Number(month[1]), Number(month[2])];
    if (y < 2017 || y > 2099) return null;
    const range = rangeOf(y, m, 1);
    return { key, fp: range.fp, label: `${MONTHS[m - 1]} ${y}`, quarterly: false, ...pick(range) };
  }
  const quarter = /^Q([1-4])-(\d{4})-(\d{2})$/.exec(key);
  if (!quarter) return null;
  const [q, y] = [Number(quarter[1]), Number(quarter[2])];
  if (y < 2017 || y > 2098 || Number(quarter[3]) !== (y + 1) % 100) return null;
  // Q1 is April to June; Q4 is January to March of the year after.
  const [startYear, startMonth] = monthsAfter(y, 4, 3 * (q - 1) + 1);
  const range = rangeOf(startYear, startMonth, 3);
  const label = `Q${q} ${y}-${quarter[3]} (${MONTHS[startMonth - 1]} to ${MONTHS[range.lastMonth - 1]} ${range.lastYear})`;
  return { key, fp: range.fp, label, quarterly: true, ...pick(range) };
}

const pick = (range: { from: string; to: string }) => ({ from: range.from, to: range.to });

/** The month holding an India day, as a period key (`112026`). */
export function monthPeriodOf(day: string): string {
  return `${day.slice(5, 7)}${day.slice(0, 4)}`;
}

/** The quarter of the financial year holding an India day, as a period key (`Q3-2026-27`). */
export function quarterPeriodOf(day: string): string {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  const fyStart = month >= 4 ? year : year - 1;
  const q = Math.floor(((month + 8) % 12) / 3) + 1;
  return `Q${q}-${fyStart}-${pad2((fyStart + 1) % 100)}`;
}

/**
 * The periods a staff member picks from, newest first: the last `count` months and the
 * quarters holding them, up to the one holding `today`.
 */
export function recentReturnPeriods(today: string, count = 12): ReturnPeriod[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const months: ReturnPeriod[] = [];
  const quarters = new Map<string, ReturnPeriod>();
  for (let i = 0; i < count; i += 1) {
    const [y, m] = monthsAfter(year, month, 1 - i);
    const day = `${y}-${pad2(m)}-01`;
    months.push(parseReturnPeriod(monthPeriodOf(day))!);
    const q = quarterPeriodOf(day);
    if (!quarters.has(q)) quarters.set(q, parseReturnPeriod(q)!);
  }
  return [...months, ...quarters.values()];
}
