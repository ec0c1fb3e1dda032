import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { fcmSender, serviceAccountAuth } from './fcm-sender';
import { outboxSender } from './outbox-sender';
import type { PushSender } from './push-sender';

export * from './fcm-sender';
export * from './outbox-sender';
export * from './push-sender';

/** FCM when MANDI_FCM_PROJECT_ID (and its service account file) are set, else the outbox. */
export function createPushSender(config: Pick<Config, 'fcm'>, db: Db): PushSender {
  const { fcm } = config;
  if (!fcm) return outboxSender(db);
  return fcmSender({
    projectId: fcm.projectId,
    auth: serviceAccountAuth(fcm.serviceAccountFile),
    endpoint: fcm.endpoint,
    concurrency: fcm.concurrency,
  });
}
