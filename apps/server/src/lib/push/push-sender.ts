import type { Tx } from '../../db/client';

/**
 * Push messages to the store's app, behind one interface: Firebase Cloud Messaging HTTP v1
 * when a project is configured (fcm-sender.ts), else the push_outbox table (outbox-sender.ts),
 * where a developer reads what each phone would have received.
 */
export interface PushMessage {
  token: string;
  title: string;
  body: string;
  image?: string | null;
  /** What the app opens: page and params, as strings (FCM data values are strings). */
  data: Record<string, string>;
}

/** One message's outcome: sent, or failed with the reason (UNREGISTERED: the token is dead). */
export type PushOutcome = { ok: true } | { ok: false; reason: string; unregistered: boolean };

export interface PushSender {
  readonly kind: 'fcm' | 'outbox';
  /** Sends each message; the outcomes are in the messages' order. Never rejects for one message. */
  send(messages: readonly PushMessage[], notificationId: number): Promise<PushOutcome[]>;
  /**
   * A sender whose sending is a database write (the outbox) writes in the caller's transaction,
   * so that the messages and their delivery results are stored together or not at all: each
   * message exactly once, whatever stops the server.
   */
  sendIn?(tx: Tx, messages: readonly PushMessage[], notificationId: number): Promise<PushOutcome[]>;
}

/** Runs `work` over `items` with at most `limit` at once; results in the items' order. */
export async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>) {
  const results = new Array<R>(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!);
    }
  });
  await Promise.all(lanes);
  return results;
}
