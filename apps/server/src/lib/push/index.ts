import fs from 'node:fs';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { fcmSender, selfSignedAuth, serviceAccountAuth } from './fcm-sender';
import { outboxSender } from './outbox-sender';
import type { PushSender } from './push-sender';

export * from './fcm-sender';
export * from './outbox-sender';
export * from './push-sender';

/**
 * FCM when MANDI_FCM_PROJECT_ID (and its service account file) are set, else the outbox. With
 * MANDI_FCM_ENDPOINT (a local fake FCM, in tests and benchmarks) the service account signs
 * its own tokens: there is no Google token server to ask.
 */
export function createPushSender(config: Pick<Config, 'fcm'>, db: Db): PushSender {
  const { fcm } = config;
  if (!fcm) return outboxSender(db);
  const auth = fcm.endpoint
    ? selfSignedAuth(JSON.parse(fs.readFileSync(fcm.serviceAccountFile, 'utf8')))
    : serviceAccountAuth(fcm.serviceAccountFile);
  return fcmSender({ projectId: fcm.projectId, auth, endpoint: fcm.endpoint, concurrency: fcm.concurrency });
}
