import type { Db } from '../../db/client';
import { pushOutbox } from '../../db/schema';
import type { PushSender } from './push-sender';

/** The default sender: every message written to push_outbox, for a developer to read. */
export function outboxSender(db: Db): PushSender {
  return {
    kind: 'outbox',
    async send(messages, notificationId) {
      if (messages.length === 0) return [];
      await db.insert(pushOutbox).values(
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
    },
  };
}
