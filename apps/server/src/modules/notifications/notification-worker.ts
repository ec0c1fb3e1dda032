import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createJobWorker, type JobWorker, type WorkerOptions } from '../../lib/jobs/job-queue';
import { createPushSender, type PushSender } from '../../lib/push';
import { notificationSendHandler, SEND_JOB, type SendingOptions } from './notification-sending';

/** How long a notification's job is held by an instance between renewals (while it sends). */
export const SEND_LEASE_MS = 20_000;

/**
 * The instance's job worker for notifications: polls the kept queue, sends each notification
 * due through FCM (when configured) or the outbox. Every instance runs one; the queue gives
 * each job to one of them at a time. The lease and the tokens' claim are both 20 s, renewed
 * while sending: a send a killed instance held is taken up within about 20 s of its death.
 */
export function notificationWorker(
  db: Db,
  options: { sender: PushSender } & Omit<SendingOptions, 'sender'> & Omit<WorkerOptions, 'handlers'>,
): JobWorker {
  const { sender, batchSize, claimMs, ...worker } = options;
  return createJobWorker(db, {
    leaseMs: SEND_LEASE_MS,
    ...worker,
    handlers: { [SEND_JOB]: notificationSendHandler(db, { sender, batchSize, claimMs }) },
  });
}

/** Started by main.ts: the configured sender, the real clock. */
export function startNotificationWorker(db: Db, config: Config, log: WorkerOptions['log']): JobWorker {
  const worker = notificationWorker(db, { sender: createPushSender(config, db), log });
  worker.start();
  return worker;
}
