import type { AuthRepository } from './auth.repository';

/**
 * Sign-in limits, counted from admins_logins so that every instance sees the same numbers:
 * at most 5 failed attempts per email and 20 per address in any 15 minutes. A successful
 * sign-in or password reset clears an email's count; an address's count only ages out.
 */
export const LOGIN_LIMIT = {
  windowMinutes: 15,
  perEmail: 5,
  perIp: 20,
} as const;

export function tooManyAttemptsMessage(minutes: number): string {
  return `Too many sign-in attempts, please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/**
 * Given the newest-first times of counted failures, how many whole minutes until fewer than
 * `limit` remain in the window; null when the limit is not reached.
 */
export function minutesToWait(failures: readonly Date[], limit: number, now: Date): number | null {
  const oldestCounted = failures[limit - 1];
  if (!oldestCounted) return null;
  const freeAt = oldestCounted.getTime() + LOGIN_LIMIT.windowMinutes * 60_000;
  return Math.max(1, Math.ceil((freeAt - now.getTime()) / 60_000));
}

/** Minutes the attempt must wait, or null when it may go ahead. */
export async function loginWait(
  repo: AuthRepository,
  attempt: { id: number; email: string; ip: string | null },
  now = new Date(),
): Promise<number | null> {
  const windowStart = new Date(now.getTime() - LOGIN_LIMIT.windowMinutes * 60_000);
  const lastReset = await repo.lastLimitReset(attempt.email);
  const emailSince = lastReset && lastReset > windowStart ? lastReset : windowStart;
  const byEmail = await repo.recentFailures(
    { email: attempt.email },
    emailSince,
    LOGIN_LIMIT.perEmail,
    attempt.id,
  );
  const byIp = attempt.ip
    ? await repo.recentFailures({ ip: attempt.ip }, windowStart, LOGIN_LIMIT.perIp, attempt.id)
    : [];
  const waits = [
    minutesToWait(byEmail, LOGIN_LIMIT.perEmail, now),
    minutesToWait(byIp, LOGIN_LIMIT.perIp, now),
  ].filter((wait): wait is number => wait !== null);
  return waits.length > 0 ? Math.max(...waits) : null;
}
