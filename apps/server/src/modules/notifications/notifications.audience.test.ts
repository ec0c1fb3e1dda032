import { type EndpointInput, eligibleUserCountEndpoint } from '@mandi/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { typedEndpoint } from '../../../test/typed-client';
import { pushOutbox, users } from '../../db/schema';
import { outboxSender } from '../../lib/push';
import { notificationWorker } from './notification-worker';
import { createCity, createPincode, createReachableCustomer, createState } from './notifications.factories';

/**
 * A notification's phone rules (platform; app version, reaching that version or older) narrow
 * the eligible-user count and the delivery alike, with the places, by each customer's last
 * known phone (users.platform, users.app_version).
 */
let t: TestApp;
let token: string;
let place: { state: number; city1: number; city2: number; pin1: number; pin2: number };
const tokenOf: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor();
  const db = t.database.db;
  const state = await createState(db);
  const city1 = await createCity(db, state.id);
  const city2 = await createCity(db, state.id);
  const pin1 = await createPincode(db, city1);
  const pin2 = await createPincode(db, city2);
  place = { state: state.id, city1: city1.id, city2: city2.id, pin1: pin1.id, pin2: pin2.id };
  const at = (pin: typeof pin1) => ({ pincodeId: pin.id, cityId: pin.cityId!, stateId: pin.stateId! });
  const customers: [string, typeof pin1 | null, 'android' | 'ios' | null, string | null, boolean][] = [
    ['A', pin1, 'android', '1.2.0', true],
    ['B', pin1, 'android', '1.4.2', true],
    ['C', pin1, 'ios', '1.2.0', true],
    ['D', pin1, null, null, true], // no order with device data
    ['E', pin1, 'android', '1.1.9', false], // no push id
    ['F', pin2, 'android', '1.0', true],
    ['G', pin2, 'ios', '1.3.1', true],
    ['H', null, 'android', '1.2.0', true], // no address
    ['I', null, null, null, true],
  ];
  for (const [name, pin, platform, appVersion, push] of customers) {
    const user = await createReachableCustomer(db, pin ? at(pin) : null, push ? `aud-${name}` : null);
    await db.update(users).set({ platform, appVersion }).where(eq(users.id, user.id));
    tokenOf[name] = `aud-${name}`;
  }
});

const reach = async (body: EndpointInput<typeof eligibleUserCountEndpoint>['body']) => {
  const answer = await typedEndpoint(t.call, token, eligibleUserCountEndpoint, { body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.count;
};

describe('eligible user count by phone', () => {
  it('counts everyone with a push id, with or without a known phone, when no phone rule is given', async () => {
    expect(await reach({})).toBe(8);
    expect(await reach({ countryId: 1, stateId: place.state })).toBe(6);
    expect(await reach({ platform: null, appVersion: '' })).toBe(8);
  });

  it('by platform', async () => {
    expect(await reach({ platform: 'android' })).toBe(4); // A B F H
    expect(await reach({ platform: 'ios' })).toBe(2); // C G
  });

  it('by app version: that version or older, compared as numbers', async () => {
    expect(await reach({ appVersion: '1.2.0' })).toBe(4); // A C F(1.0) H
    expect(await reach({ appVersion: '1.2' })).toBe(4);
    expect(await reach({ appVersion: '1.1.9' })).toBe(1); // F
    expect(await reach({ appVersion: '1.10.0' })).toBe(6); // every known phone: 1.4.2 < 1.10.0
    expect(await reach({ appVersion: '0.9' })).toBe(0);
  });

  it('both, and with the places', async () => {
    expect(await reach({ platform: 'android', appVersion: '1.2.0' })).toBe(3); // A F H
    expect(
      await reach({ countryId: 1, stateId: place.state, platform: 'android', appVersion: '1.2.0' }),
    ).toBe(2); // A F
    expect(await reach({ countryId: 1, cityId: place.city1, platform: 'android' })).toBe(2); // A B
    expect(await reach({ pincodeId: place.pin1, platform: 'ios', appVersion: '1.2.0' })).toBe(1); // C
    expect(await reach({ cityId: place.city2, appVersion: '1.3.1' })).toBe(2); // F G
  });

  it('refuses a platform or version it does not know, in the form words', async () => {
    const version = await t.call(token, {
      method: 'POST',
      url: '/api/users/eligible-user-count',
      payload: { appVersion: '1.2.x' },
    });
    expect(version.status).toBe(400);
    expect(JSON.stringify(version.body)).toContain('Please enter a version like 1.2.3');
    const platform = await t.call(token, {
      method: 'POST',
      url: '/api/users/eligible-user-count',
      payload: { platform: 'windows' },
    });
    expect(platform.status).toBe(400);
    expect(JSON.stringify(platform.body)).toContain('Please select platform');
  });
});

describe('delivery by phone', () => {
  async function sent(body: object) {
    const created = await t.call(token, {
      method: 'POST',
      url: '/api/notifications',
      payload: { title: 'Please update', message: 'A faster app is out', page: 'Home', ...body },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const id = created.body.id as number;
    const worker = notificationWorker(t.database.db, { sender: outboxSender(t.database.db) });
    await worker.runDue();
    const rows = await t.database.db
      .select({ token: pushOutbox.token })
      .from(pushOutbox)
      .where(eq(pushOutbox.notificationId, id));
    const report = (await t.call(token, { method: 'GET', url: `/api/notifications/${id}` })).body;
    expect(report.targetedCount).toBe(rows.length);
    return rows.map((row) => row.token).sort();
  }
  const tokens = (...names: string[]) => names.map((name) => tokenOf[name]!).sort();

  it('sends to all on the platform and version or older only', async () => {
    expect(await sent({ sendToAll: true, platform: 'android', appVersion: '1.2.0' })).toEqual(
      tokens('A', 'F', 'H'),
    );
    expect(await sent({ sendToAll: true, appVersion: '1.3.1' })).toEqual(tokens('A', 'C', 'F', 'G', 'H'));
  });

  it('sends to a place on a platform; without a phone rule, to customers with no known phone too', async () => {
    expect(await sent({ cityId: place.city1, stateId: place.state, platform: 'ios' })).toEqual(tokens('C'));
    expect(await sent({ stateId: place.state })).toEqual(tokens('A', 'B', 'C', 'D', 'F', 'G'));
  });

  it('reaches as many as the count said', async () => {
    const audience = { stateId: place.state, platform: 'android', appVersion: '1.4.2' };
    const counted = await reach({ countryId: 1, ...audience });
    expect(await sent(audience)).toHaveLength(counted);
    expect(counted).toBe(3); // A B F
  });
});
