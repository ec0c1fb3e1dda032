import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobRuns } from '../../db/schema';
import { auditRepository } from './audit.repository';

const JOB = 'audit-prune';
const DAY_MS = 24 * 3_600_000;
/** How often an instance asks whether the day's prune is due (it runs once a day in all). */
const CHECK_EVERY_MS = 3_600_000;

/**
 * Claims today's run of a daily job for this instance: one statement moves the job's
 * `lastRunAt` to now only when the last run is a day old (or there is none), so of several
 * instances sharing one PostgreSQL exactly one gets the row back; the others see it claimed.
 */
export async function claimDailyRun(db: Db, name: string, now = new Date()): Promise<boolean> {
  const dayAgo = new Date(now.getTime() - DAY_MS + 60_000);
  const rows = await db
    .insert(jobRuns)
    .values({ name, lastRunAt: now })
    .onConflictDoUpdate({
      target: jobRuns.name,
      set: { lastRunAt: now },
      setWhere: sql`${jobRuns.lastRunAt} <= ${dayAgo.toISOString()}::timestamptz`,
    })
    .returning({ name: jobRuns.name });
  return rows.length > 0;
}

/** Removes the audit entries older than `days` days; answers how many went. */
export function pruneAuditEntries(db: Db, days: number, now = new Date()): Promise<number> {
  return auditRepository.pruneBefore(db, new Date(now.getTime() - days * DAY_MS));
}

/** The daily prune, when this instance claims it: null when another instance (or today's run) had it. */
export async function runDailyPrune(db: Db, days: number, now = new Date()): Promise<number | null> {
  if (!(await claimDailyRun(db, JOB, now))) return null;
  return pruneAuditEntries(db, days, now);
}

/**
 * Checks hourly (and at start) whether the day's prune is due; stopped by the returned
 * function. The timer does not keep the process alive.
 */
export function scheduleAuditPrune(
  db: Db,
  days: number,
  log: { info(o: object, m: string): void; error(o: object, m: string): void },
) {
  const tick = () =>
    runDailyPrune(db, days).then(
      (removed) => {
        if (removed !== null) log.info({ removed, days }, 'audit entries pruned');
      },
      (error: unknown) => log.error({ err: error }, 'audit prune failed'),
    );
  const first = setTimeout(tick, 5_000);
  const timer = setInterval(tick, CHECK_EVERY_MS);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
