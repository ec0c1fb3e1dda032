import { generateKeyPairSync } from 'node:crypto';
import { indiaDay } from '@mandi/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { jobs, notificationDeliveries, pushOutbox, users } from '../../db/schema';
import type { JobRow } from '../../lib/jobs/job-queue';
import { fcmSender, outboxSender, type PushSender, selfSignedAuth } from '../../lib/push';
import { type FakeFcm, startFakeFcm } from '../../lib/push/fake-fcm-server';
import { notificationSendHandler } from './notification-sending';
import { notificationWorker } from './notification-worker';
import { createCity, createPincode, createReachableCustomer, createState } from './notifications.factories';
import { notificationsRepository } from './notifications.repository';

let t: TestApp;
let token: string;
let fake: FakeFcm;
let stateId: number;

const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

/** A city with `tokens` customers, each with that push id. */
async function cityWith(tokens: string[]) {
  const db = t.database.db;
  const city = await createCity(db, stateId);
  const pin = await createPincode(db, city);
  for (const pushId of tokens)
    await createReachableCustomer(db, { pincodeId: pin.id, cityId: city.id, stateId }, pushId);
  return city.id;
}

async function createNotification(body: object) {
  const answer = await t.call(token, {
    method: 'POST',
    url: '/api/notifications',
    payload: { title: 'Mango mela', message: 'Alphonso at 20% off', page: 'Home', ...body },
  });
  expect(answer.status).toBe(201);
  return answer.body as { id: number; sendAt: string };
}

const report = async (id: number) =>
  (await t.call(token, { method: 'GET', url: `/api/notifications/${id}` })).body;

async function outboxTokens(id: number) {
  const rows = await t.database.db
    .select({ token: pushOutbox.token })
    .from(pushOutbox)
    .where(eq(pushOutbox.notificationId, id));
  return rows.map((row) => row.token).sort();
}

/** A clock the test moves. */
function clock(start: Date) {
  let now = start;
  return { now: () => now, set: (at: Date) => (now = at) };
}

beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor();
  stateId = (await createState(t.database.db)).id;
  fake = await startFakeFcm();
});
afterAll(() => fake.close());

