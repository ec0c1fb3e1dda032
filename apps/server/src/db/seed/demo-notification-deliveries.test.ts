import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { notificationsRepository } from '../../modules/notifications/notifications.repository';
import type { Db } from '../client';
import { seedDemoStore } from './demo';

describe('demo notifications', async () => {
  const { database } = await createTestApp();
  const db: Db = database.db;
  const rows = async <T>(query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;

  beforeAll(() => seedDemoStore(db), 180_000);

  it('has notifications sent with their reports, and one scheduled as a job', async () => {
    const all = await rows<{
      title: string;
      delivery_state: string;
      targeted_count: number;
      sent_count: number;
      failed_count: number;
      send_finished_at: string | null;
    }>(sql`select * from notifications order by id`);
    const sent = all.filter((row) => row.delivery_state === 'sent');
    expect(sent.length).toBeGreaterThanOrEqual(3);
    for (const row of sent) {
      expect(row.targeted_count).toBeGreaterThan(0);
      expect(row.sent_count + row.failed_count).toBe(row.targeted_count);
      expect(row.send_finished_at).not.toBeNull();
    }
    expect(sent.some((row) => row.failed_count > 0)).toBe(true);
    const scheduled = all.filter((row) => row.delivery_state === 'scheduled');
    expect(scheduled.length).toBeGreaterThanOrEqual(1);
    const queued = await rows<{ n: number }>(sql`select count(*)::int as n from jobs where state = 'queued'`);
    expect(queued[0]!.n).toBe(scheduled.length);
  });

  it('demo customers have push ids, so targets have a reach', async () => {
    expect(await notificationsRepository.eligibleCount(db, { sendToAll: true })).toBeGreaterThan(50);
    const [city] = await rows<{ id: number }>(sql`select id from cities where name = 'Pune'`);
    expect(await notificationsRepository.eligibleCount(db, { cityId: city!.id })).toBeGreaterThan(0);
  });
});
