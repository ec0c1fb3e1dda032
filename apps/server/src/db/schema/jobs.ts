import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { idColumn, oneOf, timestamptz } from './columns';

export const JOB_STATES = ['queued', 'running', 'done', 'failed'] as const;

/**
 * Background work kept in the database (lib/jobs): a job is claimed by one instance with
 * `FOR UPDATE SKIP LOCKED` and held for a lease (`lockedUntil`); a job whose lease ran out (its
 * instance stopped) is claimed again, so a restart loses none and several instances run each
 * once. `key` names the job (`notification:12`): enqueueing it again moves it, never doubles it.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: idColumn(),
    kind: text().notNull(),
    key: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    state: text({ enum: JOB_STATES }).notNull().default('queued'),
    runAt: timestamptz().notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    lockedBy: text(),
    lockedUntil: timestamptz(),
    lastError: text(),
    createdTimestamp: timestamptz().notNull().defaultNow(),
    updatedTimestamp: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('jobs_key_unique').on(t.key),
    index('jobs_due_index').on(t.runAt).where(sql`${t.state} = 'queued'`),
    index('jobs_running_index').on(t.lockedUntil).where(sql`${t.state} = 'running'`),
    check('jobs_state_check', oneOf(t.state, JOB_STATES)),
  ],
);
