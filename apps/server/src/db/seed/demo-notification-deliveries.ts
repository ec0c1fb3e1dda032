import { indiaInstant } from '@mandi/domain';
import { eq, sql } from 'drizzle-orm';
import { scheduleNotification } from '../../modules/notifications/notification-sending';
import { notificationsRepository } from '../../modules/notifications/notifications.repository';
import type { Tx } from '../client';
import { notifications } from '../schema';

/**
 * The demo notifications' deliveries: those whose time has passed went out to their audience
 * (the demo customers with push ids), a few tokens failing as FCM answers dead ones (and
 * cleared from their customers, as the sender does); those still ahead are scheduled as jobs,
 * so the running demo sends them at their time (to push_outbox unless FCM is configured).
 */
export async function seedNotificationDeliveries(tx: Tx, now: Date) {
  const rows = await tx.select().from(notifications).orderBy(notifications.id);
  for (const row of rows) {
    const at = row.notificationDate
      ? indiaInstant(row.notificationDate, row.notificationTime ?? '09:00')
      : now;
    if (at > now || !row.enabled) {
      await scheduleNotification(tx, row, now);
      continue;
    }
    await notificationsRepository.start(tx, row, at);
    // Every 23rd token is dead (UNREGISTERED), every 41st timed out; the rest were sent.
    await tx.execute(sql`
      with numbered as (
        select id, token, row_number() over (order by id) as n
        from notification_deliveries where notification_id = ${row.id})
      update notification_deliveries d set
        state = case when n % 23 = 0 or n % 41 = 0 then 'failed' else 'sent' end,
        reason = case when n % 23 = 0 then 'UNREGISTERED' when n % 41 = 0 then 'TIMEOUT' end,
        sent_at = case when n % 23 = 0 or n % 41 = 0 then null else ${at.toISOString()}::timestamptz end,
        attempts = 1
      from numbered where d.id = numbered.id`);
    await tx.execute(sql`
      update users set push_id = null where push_id in (
        select token from notification_deliveries where notification_id = ${row.id} and reason = 'UNREGISTERED')`);
    await tx.update(notifications).set({ sendAt: at }).where(eq(notifications.id, row.id));
    await notificationsRepository.refreshReport(tx, row.id, new Date(at.getTime() + 42_000));
  }
}
