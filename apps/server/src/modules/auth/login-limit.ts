import { HttpError } from '../../lib/errors';
import type { AuthRepository } from './auth.repository';

/**
 * Sign-in limits, counted from admins_logins so that every instance sees the same numbers.
 * Failures are counted per address (20 in any 15 minutes, whatever the accounts) and per
 * account-and-address (5 in 15 minutes), never per account alone: someone guessing from one
 * address cannot lock the owner out from another. From a known address (one that signed in
 * to the account before) the limits slow the attempts down instead of locking: one attempt
 * every 30 seconds, so the owner behind the guesser's address (one office, one NAT) still
 * gets in, and the guesser gets two tries a minute.
 * A successful sign-in clears its account-and-address count, a password reset all of the
 * account's; an address's count only ages out.
 */
export const LOGIN_LIMIT = {
  windowMinutes: 15,
  perAccountAndAddress: 5,
  perAddress: 20,
  /** A known address over a limit may try once in this many seconds. */
  knownAddressSeconds: 30,
  /** An address is known for an account while its last sign-in there is this recent. */
  knownForDays: 90,
} as const;

export function tooManyAttemptsMessage(minutes: number): string {
  return `Too many sign-in attempts, please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** A refused sign-in: 429, its wait in minutes in words and in seconds as `Retry-After`. */
export class TooManyAttempts extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, tooManyAttemptsMessage(Math.ceil(retryAfterSeconds / 60)));
  }
}

/**
 * Given the newest-first times of counted failures, how many seconds until fewer than
 * `limit` remain in the window; null when the limit is not reached.
 */
export function secondsToWait(failures: readonly Date[], limit: number, now: Date): number | null {
  const oldestCounted = failures[limit - 1];
  if (!oldestCounted) return null;
  const freeAt = oldestCounted.getTime() + LOGIN_LIMIT.windowMinutes * 60_000;
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000));
}

/** What the counts say about one attempt, before its password is checked. */
export interface AttemptCounts {
  /** Counted failures of this account from this address, newest first. */
  pairFailures: readonly Date[];
  /** Counted failures from this address, any account, newest first. */
  addressFailures: readonly Date[];
  knownAddress: boolean;
}

/** Seconds the attempt must wait (its Retry-After), or null when it may go ahead. */
export function waitFor(counts: AttemptCounts, now: Date): number | null {
  const waits = [
    secondsToWait(counts.pairFailures, LOGIN_LIMIT.perAccountAndAddress, now),
    secondsToWait(counts.addressFailures, LOGIN_LIMIT.perAddress, now),
  ].filter((wait): wait is number => wait !== null);
  if (waits.length === 0) return null;
  if (!counts.knownAddress) return Math.max(...waits);
  // Slowed, not locked: the last try of this account from here must be a step old.
  const last = counts.pairFailures[0];
  if (!last) return null;
  const wait = Math.ceil((last.getTime() + LOGIN_LIMIT.knownAddressSeconds * 1000 - now.getTime()) / 1000);
  return wait > 0 ? Math.min(wait, LOGIN_LIMIT.knownAddressSeconds) : null;
}

/** Seconds the attempt must wait, or null when it may go ahead. */
export async function loginWait(
  repo: AuthRepository,
  attempt: { id: number; email: string; adminId: number | null; ip: string | null },
  now = new Date(),
): Promise<number | null> {
  const windowStart = new Date(now.getTime() - LOGIN_LIMIT.windowMinutes * 60_000);
  const knownSince = new Date(now.getTime() - LOGIN_LIMIT.knownForDays * 86_400_000);
  const [lastReset, addressFailures, knownAddress] = await Promise.all([
    repo.lastLimitReset(attempt.email, attempt.ip),
    repo.recentFailures({ ip: attempt.ip }, windowStart, LOGIN_LIMIT.perAddress, attempt.id),
    attempt.adminId === null ? false : repo.signedInFrom(attempt.adminId, attempt.ip, knownSince),
  ]);
  const pairSince = lastReset && lastReset > windowStart ? lastReset : windowStart;
  const pairFailures = await repo.recentFailures(
    { email: attempt.email, ip: attempt.ip },
    pairSince,
    LOGIN_LIMIT.perAccountAndAddress,
    attempt.id,
  );
  return waitFor({ pairFailures, addressFailures, knownAddress }, now);
}
