import { generateKeyPairSync } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ChildServer, startServer, type Where } from '../../test/child-server';
import { type FakeFcm, startFakeFcm } from '../lib/push/fake-fcm-server';
import { freshWhere, openWhere, rowsOf } from './fault-fixtures';

/**
 * A push notification to every customer, the server killed (SIGKILL) in the middle of its
 * sending and started again on the same data (issue 28.3):
 * - through the outbox, a batch's messages and results are one transaction: every customer
 *   has it exactly once, the report says all sent;
 * - through FCM (the fake, in this process), the kill lands while a batch's requests are in
 *   flight: nobody gets it twice, the sends the kill cut off are unknown (not failed), the
 *   report adds up, a retry sends nothing twice unless the unknown ones are asked for;
 * - after the restart the sending resumes within 30 s.
 */

const PORT = 3460;
const CUSTOMERS = 1500;
/** FCM requests answered before the fake holds the rest back (the kill lands on those). */
const ANSWERED_BEFORE_KILL = 700;
const RESUME_MS = 30_000;

interface Report {
  deliveryState: string;
  targetedCount: number;
  sentCount: number;
  failedCount: number;
  unknownCount: number;
}

describe('a push send killed in the middle', () => {
  let where: Where & { remove(): Promise<void> };
  let server: ChildServer | undefined;
  let fake: FakeFcm;
  let fcmEnv: Record<string, string>;

  beforeAll(async () => {
    where = await freshWhere();
    fake = await startFakeFcm();
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const keyFile = path.join(where.dataDir, 'fcm-service-account.json');
    fs.writeFileSync(
      keyFile,
      JSON.stringify({
        type: 'service_account',
        client_email: 'mandi-push@mandi-test.iam.gserviceaccount.com',
        private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      }),
    );
    fcmEnv = {
      MANDI_FCM_PROJECT_ID: 'mandi-test',
      MANDI_FCM_SERVICE_ACCOUNT_FILE: keyFile,
      MANDI_FCM_ENDPOINT: fake.url,
    };
    // The store made by a first start, then the customers written while no server holds it.
    await (await startServer({ ...where, port: PORT })).stop();
    const database = await openWhere(where);
    await database.db.execute(sql`
      insert into users (full_name, mobile_number, push_id)
      select 'Push customer ' || g, (8100000000 + g)::text, 'once-' || g
      from generate_series(1, ${CUSTOMERS}::int) g`);
    await database.close();
  }, 300_000);

  afterAll(async () => {
    await server?.kill();
    await fake?.close();
    await where?.remove();
  });

  const start = async (env?: Record<string, string>) => {
    server = await startServer({ ...where, port: PORT, ...(env ? { env } : {}) });
    return server;
  };

  async function sendToAll(title: string): Promise<number> {
    const created = await server!.call('POST', '/api/notifications', {
      title,
      message: 'Mangoes at 20% off today',
      page: 'Home',
      sendToAll: true,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body.id as number;
  }

  const report = async (id: number): Promise<Report> =>
    (await server!.call('GET', `/api/notifications/${id}`)).body as Report;

  async function until<T>(what: () => Promise<T>, done: (value: T) => boolean, ms = 120_000): Promise<T> {
    const deadline = Date.now() + ms;
    for (;;) {
      const value = await what();
      if (done(value)) return value;
      if (Date.now() > deadline) throw new Error(`not done in ${ms} ms: ${JSON.stringify(value)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** The outbox's rows of a notification, counted by token (read while no server holds PGlite). */
  async function outboxCounts(id: number) {
    await server!.stop();
    server = undefined;
    const database = await openWhere(where);
    try {
      return await rowsOf<{ rows: number; tokens: number; twice: number }>(
        database,
        sql`select count(*)::int as rows, count(distinct token)::int as tokens,
              (select count(*)::int from (select token from push_outbox where notification_id = ${id}
                group by token having count(*) > 1) t) as twice
            from push_outbox where notification_id = ${id}`,
      );
    } finally {
      await database.close();
    }
  }

  it('through the outbox: every customer has it exactly once', async () => {
    await start();
    const id = await sendToAll('Outbox once');
    // The first batch is in; the next one's transaction is on its way.
    await until(
      () => report(id),
      (r) => r.sentCount > 0,
      60_000,
    );
    await server!.kill();

    await start();
    const restarted = Date.now();
    const done = await until(
      () => report(id),
      (r) => r.deliveryState === 'sent',
    );
    expect(Date.now() - restarted).toBeLessThan(RESUME_MS);
    expect(done).toMatchObject({
      targetedCount: CUSTOMERS,
      sentCount: CUSTOMERS,
      failedCount: 0,
      unknownCount: 0,
    });
    expect(await outboxCounts(id)).toEqual([{ rows: CUSTOMERS, tokens: CUSTOMERS, twice: 0 }]);
  }, 400_000);

  it('through FCM: nobody twice, the cut-off sends unknown, a retry sends nothing twice unasked', async () => {
    let holding = true;
    const held: Array<() => void> = [];
    fake.answer = () =>
      holding && fake.count() > ANSWERED_BEFORE_KILL
        ? new Promise((resolve) => held.push(() => resolve(undefined)))
        : undefined;
    await start(fcmEnv);
    const id = await sendToAll('FCM once');
    await until(
      async () => fake.count(),
      (n) => n > ANSWERED_BEFORE_KILL + 10,
      60_000,
    );
    // Let the first batch's results land, then kill with the second batch's requests in flight.
    await until(
      () => report(id),
      (r) => r.sentCount > 0,
      30_000,
    );
    await server!.kill();
    holding = false;
    for (const release of held) release();
    const beforeRestart = fake.count();

    await start(fcmEnv);
    const restarted = Date.now();
    await until(
      async () => fake.count(),
      (n) => n > beforeRestart,
      RESUME_MS,
    );
    expect(Date.now() - restarted).toBeLessThan(RESUME_MS);
    const done = await until(
      () => report(id),
      (r) => r.deliveryState === 'sent',
    );

    const times = new Map<string, number>();
    for (const request of fake.received)
      times.set(request.message.token, (times.get(request.message.token) ?? 0) + 1);
    // Nobody twice, and the report adds up: every customer sent, failed or unknown.
    expect(Math.max(...times.values())).toBe(1);
    expect(done.targetedCount).toBe(CUSTOMERS);
    expect(done.failedCount).toBe(0);
    expect(done.unknownCount).toBeGreaterThan(0);
    expect(done.sentCount + done.failedCount + done.unknownCount).toBe(CUSTOMERS);
    // Every send recorded as sent reached the fake; the unknown ones may or may not have.
    expect(times.size).toBeGreaterThanOrEqual(done.sentCount);
    expect(times.size).toBeLessThanOrEqual(done.sentCount + done.unknownCount);

    // A plain retry leaves the unknown ones out: nothing to send, nothing sent.
    const received = fake.count();
    const plain = await server!.call('POST', `/api/notifications/${id}/retry`);
    expect(plain.status).toBe(409);
    expect(plain.body.message).toContain(`${done.unknownCount} may already have reached the phone`);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(fake.count()).toBe(received);

    // Asked for, they go again: only they, each once more at most.
    const asked = await server!.call('POST', `/api/notifications/${id}/retry`, { includeUnknown: true });
    expect(asked.status).toBe(200);
    const after = await until(
      () => report(id),
      (r) => r.deliveryState === 'sent',
    );
    expect(after).toMatchObject({ sentCount: CUSTOMERS, unknownCount: 0, failedCount: 0 });
    const again = new Map<string, number>();
    for (const request of fake.received.slice(received))
      again.set(request.message.token, (again.get(request.message.token) ?? 0) + 1);
    expect(again.size).toBe(done.unknownCount);
    expect(Math.max(...again.values())).toBe(1);
  }, 400_000);
});
