import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { jobs } from '../../db/schema';

/**
 * Jobs kept in the database (table `jobs`): a job is claimed by one instance with
 * `FOR UPDATE SKIP LOCKED` and held for a lease; a job whose lease ran out (its instance was
 * stopped or killed) is claimed again by the next poll of any instance. The same SQL runs on
 * PGlite (one connection: the claim is trivially alone) and on PostgreSQL (several instances:
 * SKIP LOCKED lets each take a different job, never the same). See docs/DECISIONS.md.
 */
/** The rows of a raw query, whichever driver (PGlite, node-postgres) answered it. */
export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface JobRow {
  id: number;
  kind: string;
  key: string;
  payload: Record<string, unknown>;
  attempts: number;
  lockedBy: string | null;
}

/** What a handler answers: done, or look again at `retryAt` (work still held by another instance). */
export type JobOutcome = { done: true } | { done: false; retryAt: Date };

export interface JobContext {
  /** Moves the lease forward: call it between batches of a long job. */
  renew(): Promise<void>;
  /** Whether the worker was asked to stop: a long job ends its current batch and returns. */
  stopping(): boolean;
  workerId: string;
  now(): Date;
}

export type JobHandler = (job: JobRow, context: JobContext) => Promise<JobOutcome>;

/**
 * Puts a job in the queue to run at `runAt`, or moves the job of the same key there. A job
 * running now is set back to queued, so whatever the caller added (a retry's tokens) is
 * picked up by a later run even if the current one is finishing.
 */
export async function enqueueJob(
  db: Executor,
  job: { kind: string; key: string; payload?: Record<string, unknown>; runAt: Date },
) {
  await db
    .insert(jobs)
    .values({ kind: job.kind, key: job.key, payload: job.payload ?? {}, runAt: job.runAt, state: 'queued' })
    .onConflictDoUpdate({
      target: jobs.key,
      set: {
        kind: job.kind,
        payload: job.payload ?? {},
        runAt: job.runAt,
        state: 'queued',
        attempts: 0,
        lastError: null,
        updatedTimestamp: new Date(),
      },
    });
}

/** Removes a job not yet done (a notification switched off before its time). */
export async function cancelJob(db: Executor, key: string) {
  await db.delete(jobs).where(and(eq(jobs.key, key), sql`${jobs.state} <> 'running'`));
}

export interface WorkerOptions {
  handlers: Record<string, JobHandler>;
  /** How long a claimed job is held before another instance may take it over. */
  leaseMs?: number;
  /** How often the queue is looked at when idle. */
  pollMs?: number;
  /** The clock (tests control it). */
  now?: () => Date;
  /** Attempts before a job whose handler keeps throwing is marked failed. */
  maxAttempts?: number;
  log?: { error(o: object, m: string): void };
  workerId?: string;
}

export interface JobWorker {
  workerId: string;
  /** Claims and runs due jobs until none is due; answers how many ran. */
  runDue(): Promise<number>;
  start(): void;
  /** Stops polling and waits for the job in hand to end its batch. */
  stop(): Promise<void>;
}

export function createJobWorker(db: Db, options: WorkerOptions): JobWorker {
  const workerId = options.workerId ?? randomUUID();
  const leaseMs = options.leaseMs ?? 60_000;
  const pollMs = options.pollMs ?? 1_000;
  const now = options.now ?? (() => new Date());
  const maxAttempts = options.maxAttempts ?? 5;
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;

  async function claim(): Promise<JobRow | undefined> {
    const at = now();
    const until = new Date(at.getTime() + leaseMs);
    const kinds = Object.keys(options.handlers);
    const result = await db.execute(sql`
      update ${jobs} set state = 'running', locked_by = ${workerId}, locked_until = ${until.toISOString()}::timestamptz,
        attempts = ${jobs.attempts} + 1, updated_timestamp = now()
      where ${jobs.id} = (
        select id from ${jobs}
        where kind in (${sql.join(
          kinds.map((kind) => sql`${kind}`),
          sql`, `,
        )})
          and ((state = 'queued' and run_at <= ${at.toISOString()}::timestamptz)
            or (state = 'running' and locked_until < ${at.toISOString()}::timestamptz))
        order by run_at, id
        limit 1
        for update skip locked
      )
      returning id, kind, key, payload, attempts, locked_by as "lockedBy"`);
    return rowsOf<JobRow>(result)[0];
  }

  /** Writes the job's end, only while this worker still holds it (a re-enqueue wins). */
  async function finish(job: JobRow, set: Record<string, unknown>) {
    await db
      .update(jobs)
      .set({ ...set, lockedBy: null, lockedUntil: null, updatedTimestamp: new Date() })
      .where(and(eq(jobs.id, job.id), eq(jobs.state, 'running'), eq(jobs.lockedBy, workerId)));
  }

  async function runOne(job: JobRow) {
    const handler = options.handlers[job.kind]!;
    const context: JobContext = {
      workerId,
      now,
      stopping: () => stopping,
      async renew() {
        const until = new Date(now().getTime() + leaseMs);
        await db
          .update(jobs)
          .set({ lockedUntil: until })
          .where(and(eq(jobs.id, job.id), eq(jobs.lockedBy, workerId)));
      },
    };
    try {
      const outcome = await handler(job, context);
      if (outcome.done) await finish(job, { state: 'done' });
      else await finish(job, { state: 'queued', runAt: outcome.retryAt, attempts: 0 });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      options.log?.error({ err: error, job: job.key }, 'job failed');
      const failed = job.attempts >= maxAttempts;
      const retryAt = new Date(now().getTime() + Math.min(2 ** job.attempts * 1_000, 300_000));
      await finish(
        job,
        failed
          ? { state: 'failed', lastError: message }
          : { state: 'queued', runAt: retryAt, lastError: message },
      );
    }
  }

  async function runDue(): Promise<number> {
    let ran = 0;
    while (!stopping) {
      const job = await claim();
      if (!job) break;
      await runOne(job);
      ran += 1;
    }
    return ran;
  }

  const tick = () => {
    if (stopping || running) return;
    running = runDue()
      .catch((error: unknown) => {
        options.log?.error({ err: error }, 'job queue poll failed');
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
  };

  return {
    workerId,
    runDue,
    start() {
      stopping = false;
      timer = setInterval(tick, pollMs);
      timer.unref();
      tick();
    },
    async stop() {
      stopping = true;
      if (timer) clearInterval(timer);
      await running;
    },
  };
}
