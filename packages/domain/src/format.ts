/**
 * Indian display formats shared by the web and the server's exports: rupees with lakh and
 * crore grouping, a lakh/crore compact formatter for chart axes, and the spec's date format
 * "ddd, Do MMM YYYY". Built on Intl so the domain package needs no date library.
 */

/** The store is in India: dates are shown in India's time unless a caller says otherwise. */
export const STORE_TIME_ZONE = 'Asia/Kolkata';

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

function toNumber(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : null;
}

/** ₹1,23,45,678.90 — '' when there is no amount. */
export function formatInr(value: number | string | null | undefined): string {
  const number = toNumber(value);
  return number === null ? '' : inr.format(number);
}

// Each unit is 100 times the one before it, so a rounded value that reaches 100 moves up.
const COMPACT_UNITS = [
  { value: 1, suffix: '' },
  { value: 1e3, suffix: 'K' },
  { value: 1e5, suffix: 'L' },
  { value: 1e7, suffix: 'Cr' },
] as const;

/**
 * Chart axes in lakh and crore: 950, 12K, 1.2L, 3.4Cr. Intl's compact notation would say
 * "120K" and "34M", which Indian readers do not use.
 *
 * Rounding (written down in docs/DECISIONS.md): to the nearest at `fractionDigits` decimals,
 * halves away from zero (1.25L → 1.3L, -1.25L → -1.3L), computed on whole numbers so a half is
 * never lost to floating point (1,02,500 at two decimals → 1.03L, not 1.02L). A figure that
 * rounds to 100 of a unit is said in the next unit, so 99,999 → 1L (not "100K"),
 * 99,99,999 → 1Cr; 99,949 stays 99.9K. Crore is the largest unit: 12,345Cr.
 */
export function formatLakhCrore(value: number | string | null | undefined, fractionDigits = 1): string {
  const number = toNumber(value);
  if (number === null) return '';
  const digits = new Intl.NumberFormat('en-IN', { maximumFractionDigits: fractionDigits });
  const size = Math.abs(number);
  const factor = 10 ** fractionDigits;
  const scale = (unit: number) => Math.round((size * factor) / unit) / factor;
  let index = COMPACT_UNITS.length - 1;
  while (index > 0 && size < COMPACT_UNITS[index]!.value) index--;
  let scaled = scale(COMPACT_UNITS[index]!.value);
  // 99,990 rounds to "100K" and 999.97 to "1,000": say "1L" and "1K" instead.
  const limit = index === 0 ? 1000 : 100;
  if (index < COMPACT_UNITS.length - 1 && scaled >= limit) {
    index++;
    scaled = scale(COMPACT_UNITS[index]!.value);
  }
  const sign = number < 0 && scaled !== 0 ? '-' : '';
  return `${sign}${digits.format(scaled)}${COMPACT_UNITS[index]!.suffix}`;
}

/**
 * Rupees on a chart axis or a card: ₹1L, ₹2.5Cr, ₹12K, -₹2.5L, with formatLakhCrore's
 * rounding (₹99,999 → ₹1L). Tooltips and tables show the exact amount with formatInr.
 */
export function formatInrCompact(value: number | string | null | undefined, fractionDigits = 1): string {
  const text = formatLakhCrore(value, fractionDigits);
  if (text === '') return '';
  return text.startsWith('-') ? `-₹${text.slice(1)}` : `₹${text}`;
}

export type DateInput = Date | string | number | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 1st, 2nd, 3rd, 4th ... 11th, 12th, 13th ... 21st, 22nd, 23rd ... */
export function ordinal(day: number): string {
  const lastTwo = day % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${day}th`;
  const suffix = ['th', 'st', 'nd', 'rd'][day % 10] ?? 'th';
  return `${day}${suffix}`;
}

/**
 * One formatter per time zone and shape: making an Intl.DateTimeFormat costs far more than using
 * one, and a list page formats dozens of dates (a drawn order list spent most of its formatting
 * time making them).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function partsOf(date: Date, timeZone: string, options: Intl.DateTimeFormatOptions) {
  const key = `${timeZone}|${Object.entries(options).join(';')}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    // en-US gives the short names dayjs uses (Sep, not en-GB's Sept).
    formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    formatters.set(key, formatter);
  }
  const parts = formatter.formatToParts(date);
  return Object.fromEntries(parts.map((part) => [part.type, part.value])) as Partial<
    Record<Intl.DateTimeFormatPartTypes, string>
  >;
}

/** "ddd, Do MMM YYYY": Sat, 22nd Nov 2025 — '' when there is no valid date. */
export function formatDate(value: DateInput, timeZone: string = STORE_TIME_ZONE): string {
  const date = toDate(value);
  if (!date) return '';
  const p = partsOf(date, timeZone, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
  return `${p.weekday}, ${ordinal(Number(p.day))} ${p.month} ${p.year}`;
}

/** The date as formatDate, then the time: Sat, 22nd Nov 2025, 09:05 PM. */
export function formatDateTime(value: DateInput, timeZone: string = STORE_TIME_ZONE): string {
  const date = toDate(value);
  if (!date) return '';
  const p = partsOf(date, timeZone, { hour: '2-digit', minute: '2-digit', hour12: true });
  return `${formatDate(date, timeZone)}, ${p.hour}:${p.minute} ${p.dayPeriod}`;
}
