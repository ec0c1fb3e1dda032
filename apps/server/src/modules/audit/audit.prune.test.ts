import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { loadConfig } from '../../config';
import { auditEntries, jobRuns } from '../../db/schema';
import { claimDailyRun, runDailyPrune } from './audit-prune';

const DAY = 86_400_000;

describe('the audit prune', async () => {
  const { database } = await createTestApp();
  const db = database.db;

  const entryAged = (days: number, recordId: string) =>
    db.insert(auditEntries).values({
      at: new Date(Date.now() - days * DAY),
      resource: 'taxes',
      recordId,
      action: 'update',
    });

  it('removes only the entries older than the kept days, once a day across instances', async () => {
    await entryAged(400, 'old-1');
    await entryAged(366, 'old-2');
    await entryAged(364, 'young-1');
    await entryAged(0, 'young-2');
    const now = new Date();
    // Two instances asking at once: one prunes, the other finds the day's run taken.
    const [a, b] = await Promise.all([runDailyPrune(db, 365, now), runDailyPrune(db, 365, now)]);
    expect([a, b].sort()).toEqual([2, null]);
    const left = await db.select({ recordId: auditEntries.recordId }).from(auditEntries);
    expect(left.map((row) => row.recordId).sort()).toEqual(['young-1', 'young-2']);
    // Later the same day: nothing runs; a day later it runs again.
    expect(await runDailyPrune(db, 365, new Date(now.getTime() + 3 * 3_600_000))).toBeNull();
    expect(await runDailyPrune(db, 2, new Date(now.getTime() + DAY))).toBe(1);
  });

  it('claims a day’s run once', async () => {
    const now = new Date('2030-01-01T00:00:00Z');
    await db.delete(jobRuns).where(sql`${jobRuns.name} = 'test-job'`);
    expect(await claimDailyRun(db, 'test-job', now)).toBe(true);
    expect(await claimDailyRun(db, 'test-job', now)).toBe(false);
    expect(await claimDailyRun(db, 'test-job', new Date(now.getTime() + DAY))).toBe(true);
  });

  it('reads MANDI_AUDIT_DAYS (365 by default) and refuses a bad value', () => {
    expect(loadConfig({}).auditDays).toBe(365);
    expect(loadConfig({ MANDI_AUDIT_DAYS: '30' }).auditDays).toBe(30);
    expect(() => loadConfig({ MANDI_AUDIT_DAYS: '0' })).toThrow(/MANDI_AUDIT_DAYS: must be at least 1 day/);
    expect(() => loadConfig({ MANDI_AUDIT_DAYS: 'soon' })).toThrow(/MANDI_AUDIT_DAYS/);
  });
});
