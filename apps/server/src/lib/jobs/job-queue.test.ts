import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { ConfigError, loadConfig } from '../../config';
import { jobs } from '../../db/schema';
import { createPushSender } from '../push';
import { createJobWorker, enqueueJob } from './job-queue';

describe('the job queue', async () => {
  const { database } = await createTestApp();
  const db = database.db;
  const jobOf = async (key: string) => (await db.select().from(jobs).where(eq(jobs.key, key)))[0]!;

  it('runs a job once among two workers, at its time, and a re-enqueue moves it without doubling it', async () => {
    const start = new Date('2030-01-01T00:00:00Z');
    let now = start;
    const ran: string[] = [];
    const handler = async () => {
      ran.push('x');
      return { done: true } as const;
    };
    const a = createJobWorker(db, { handlers: { 'test.once': handler }, now: () => now, workerId: 'a' });
    const b = createJobWorker(db, { handlers: { 'test.once': handler }, now: () => now, workerId: 'b' });
    await enqueueJob(db, { kind: 'test.once', key: 'once', runAt: new Date(start.getTime() + 60_000) });
    await enqueueJob(db, { kind: 'test.once', key: 'once', runAt: new Date(start.getTime() + 120_000) });
    expect(await db.select().from(jobs).where(eq(jobs.key, 'once'))).toHaveLength(1);
    now = new Date(start.getTime() + 60_000);
    expect(await Promise.all([a.runDue(), b.runDue()])).toEqual([0, 0]);
    now = new Date(start.getTime() + 120_000);
    const counts = await Promise.all([a.runDue(), b.runDue()]);
    expect(counts.sort()).toEqual([0, 1]);
    expect(ran).toHaveLength(1);
    expect((await jobOf('once')).state).toBe('done');
  });

  it('retries a failing job with back-off, then marks it failed', async () => {
    let now = new Date('2031-01-01T00:00:00Z');
    const worker = createJobWorker(db, {
      handlers: {
        'test.fail': async () => {
          throw new Error('boom');
        },
      },
      now: () => now,
      maxAttempts: 2,
    });
    await enqueueJob(db, { kind: 'test.fail', key: 'fail', runAt: now });
    expect(await worker.runDue()).toBe(1);
    const first = await jobOf('fail');
    expect(first).toMatchObject({ state: 'queued', attempts: 1, lastError: 'boom' });
    expect(first.runAt.getTime()).toBeGreaterThan(now.getTime());
    expect(await worker.runDue()).toBe(0);
    now = first.runAt;
    expect(await worker.runDue()).toBe(1);
    expect(await jobOf('fail')).toMatchObject({ state: 'failed', attempts: 2 });
  });
});

describe('the push sender configuration', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-push-config-'));
  it('sends to the outbox unless an FCM project and its service account file are set', () => {
    const outbox = loadConfig({ MANDI_DATA_DIR: dataDir });
    expect(outbox.fcm).toBeUndefined();
    expect(createPushSender(outbox, {} as never).kind).toBe('outbox');
    expect(() => loadConfig({ MANDI_DATA_DIR: dataDir, MANDI_FCM_PROJECT_ID: 'mandi' })).toThrow(ConfigError);
    expect(() =>
      loadConfig({
        MANDI_DATA_DIR: dataDir,
        MANDI_FCM_PROJECT_ID: 'mandi',
        MANDI_FCM_SERVICE_ACCOUNT_FILE: '/nope.json',
      }),
    ).toThrow(/no file at/);
    const file = path.join(dataDir, 'sa.json');
    fs.writeFileSync(file, '{}');
    const fcm = loadConfig({
      MANDI_DATA_DIR: dataDir,
      MANDI_FCM_PROJECT_ID: 'mandi',
      MANDI_FCM_SERVICE_ACCOUNT_FILE: file,
      MANDI_FCM_ENDPOINT: 'http://127.0.0.1:9099',
      MANDI_PUSH_CONCURRENCY: '8',
    });
    expect(fcm.fcm).toEqual({
      projectId: 'mandi',
      serviceAccountFile: file,
      endpoint: 'http://127.0.0.1:9099',
      concurrency: 8,
    });
    expect(createPushSender(fcm, {} as never).kind).toBe('fcm');
    expect(() => loadConfig({ MANDI_DATA_DIR: dataDir, MANDI_PUSH_CONCURRENCY: '0' })).toThrow(/at least 1/);
  });
});