describe('the sending worker', () => {
  it('sends a scheduled notification at its date and time in India, not before', async () => {
    const cityId = await cityWith(['sched-1', 'sched-2', 'sched-3']);
    const day = addDays(indiaDay(new Date()), 1);
    const created = await createNotification({
      cityId,
      sendAutomatedNotification: true,
      notificationDate: day,
      notificationTime: '09:30',
    });
    const sendAt = new Date(`${day}T04:00:00.000Z`);
    expect(created.sendAt).toBe(sendAt.toISOString());
    const time = clock(new Date(sendAt.getTime() - 60_000));
    const worker = notificationWorker(t.database.db, { sender: outboxSender(t.database.db), now: time.now });
    expect(await worker.runDue()).toBe(0);
    expect(await outboxTokens(created.id)).toEqual([]);
    expect((await report(created.id)).deliveryState).toBe('scheduled');

    time.set(sendAt);
    expect(await worker.runDue()).toBe(1);
    expect(await outboxTokens(created.id)).toEqual(['sched-1', 'sched-2', 'sched-3']);
    const after = await report(created.id);
    expect(after).toMatchObject({
      deliveryState: 'sent',
      targetedCount: 3,
      sentCount: 3,
      failedCount: 0,
      failureReasons: {},
      sendStartedAt: sendAt.toISOString(),
      sendFinishedAt: sendAt.toISOString(),
    });
    // Done: a later poll sends nothing again.
    time.set(new Date(sendAt.getTime() + 3_600_000));
    expect(await worker.runDue()).toBe(0);
    expect(await outboxTokens(created.id)).toHaveLength(3);
    const list = await t.call(token, { method: 'GET', url: '/api/notifications' });
    expect(list.body.data.find((row: { id: number }) => row.id === created.id)).toMatchObject({
      sentCount: 3,
    });
  });

  it('a restart in the middle of a send resumes without duplicates', async () => {
    const tokens = Array.from({ length: 10 }, (_, i) => `restart-${i}`);
    const cityId = await cityWith(tokens);
    const created = await createNotification({ cityId });
    const outbox = outboxSender(t.database.db);
    let batches = 0;
    // The first instance is stopped (SIGTERM) while its first batch is on the wire.
    const first = notificationWorker(t.database.db, {
      sender: {
        kind: 'outbox',
        async send(messages, id) {
          batches += 1;
          void first.stop();
          return outbox.send(messages, id);
        },
      },
      batchSize: 3,
    });
    await first.runDue();
    expect(batches).toBe(1);
    expect(await outboxTokens(created.id)).toHaveLength(3);
    expect((await report(created.id)).deliveryState).toBe('sending');
    const [job] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `notification:${created.id}`));
    expect(job!.state).toBe('queued');

    const second = notificationWorker(t.database.db, { sender: outbox, batchSize: 3 });
    expect(await second.runDue()).toBe(1);
    expect(await outboxTokens(created.id)).toEqual([...tokens].sort());
    expect(await report(created.id)).toMatchObject({
      deliveryState: 'sent',
      targetedCount: 10,
      sentCount: 10,
    });
  });

  it('an instance killed mid-batch: its tokens are unknown, never sent again unasked, retried only when asked', async () => {
    const tokens = Array.from({ length: 6 }, (_, i) => `killed-${i}`);
    const cityId = await cityWith(tokens);
    const created = await createNotification({ cityId });
    const db = t.database.db;
    const start = new Date();
    // The killed instance had addressed the notification and claimed two tokens, then died.
    const row = await notificationsRepository.find(db, created.id);
    await db.transaction((tx) => notificationsRepository.start(tx, row!, start));
    const held = await notificationsRepository.claim(
      db,
      created.id,
      2,
      'killed',
      new Date(start.getTime() + 20_000),
    );
    await db
      .update(jobs)
      .set({ state: 'running', lockedBy: 'killed', lockedUntil: new Date(start.getTime() + 20_000) })
      .where(eq(jobs.key, `notification:${created.id}`));

    const time = clock(start);
    const worker = notificationWorker(db, { sender: outboxSender(db), now: time.now });
    expect(await worker.runDue()).toBe(0); // the lease still runs
    time.set(new Date(start.getTime() + 21_000));
    expect(await worker.runDue()).toBe(1);
    const sent = await outboxTokens(created.id);
    expect(sent).toHaveLength(4);
    for (const h of held) expect(sent).not.toContain(h.token);
    expect(await report(created.id)).toMatchObject({
      targetedCount: 6,
      sentCount: 4,
      failedCount: 0,
      unknownCount: 2,
      failureReasons: {},
      deliveryState: 'sent',
    });

    const retryUrl = `/api/notifications/${created.id}/retry`;
    const unasked = await t.call(token, { method: 'POST', url: retryUrl });
    expect(unasked.status).toBe(409);
    expect(unasked.body.message).toBe(
      'There are no failed deliveries to retry; 2 may already have reached the phone (the send was cut off): retry those too only if a second copy is acceptable',
    );
    const asked = await t.call(token, { method: 'POST', url: retryUrl, payload: { includeUnknown: true } });
    expect(asked.status).toBe(200);
    expect(asked.body).toMatchObject({ deliveryState: 'sending', unknownCount: 0, sendFinishedAt: null });
    expect(await worker.runDue()).toBe(1);
    expect(await outboxTokens(created.id)).toEqual([...tokens].sort());
    expect(await report(created.id)).toMatchObject({ sentCount: 6, unknownCount: 0, deliveryState: 'sent' });
    const again = await t.call(token, { method: 'POST', url: retryUrl, payload: { includeUnknown: true } });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('There are no failed deliveries to retry');
  });

  it('the outbox stores the messages with their results or neither: a crash between them sends each once', async () => {
    const tokens = ['tx-1', 'tx-2', 'tx-3', 'tx-4'];
    const cityId = await cityWith(tokens);
    const created = await createNotification({ cityId });
    const db = t.database.db;
    const outbox = outboxSender(db);
    const crashing: PushSender = {
      kind: 'outbox',
      send: outbox.send,
      async sendIn(tx, messages, id) {
        await outbox.sendIn!(tx, messages, id);
        throw new Error('killed between the outbox write and the result write');
      },
    };
    const time = clock(new Date());
    expect(await notificationWorker(db, { sender: crashing, batchSize: 2, now: time.now }).runDue()).toBe(1);
    expect(await outboxTokens(created.id)).toEqual([]);
    const states = await db
      .select({ state: notificationDeliveries.state })
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, created.id));
    expect(states.map((row) => row.state)).toEqual(['pending', 'pending', 'pending', 'pending']);

    time.set(new Date(time.now().getTime() + 60_000));
    expect(await notificationWorker(db, { sender: outbox, batchSize: 2, now: time.now }).runDue()).toBe(1);
    expect(await outboxTokens(created.id)).toEqual(tokens);
    expect(await report(created.id)).toMatchObject({
      targetedCount: 4,
      sentCount: 4,
      failedCount: 0,
      unknownCount: 0,
      deliveryState: 'sent',
    });
  });

  it('two workers on one notification never send one token twice', async () => {
    const tokens = Array.from({ length: 40 }, (_, i) => `pair-${i}`);
    const cityId = await cityWith(tokens);
    const created = await createNotification({ cityId });
    const db = t.database.db;
    const outbox = outboxSender(db);
    const byWorker = new Map<string, number>();
    const slow = (name: string): PushSender => ({
      kind: 'outbox',
      async send(messages, id) {
        byWorker.set(name, (byWorker.get(name) ?? 0) + messages.length);
        // Long enough for both workers to be sending at once, even on a busy machine.
        await new Promise((resolve) => setTimeout(resolve, 40));
        return outbox.send(messages, id);
      },
    });
    const job = {
      id: 0,
      kind: 'notification.send',
      key: 'x',
      payload: { notificationId: created.id },
      attempts: 1,
      lockedBy: null,
    } satisfies JobRow;
    const context = (workerId: string) => ({
      workerId,
      now: () => new Date(),
      stopping: () => false,
      renew: async () => {},
    });
    const [a, b] = await Promise.all([
      notificationSendHandler(db, { sender: slow('a'), batchSize: 4 })(job, context('a')),
      notificationSendHandler(db, { sender: slow('b'), batchSize: 4 })(job, context('b')),
    ]);
    expect(a.done || b.done).toBe(true);
    expect(await outboxTokens(created.id)).toEqual([...tokens].sort());
    expect((byWorker.get('a') ?? 0) + (byWorker.get('b') ?? 0)).toBe(40);
    expect(byWorker.get('a')).toBeGreaterThan(0);
    expect(byWorker.get('b')).toBeGreaterThan(0);
    expect(await report(created.id)).toMatchObject({
      targetedCount: 40,
      sentCount: 40,
      deliveryState: 'sent',
    });
    // The handlers were driven by hand: the queued job goes with them.
    await db.delete(jobs).where(eq(jobs.key, `notification:${created.id}`));
  });
});

