import type { Db, Executor } from '../../db/client';
import { pushOutbox } from '../../db/schema';
import type { PushMessage, PushSender } from './push-sender';

/**
 * The default sender: every message written to push_outbox, for a developer to read. The
 * sending job writes it in the transaction that records the results (`sendIn`): exactly once.
 */
export function outboxSender(db: Db): PushSender {
  async function write(on: Executor, messages: readonly PushMessage[], notificationId: number) {
    if (messages.length === 0) return [];
    await on.insert(pushOutbox).values(
      messages.map((message) => ({
        notificationId,
        token: message.token,
        title: message.title,
        body: message.body,
        image: message.image ?? null,
        data: message.data,
      })),
    );
    return messages.map(() => ({ ok: true }) as const);
  }
  return {
    kind: 'outbox',
    send: (messages, notificationId) => write(db, messages, notificationId),
    sendIn: (tx, messages, notificationId) => write(tx, messages, notificationId),
  };
}
