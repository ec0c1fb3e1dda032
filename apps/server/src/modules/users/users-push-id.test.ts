import { generateKeyPairSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readExport } from '../../../test/exports';
import { createTestApp, type TestApp } from '../../../test/harness';
import { rowsOf } from '../../../test/sheets';
import { pushOutbox, users } from '../../db/schema';
import { fcmSender, outboxSender, type PushSender, selfSignedAuth } from '../../lib/push';
import { type FakeFcm, startFakeFcm } from '../../lib/push/fake-fcm-server';
import { notificationWorker } from '../notifications/notification-worker';
import { refreshCustomerDevices } from '../orders/customer-device.repository';
import { createOrganization, createUsersRole } from './users.factories';

let t: TestApp;
let token: string;
let roleId: number;
let organizationId: number;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor();
  roleId = (await createUsersRole(t.database.db)).id;
  organizationId = (await createOrganization(t.database.db)).id;
});

const customer = (phone: Record<string, unknown>) => {
  serial += 1;
  return {
    fullName: `Push Customer ${serial}`,
    emailAddress: `push.${serial}.${Date.now()}@example.in`,
    mobileNumber: `93${String(10000000 + serial).slice(-8)}`,
    password: 'kirana42',
    usersRoleId: roleId,
    organizationId,
    ...phone,
  };
};

const eligible = async (body: object) =>
  (await t.call(token, { method: 'POST', url: '/api/users/eligible-user-count', payload: body })).body.count;

/** A notification to every customer on the phone rules given, sent by one worker run. */
async function send(sender: PushSender, rules: object) {
  const created = await t.call(token, {
    method: 'POST',
    url: '/api/notifications',
    payload: {
      title: 'Diwali offers',
      message: 'Sweets at 10% off',
      page: 'Home',
      sendToAll: true,
      ...rules,
    },
  });
  expect(created.status).toBe(201);
  await notificationWorker(t.database.db, { sender }).runDue();
  return created.body.id as number;
}

const pushIdOf = async (id: number) =>
  (await t.database.db.select({ pushId: users.pushId }).from(users).where(eq(users.id, id)))[0]!.pushId;

