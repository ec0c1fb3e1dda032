import { type LiveOrdersEvent, readLiveOrdersEvent } from '@mandi/domain';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

/**
 * The PostgreSQL channel every instance LISTENs on (one per database): writes NOTIFY it in
 * their own transaction, so an event is heard only once its write is committed, by every
 * instance on the database, and never for a write rolled back.
 */
export const LIVE_CHANNEL = 'mandi_live';

/**
 * One notification on the channel: orders placed or written, or that a session, an admin or a
 * role changed (sent by triggers, migration 0029, with no detail: every instance's session
 * cache forgets all it holds).
 */
export type LiveNotice = { topic: 'orders'; event: LiveOrdersEvent } | { topic: 'sessions' };

/** Sends a notice on the channel within `tx` (delivered at its commit). */
export async function notifyLive(tx: Executor, notice: LiveNotice): Promise<void> {
  await tx.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(notice)})`);
}

/** A notification's payload read back, or null when it is not one of ours. */
export function readLiveNotice(payload: string): LiveNotice | null {
  try {
    const value = JSON.parse(payload) as { topic?: unknown; event?: unknown };
    if (value.topic === 'sessions') return { topic: 'sessions' };
    if (value.topic !== 'orders') return null;
    const event = readLiveOrdersEvent(value.event);
    return event ? { topic: 'orders', event } : null;
  } catch {
    return null;
  }
}
