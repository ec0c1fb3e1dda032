import { z } from 'zod';

/**
 * A validity of whole days (banners, coupons): YYYY-MM-DD strings, from the start of the
 * first day to the end of the last.
 */
export const VALIDITY_ORDER_MESSAGE = 'Valid from should not be after valid till';

/**
 * True for a real calendar day written YYYY-MM-DD. Date.parse alone is not enough: it rolls
 * 2026-02-30 over to 2 March, which PostgreSQL then refuses, as it refuses the year 0.
 */
export function isCalendarDay(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) && date.getUTCFullYear() >= 1 && date.toISOString().slice(0, 10) === value
  );
}

/** A day as YYYY-MM-DD, refused with `message` when it is not a real calendar day. */
export function isoDay(message: string) {
  return z.string({ error: message }).refine(isCalendarDay, message);
}

/** Is the validity reversed (from after till)? Open ends are never reversed. */
export const isReversedValidity = (from?: string | null, till?: string | null) =>
  Boolean(from && till && from > till);

export type ValidityState = 'always' | 'scheduled' | 'live' | 'ended';

/** Where `today` (YYYY-MM-DD) stands in a validity; no dates at all is 'always'. */
export function validityState(
  from: string | null | undefined,
  till: string | null | undefined,
  today: string,
) {
  if (!from && !till) return 'always' satisfies ValidityState;
  if (till && till < today) return 'ended' satisfies ValidityState;
  if (from && from > today) return 'scheduled' satisfies ValidityState;
  return 'live' satisfies ValidityState;
}