describe("a customer's push id, given through the API", () => {
  it('is taken by /users/manage and /users, reaches eligible counts and the outbox, never answered', async () => {
    const managed = await t.call(token, {
      method: 'POST',
      url: '/api/users/manage',
      payload: customer({ pushId: ' fcm-managed-1 ', platform: 'android', appVersion: '2.1.0' }),
    });
    expect(managed.status, JSON.stringify(managed.body)).toBe(201);
    expect(JSON.stringify(managed.body)).not.toContain('fcm-managed-1');
    const registered = await t.call(token, {
      method: 'POST',
      url: '/api/users',
      payload: customer({ pushId: 'fcm-registered-1', platform: 'ios', appVersion: '1.0' }),
    });
    expect(registered.status, JSON.stringify(registered.body)).toBe(201);
    expect(await pushIdOf(managed.body.id)).toBe('fcm-managed-1');

    expect(await eligible({})).toBe(2);
    expect(await eligible({ platform: 'android' })).toBe(1);
    expect(await eligible({ platform: 'android', appVersion: '2.0.0' })).toBe(0);
    expect(await eligible({ appVersion: '2.1' })).toBe(2);

    const id = await send(outboxSender(t.database.db), { platform: 'android' });
    const outbox = await t.database.db.select().from(pushOutbox).where(eq(pushOutbox.notificationId, id));
    expect(outbox.map((row) => row.token)).toEqual(['fcm-managed-1']);
    expect((await t.call(token, { method: 'GET', url: `/api/notifications/${id}` })).body).toMatchObject({
      targetedCount: 1,
      sentCount: 1,
    });

    // Updated through the form: a new token; null takes the customer out of every audience.
    const moved = await t.call(token, {
      method: 'POST',
      url: '/api/users/manage',
      payload: { id: registered.body.id, pushId: 'fcm-registered-2' },
    });
    expect(moved.status).toBe(200);
    expect(await pushIdOf(registered.body.id)).toBe('fcm-registered-2');
    await t.call(token, {
      method: 'PATCH',
      url: `/api/users/${registered.body.id}`,
      payload: { pushId: null },
    });
    expect(await eligible({})).toBe(1);
  });

  it('refuses a platform or version the app cannot have', async () => {
    const bad = await t.call(token, {
      method: 'POST',
      url: '/api/users/manage',
      payload: customer({ pushId: 'x', platform: 'windows', appVersion: 'latest' }),
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'platform', message: 'Please select platform' },
        { field: 'appVersion', message: 'Please enter a version like 1.2.3' },
      ]),
    );
  });

  it('stays out of lists, exports and the audit', async () => {
    const created = await t.call(token, {
      method: 'POST',
      url: '/api/users/manage',
      payload: customer({ pushId: 'fcm-hidden-1', platform: 'android' }),
    });
    expect(created.status).toBe(201);
    const reads = [
      await t.call(token, { method: 'GET', url: '/api/users?limit=100' }),
      await t.call(token, { method: 'GET', url: `/api/users/${created.body.id}` }),
      await t.call(token, { method: 'GET', url: '/api/audit?limit=100' }),
    ];
    for (const read of reads) {
      expect(read.status).toBe(200);
      expect(JSON.stringify(read.body)).not.toContain('fcm-hidden');
    }
    expect(JSON.stringify(reads[2]!.body)).toContain(created.body.fullName);
    // The sheets, read back: the GET exports and the spec's POST /users/export.
    for (const url of ['/api/users/export', '/api/audit/export']) {
      const sheet = await readExport(t, token, url);
      expect(sheet.status).toBe(200);
      expect(sheet.rows.length).toBeGreaterThan(0);
      expect(JSON.stringify(sheet)).not.toContain('fcm-hidden');
    }
    const posted = await t.app.inject({
      method: 'POST',
      url: '/api/users/export',
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(posted.statusCode).toBe(200);
    expect(JSON.stringify(await rowsOf(posted.rawPayload))).not.toContain('fcm-hidden');
    expect((await t.call(token, { method: 'GET', url: '/api/users?fields=pushId' })).status).toBe(400);
    expect((await t.call(token, { method: 'GET', url: '/api/users?filter=pushId||$notnull' })).status).toBe(
      400,
    );
  });

  it('keeps the phone the app gave when the orders name none', async () => {
    const created = await t.call(token, {
      method: 'POST',
      url: '/api/users/manage',
      payload: customer({ pushId: 'fcm-kept-1', platform: 'ios', appVersion: '3.0.0' }),
    });
    await refreshCustomerDevices(t.database.db, [created.body.id]);
    const [row] = await t.database.db
      .select({ platform: users.platform, appVersion: users.appVersion })
      .from(users)
      .where(eq(users.id, created.body.id));
    expect(row).toEqual({ platform: 'ios', appVersion: '3.0.0' });
  });
});

describe('an UNREGISTERED answer from FCM', () => {
  let fake: FakeFcm;
  beforeAll(async () => {
    fake = await startFakeFcm();
  });
  afterAll(() => fake.close());

  it("clears the push id the API gave, as for any customer's", async () => {
    const created = await t.call(token, {
      method: 'POST',
      url: '/api/users/manage',
      payload: customer({ pushId: 'fcm-dead-1', platform: 'android', appVersion: '9.9' }),
    });
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    fake.answer = (request) =>
      request.message.token === 'fcm-dead-1' ? { status: 404, errorCode: 'UNREGISTERED' } : undefined;
    const sender = fcmSender({
      projectId: 'mandi-test',
      auth: selfSignedAuth({
        client_email: 'mandi-push@mandi-test.iam.gserviceaccount.com',
        private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      }),
      endpoint: fake.url,
      maxAttempts: 1,
    });
    await send(sender, { platform: 'android', appVersion: '9.9' });
    expect(fake.received.map((request) => request.message.token)).toContain('fcm-dead-1');
    expect(await pushIdOf(created.body.id)).toBeNull();
  });
});
