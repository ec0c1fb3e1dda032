import { notificationSendAt } from '@mandi/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { notifications } from '../../db/schema';
import { cancelJob, enqueueJob, type JobHandler, type JobOutcome } from '../../lib/jobs/job-queue';
import type { PushMessage, PushSender } from '../../lib/push';
import { notificationsRepository as repository } from './notifications.repository';

export const SEND_JOB = 'notification.send';
export const sendJobKey = (id: number) => `notification:${id}`;

type NotificationRow = typeof notifications.$inferSelect;

/**
 * After every write of a notification not yet sent: an enabled one is scheduled at its time
 * (at once when not automated, else its date and time in India), a disabled one is paused.
 */
export async function scheduleNotification(tx: Tx, row: NotificationRow, now: Date) {
  if (row.sendStartedAt) return;
  if (!row.enabled) {
    await cancelJob(tx, sendJobKey(row.id));
    await tx.update(notifications).set({ deliveryState: 'paused' }).where(eq(notifications.id, row.id));
    return;
  }
  const sendAt = notificationSendAt(row, now);
  await tx
    .update(notifications)
    .set({ deliveryState: 'scheduled', sendAt })
    .where(eq(notifications.id, row.id));
  await enqueueJob(tx, {
    kind: SEND_JOB,
    key: sendJobKey(row.id),
    payload: { notificationId: row.id },
    runAt: sendAt,
  });
}

/** The message a phone receives: title, body, image, and what the app opens (page, params). */
export function messageOf(row: NotificationRow, token: string): PushMessage {
  const data: Record<string, string> = { notificationId: String(row.id), page: row.page ?? 'Home' };
  if (row.params) data.params = row.params;
  return { token, title: row.title, body: row.message, image: row.image, data };
}

export interface SendingOptions {
  sender: PushSender;
  /** Tokens one worker claims at a time. */
  batchSize?: number;
  /** How long claimed tokens are held before they count as interrupted. */
  claimMs?: number;
}

/**
 * The job that sends one notification: addresses it once to its audience, then claims pending
 * tokens in batches (SKIP LOCKED, so several instances share the work and never a token),
 * sends them, records each outcome and keeps the report. Done when no token is open.
 */
export function notificationSendHandler(db: Db, options: SendingOptions): JobHandler {
  const batchSize = options.batchSize ?? 500;
  const claimMs = options.claimMs ?? 120_000;
  return async (job, context): Promise<JobOutcome> => {
    const id = Number(job.payload.notificationId);
    const row = await repository.find(db, id);
    if (!row) return { done: true };
    if (!row.sendStartedAt) {
      if (!row.enabled) return { done: true };
      const at = context.now();
      await db.transaction((tx) => repository.start(tx, row, at));
    }
    await repository.failInterrupted(db, id, context.now());
    while (!context.stopping()) {
      const until = new Date(context.now().getTime() + claimMs);
      const batch = await repository.claim(db, id, batchSize, context.workerId, until);
      if (batch.length === 0) break;
      const outcomes = await options.sender.send(
        batch.map((delivery) => messageOf(row, delivery.token)),
        id,
      );
      const sent: number[] = [];
      const failed: Array<{ id: number; reason: string }> = [];
      const dead: string[] = [];
      outcomes.forEach((outcome, index) => {
        const delivery = batch[index]!;
        if (outcome.ok) sent.push(delivery.id);
        else {
          failed.push({ id: delivery.id, reason: outcome.reason });
          if (outcome.unregistered) dead.push(delivery.token);
        }
      });
      await repository.record(db, context.workerId, context.now(), sent, failed, dead);
      await repository.refreshReport(db, id, null);
      await context.renew();
    }
    const open = await repository.open(db, id);
    if (open.pending === 0 && open.sending === 0) {
      await repository.refreshReport(db, id, context.now());
      return { done: true };
    }
    // Another instance holds tokens (or this one is stopping): look again when its hold ends.
    const retryAt = open.pending > 0 ? context.now() : (open.heldUntil ?? context.now());
    return { done: false, retryAt };
  };
}
