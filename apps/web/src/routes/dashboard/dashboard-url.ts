import type { PeriodInput } from '@mandi/domain';
import type { Bucket, Period, PeriodName } from './dashboard-types';

/**
 * The dashboard's view in the URL (?period=custom&from=2026-11-01&to=2026-11-20&bucket=week&top=quantity),
 * so a refresh, back and a shared link keep it. Defaults are left out of the URL.
 */
export const PERIOD_CHOICES: readonly { value: PeriodName; label: string }[] = [
  { value: 'today', label: 'Today' },
  { value: '7d', label: '7 days' },
  { value: '30d', label: '30 days' },
  { value: 'month', label: 'This month' },
  { value: 'custom', label: 'Custom range' },
];
export const DEFAULT_PERIOD: PeriodName = '30d';
export const BUCKETS: readonly { value: Bucket; label: string }[] = [
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
];
export type TopBy = 'revenue' | 'quantity';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface DashboardView {
  period: Period;
  bucket: Bucket;
  top: TopBy;
}

function periodOf(params: URLSearchParams): Period {
  const name = params.get('period');
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (name === 'custom') {
    // A custom range the URL cannot give falls back to the default rather than to a 400.
    return DAY.test(from) && DAY.test(to) && from <= to
      ? { period: 'custom', from, to }
      : { period: DEFAULT_PERIOD };
  }
  const known = PERIOD_CHOICES.find((choice) => choice.value === name && name !== 'custom');
  return { period: known ? known.value : DEFAULT_PERIOD };
}

/** A day bucket for short periods, weeks for a quarter, months beyond; the URL's choice wins. */
export function defaultBucket(period: Period): Bucket {
  if (period.period !== 'custom' || !period.from || !period.to) return 'day';
  const days = (Date.parse(period.to) - Date.parse(period.from)) / 86_400_000 + 1;
  return days <= 62 ? 'day' : days <= 186 ? 'week' : 'month';
}

export function readView(params: URLSearchParams): DashboardView {
  const period = periodOf(params);
  const bucket =
    BUCKETS.find((choice) => choice.value === params.get('bucket'))?.value ?? defaultBucket(period);
  const top: TopBy = params.get('top') === 'quantity' ? 'quantity' : 'revenue';
  return { period, bucket, top };
}

export function writeView(view: DashboardView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.period.period !== DEFAULT_PERIOD) params.set('period', view.period.period);
  if (view.period.period === 'custom' && view.period.from && view.period.to) {
    params.set('from', view.period.from);
    params.set('to', view.period.to);
  }
  if (view.bucket !== defaultBucket(view.period)) params.set('bucket', view.bucket);
  if (view.top !== 'revenue') params.set('top', view.top);
  return params;
}

/** The period as a query string or body: { period } or { period: 'custom', from, to }. */
export function periodQuery(period: Period): PeriodInput {
  return period.period === 'custom' && period.from && period.to
    ? { period: 'custom', from: period.from, to: period.to }
    : { period: period.period };
}
