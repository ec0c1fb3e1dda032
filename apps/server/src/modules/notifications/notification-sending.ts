import { notificationSendAt } from '@mandi/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { notifications } from '../../db/schema';
import {
  cancelJob,
  enqueueJob,
  type JobContext,
  type JobHandler,
  type JobOutcome,
} from '../../lib/jobs/job-queue';
import type { PushMessage, PushOutcome, PushSender } from '../../lib/push';
import {
  type BatchOutcomes,
  type DeliveryToSend,
  notificationsRepository as repository,
} from './notifications.repository';

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
  /**
   * How long claimed tokens are held unreported before they count as cut off (unknown). The
   * claim is renewed while its sends are in flight, so a live worker never loses it; a killed
   * one's tokens are taken up this long after it died (issue 28: within 30 s of a restart).
   */
  claimMs?: number;
}

/** A sender's outcomes, by delivery: sent, failed with the reason, and the dead tokens. */
function outcomesOf(batch: readonly DeliveryToSend[], outcomes: readonly PushOutcome[]): BatchOutcomes {
  const result: BatchOutcomes = { sent: [], failed: [], deadTokens: [] };
  outcomes.forEach((outcome, index) => {
    const delivery = batch[index]!;
    if (outcome.ok) result.sent.push(delivery.id);
    else {
      result.failed.push({ id: delivery.id, reason: outcome.reason });
      if (outcome.unregistered) result.deadTokens.push(delivery.token);
    }
  });
  return result;
}

interface Batch {
  db: Db;
  row: NotificationRow;
  sender: PushSender;
  size: number;
  claimMs: number;
  context: JobContext;
}

/**
 * A batch written by the outbox sender: claim, messages and results in one transaction, so
 * the messages are stored with their results or not at all (a kill rolls both back and the
 * tokens stay pending): each exactly once. Answers how many tokens it took.
 */
async function sendInTransaction(batch: Batch, sendIn: NonNullable<PushSender['sendIn']>) {
  const { db, row, size, claimMs, context } = batch;
  return db.transaction(async (tx) => {
    const until = new Date(context.now().getTime() + claimMs);
    const claimed = await repository.claim(tx, row.id, size, context.workerId, until);
    if (claimed.length === 0) return 0;
    const outcomes = await sendIn(
      tx,
      claimed.map((delivery) => messageOf(row, delivery.token)),
      row.id,
    );
    await repository.record(tx, row.id, context.workerId, context.now(), outcomesOf(claimed, outcomes));
    return claimed.length;
  });
}

/**
 * A batch sent over the network (FCM): claimed, sent with the claim and the job's lease kept
 * alive while the sends are in flight, then the results recorded. A kill in between leaves the
 * tokens claimed; once the claim runs out they are unknown, never sent again unasked.
 */
async function sendHeld(batch: Batch) {
  const { db, row, sender, size, claimMs, context } = batch;
  const holdUntil = () => new Date(context.now().getTime() + claimMs);
  const claimed = await repository.claim(db, row.id, size, context.workerId, holdUntil());
  if (claimed.length === 0) return 0;
  const heartbeat = setInterval(() => {
    void Promise.all([
      repository.extendClaim(db, row.id, context.workerId, holdUntil()),
      context.renew(),
    ]).catch(() => undefined);
  }, claimMs / 4);
  try {
    const outcomes = await sender.send(
      claimed.map((delivery) => messageOf(row, delivery.token)),
      row.id,
    );
    await db.transaction((tx) =>
      repository.record(tx, row.id, context.workerId, context.now(), outcomesOf(claimed, outcomes)),
    );
  } finally {
    clearInterval(heartbeat);
  }
  return claimed.length;
}

/**
 * The job that sends one notification: addresses it once to its audience, then claims pending
 * tokens in batches (SKIP LOCKED, so several instances share the work and never a token),
 * sends them, records each outcome and keeps the report. Done when no token is open.
 */
export function notificationSendHandler(db: Db, options: SendingOptions): JobHandler {
  const size = options.batchSize ?? 500;
  const claimMs = options.claimMs ?? 20_000;
  const { sender } = options;
  return async (job, context): Promise<JobOutcome> => {
    const id = Number(job.payload.notificationId);
    const row = await repository.find(db, id);
    if (!row) return { done: true };
    if (!row.sendStartedAt) {
      if (!row.enabled) return { done: true };
      const at = context.now();
      await db.transaction((tx) => repository.start(tx, row, at));
    }
    // Tokens a killed instance held unreported: unknown (they may have gone out), and recounted.
    if (await repository.markUnknown(db, id, context.now())) await repository.refreshReport(db, id, null);
    const batch: Batch = { db, row, sender, size, claimMs, context };
    while (!context.stopping()) {
      const taken = sender.sendIn ? await sendInTransaction(batch, sender.sendIn) : await sendHeld(batch);
      if (taken === 0) break;
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
