import dayjs from 'dayjs';
import type { Bucket, DayRange } from './dashboard-types';

/** Whole rupees for big figures and tooltips: ₹1,23,456 (paise would only be noise there). */
const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});
export const formatRupees = (value: number) => wholeRupees.format(value);

const grouping = new Intl.NumberFormat('en-IN');
export const formatCount = (value: number) => grouping.format(value);

/** "24 Nov 2026", or "1 – 24 Nov 2026", "28 Oct – 3 Nov 2026", "Dec 2025 – 3 Jan 2026". */
export function formatRange(range: DayRange): string {
  const from = dayjs(range.from);
  const to = dayjs(range.to);
  if (range.from === range.to) return to.format('D MMM YYYY');
  if (from.year() !== to.year()) return `${from.format('D MMM YYYY')} – ${to.format('D MMM YYYY')}`;
  if (from.month() !== to.month()) return `${from.format('D MMM')} – ${to.format('D MMM YYYY')}`;
  return `${from.format('D')} – ${to.format('D MMM YYYY')}`;
}

/** A bucket's axis label: "24 Nov" for days and weeks (their Monday), "Nov 2026" for months. */
export function bucketLabel(date: string, bucket: Bucket): string {
  return bucket === 'month' ? dayjs(date).format('MMM YYYY') : dayjs(date).format('D MMM');
}

/** A bucket as a tooltip or a table says it: "Tue, 24 Nov 2026", "Week of 17 Nov 2026", "November 2026". */
export function bucketTitle(date: string, bucket: Bucket): string {
  if (bucket === 'month') return dayjs(date).format('MMMM YYYY');
  if (bucket === 'week') return `Week of ${dayjs(date).format('D MMM YYYY')}`;
  return dayjs(date).format('ddd, D MMM YYYY');
}