describe('FCM HTTP v1', () => {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const serviceAccount = {
    client_email: 'mandi-push@mandi-test.iam.gserviceaccount.com',
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
  const sender = () =>
    fcmSender({
      projectId: 'mandi-test',
      auth: selfSignedAuth(serviceAccount),
      endpoint: fake.url,
      concurrency: 3,
      maxAttempts: 3,
      backoffMs: 5,
    });

  it('sends title, body, image and data; retries 429; clears UNREGISTERED tokens; retries failed ones only', async () => {
    const tokens = ['fcm-ok-1', 'fcm-ok-2', 'fcm-dead', 'fcm-busy', 'fcm-down'];
    const cityId = await cityWith(tokens);
    const created = await createNotification({
      cityId,
      page: 'Link',
      link: 'https://mandi.example/mango',
      image: 'https://cdn.mandi.example/mango.png',
    });
    let downFixed = false;
    fake.answer = (request, attempt) => {
      const { token: to } = request.message;
      if (to === 'fcm-dead') return { status: 404, errorCode: 'UNREGISTERED' };
      if (to === 'fcm-busy' && attempt === 1)
        return { status: 429, errorCode: 'QUOTA_EXCEEDED', retryAfter: 0 };
      if (to === 'fcm-down' && !downFixed) return { status: 503, errorCode: 'UNAVAILABLE' };
      return undefined;
    };
    const worker = notificationWorker(t.database.db, { sender: sender() });
    expect(await worker.runDue()).toBe(1);

    const mine = fake.received.filter((r) => r.message.token.startsWith('fcm-'));
    const byToken = (to: string) => mine.filter((r) => r.message.token === to);
    expect(byToken('fcm-ok-1')).toHaveLength(1);
    expect(byToken('fcm-busy')).toHaveLength(2);
    expect(byToken('fcm-down')).toHaveLength(3);
    expect(byToken('fcm-dead')).toHaveLength(1);
    const first = byToken('fcm-ok-1')[0]!;
    expect(first.project).toBe('mandi-test');
    expect(first.authorization).toMatch(/^Bearer [\w-]+\.[\w-]+\.[\w-]+$/);
    expect(first.message).toEqual({
      token: 'fcm-ok-1',
      notification: {
        title: 'Mango mela',
        body: 'Alphonso at 20% off',
        image: 'https://cdn.mandi.example/mango.png',
      },
      data: { notificationId: String(created.id), page: 'Link', params: 'https://mandi.example/mango' },
    });
    expect(await report(created.id)).toMatchObject({
      targetedCount: 5,
      sentCount: 3,
      failedCount: 2,
      failureReasons: { UNREGISTERED: 1, UNAVAILABLE: 1 },
    });
    const [dead] = await t.database.db
      .select()
      .from(users)
      .where(
        sql`${users.fullName} is not null and ${users.id} = (select user_id from notification_deliveries where token = 'fcm-dead')`,
      );
    expect(dead!.pushId).toBeNull();

    downFixed = true;
    const retry = await t.call(token, { method: 'POST', url: `/api/notifications/${created.id}/retry` });
    expect(retry.status).toBe(200);
    expect(await worker.runDue()).toBe(1);
    const after = fake.received.filter((r) => r.message.token.startsWith('fcm-'));
    expect(after.filter((r) => r.message.token === 'fcm-down')).toHaveLength(4);
    expect(after.filter((r) => r.message.token === 'fcm-dead')).toHaveLength(1);
    expect(after.filter((r) => r.message.token === 'fcm-ok-1')).toHaveLength(1);
    expect(await report(created.id)).toMatchObject({
      sentCount: 4,
      failedCount: 1,
      failureReasons: { UNREGISTERED: 1 },
      deliveryState: 'sent',
    });
    const states = await t.database.db
      .select({ state: notificationDeliveries.state })
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.notificationId, created.id));
    expect(states.filter((s) => s.state === 'sent')).toHaveLength(4);
  });
});
