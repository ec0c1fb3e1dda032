import { dayBefore, indiaDay } from '@mandi/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { categories, jobs, notifications } from '../../db/schema';
import { createCity, createPincode, createReachableCustomer, createState } from './notifications.factories';

let t: TestApp;
let token: string;
let place: {
  stateA: number;
  stateB: number;
  city1: number;
  city2: number;
  cityB: number;
  pin1: number;
  pin2: number;
  pin3: number;
};

const base = () => ({
  title: 'Fresh mangoes',
  message: 'Alphonso season is here',
  page: 'Home',
  cityId: place.city1,
});
const post = (body: object, who = token) =>
  t.call(who, { method: 'POST', url: '/api/notifications', payload: body });
const count = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(notifications))[0]!.n;
const today = () => indiaDay(new Date());
const addDays = (day: string, n: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor();
  const db = t.database.db;
  const stateA = await createState(db);
  const stateB = await createState(db);
  const city1 = await createCity(db, stateA.id);
  const city2 = await createCity(db, stateA.id);
  const cityB = await createCity(db, stateB.id);
  const pin1 = await createPincode(db, city1);
  const pin2 = await createPincode(db, city1);
  const pin3 = await createPincode(db, city2);
  const pinB = await createPincode(db, cityB);
  place = {
    stateA: stateA.id,
    stateB: stateB.id,
    city1: city1.id,
    city2: city2.id,
    cityB: cityB.id,
    pin1: pin1.id,
    pin2: pin2.id,
    pin3: pin3.id,
  };
  const at = (pin: { id: number; cityId: number | null; stateId: number | null }) => ({
    pincodeId: pin.id,
    cityId: pin.cityId!,
    stateId: pin.stateId!,
  });
  // pin1: 3 reachable + 1 without push id; pin2: 2; pin3: 1; pinB: 4; and 2 with no address.
  for (let i = 0; i < 3; i++) await createReachableCustomer(db, at(pin1));
  await createReachableCustomer(db, at(pin1), null);
  for (let i = 0; i < 2; i++) await createReachableCustomer(db, at(pin2));
  await createReachableCustomer(db, at(pin3));
  for (let i = 0; i < 4; i++) await createReachableCustomer(db, at(pinB));
  for (let i = 0; i < 2; i++) await createReachableCustomer(db, null);
});

describe('eligible user count', () => {
  const reach = async (body: object) => {
    const answer = await t.call(token, {
      method: 'POST',
      url: '/api/users/eligible-user-count',
      payload: body,
    });
    expect(answer.status).toBe(200);
    return answer.body.count as number;
  };

  it('counts customers with a push id by state, city and pincode', async () => {
    expect(await reach({ countryId: 1, stateId: place.stateA })).toBe(6);
    expect(await reach({ countryId: 1, stateId: place.stateB })).toBe(4);
    expect(await reach({ countryId: 1, stateId: place.stateA, cityId: place.city1 })).toBe(5);
    expect(await reach({ cityId: place.city2 })).toBe(1);
    expect(await reach({ stateId: place.stateA, cityId: place.city1, pincodeId: place.pin1 })).toBe(3);
    expect(await reach({ pincodeId: place.pin2 })).toBe(2);
    expect(await reach({ countryId: 1 })).toBe(10);
    expect(await reach({})).toBe(12);
  });

  it('refuses a bad id and asks the notification screen', async () => {
    const bad = await t.call(token, {
      method: 'POST',
      url: '/api/users/eligible-user-count',
      payload: { stateId: 'x' },
    });
    expect(bad.status).toBe(400);
    const other = await t.tokenFor({ routes: ['user'] });
    const refused = await t.call(other, {
      method: 'POST',
      url: '/api/users/eligible-user-count',
      payload: {},
    });
    expect(refused.status).toBe(403);
    expect(
      (await t.call(null, { method: 'POST', url: '/api/users/eligible-user-count', payload: {} })).status,
    ).toBe(401);
  });
});

describe('notification rules', () => {
  const refusedWith = async (body: object, field: string, message: string) => {
    const before = await count();
    const answer = await post(body);
    expect(answer.status).toBe(400);
    expect(answer.body.errors).toContainEqual({ field, message });
    expect(await count()).toBe(before);
  };

  it('answers the spec messages and stores nothing', async () => {
    await refusedWith({ ...base(), title: 'ab' }, 'title', 'Length should be 3 to 50');
    await refusedWith({ ...base(), title: 'x'.repeat(51) }, 'title', 'Length should be 3 to 50');
    await refusedWith({ ...base(), title: '' }, 'title', 'Please enter title');
    await refusedWith({ ...base(), message: 'ab' }, 'message', 'Length should be 3 to 100');
    await refusedWith({ ...base(), message: 'x'.repeat(101) }, 'message', 'Length should be 3 to 100');
    await refusedWith({ ...base(), page: undefined }, 'page', 'Please select page');
    await refusedWith({ ...base(), page: 'Cart' }, 'page', 'Please select page');
    await refusedWith({ ...base(), page: 'Link' }, 'link', 'Please enter link');
    await refusedWith({ ...base(), page: 'Link', link: 'mandi dot com' }, 'link', 'Invalid URL format');
    await refusedWith({ ...base(), page: 'Categories' }, 'categoryId', 'Please select category');
    await refusedWith({ ...base(), page: 'Product' }, 'productId', 'Please select product');
    await refusedWith({ ...base(), platform: 'windows' }, 'platform', 'Please select platform');
    await refusedWith({ ...base(), appVersion: 'latest' }, 'appVersion', 'Please enter a version like 1.2.3');
    const auto = { ...base(), sendAutomatedNotification: true };
    await refusedWith(
      { ...auto, notificationDate: addDays(today(), -2), notificationTime: '10:00' },
      'notificationDate',
      'Date should not be more than a day in the past',
    );
    await refusedWith(
      { ...auto, notificationDate: today(), notificationTime: '10:10' },
      'notificationTime',
      'Please choose a time in 15-minute steps from 00:00 to 23:45',
    );
    await refusedWith({ ...auto, notificationDate: today() }, 'notificationTime', 'Please select time');
  });

  it('refuses a send to all unless sendToAll is true in the body', async () => {
    const { cityId: _, ...noPlace } = base();
    await refusedWith(noPlace, 'sendToAll', 'Please choose a state, city or pincode, or send to all users');
    await refusedWith({ ...noPlace, sendToAll: 'true' }, 'sendToAll', 'Send to all must be true or false');
    const toAll = await post({ ...noPlace, sendToAll: true, stateId: place.stateA, cityId: place.city1 });
    expect(toAll.status).toBe(201);
    // Confirming send to all clears the targets.
    expect(toAll.body).toMatchObject({ sendToAll: true, stateId: null, cityId: null, pincodeId: null });
  });

  it('refuses places that do not exist or do not hold together', async () => {
    await refusedWith(
      { ...base(), stateId: place.stateB },
      'cityId',
      'Please choose a city of the chosen state',
    );
    await refusedWith(
      { ...base(), pincodeId: place.pin3 },
      'pincodeId',
      'Please choose a pincode of the chosen city',
    );
    await refusedWith({ ...base(), cityId: 999_999 }, 'cityId', 'Please choose an existing city');
    await refusedWith(
      { ...base(), page: 'Product', productId: 999_999 },
      'productId',
      'Please choose an existing product',
    );
  });

  it('saves params from the page target, country 1, no nested objects, and schedules it', async () => {
    const [category] = await t.database.db
      .insert(categories)
      .values({ name: 'Fruits', slug: 'fruits-notify' })
      .returning();
    const answer = await post({
      ...base(),
      page: 'Categories',
      categoryId: category!.id,
      productId: 5,
      link: 'https://mandi.example',
      countryId: 7,
      country: { id: 7, name: 'Elsewhere' },
      city: { id: place.city1 },
      params: 'forged',
      platform: 'android',
      appVersion: '0.0.1',
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      page: 'Categories',
      params: String(category!.id),
      categoryId: category!.id,
      productId: null,
      link: null,
      countryId: 1,
      deliveryState: 'scheduled',
      targetedCount: 0,
      sentCount: 0,
      failedCount: 0,
      failureReasons: {},
      sendStartedAt: null,
    });
    expect(answer.body).not.toHaveProperty('country');
    const link = await post({ ...base(), page: 'Link', link: 'https://mandi.example/mango' });
    expect(link.body.params).toBe('https://mandi.example/mango');
    const [job] = await t.database.db
      .select()
      .from(jobs)
      .where(eq(jobs.key, `notification:${answer.body.id}`));
    expect(job).toMatchObject({ kind: 'notification.send', state: 'queued' });
  });

  it('goes out at its date and time in India when automated', async () => {
    const day = addDays(today(), 3);
    const answer = await post({
      ...base(),
      sendAutomatedNotification: true,
      notificationDate: day,
      notificationTime: '09:30',
    });
    expect(answer.status).toBe(201);
    expect(answer.body.sendAt).toBe(new Date(`${day}T04:00:00.000Z`).toISOString());
    const yesterday = await post({
      ...base(),
      sendAutomatedNotification: true,
      notificationDate: dayBefore(today()),
      notificationTime: '23:45',
    });
    expect(yesterday.status).toBe(201);
  });

  it('goes out today (India) when automated without a date (spec 02 §7)', async () => {
    const day = today();
    const answer = await post({ ...base(), sendAutomatedNotification: true, notificationTime: '23:45' });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ notificationDate: day, notificationTime: '23:45' });
    expect(answer.body.sendAt).toBe(new Date(`${day}T18:15:00.000Z`).toISOString());
    const empty = await post({
      ...base(),
      sendAutomatedNotification: true,
      notificationDate: '',
      notificationTime: '10:00',
    });
    expect(empty.status).toBe(201);
    expect(empty.body.notificationDate).toBe(today());
  });

  it('pauses when switched off and schedules again when switched on', async () => {
    const created = await post(base());
    const id = created.body.id as number;
    const off = await t.call(token, {
      method: 'PATCH',
      url: `/api/notifications/${id}`,
      payload: { enabled: false },
    });
    expect(off.body).toEqual({ id, enabled: false });
    expect((await t.call(token, { method: 'GET', url: `/api/notifications/${id}` })).body.deliveryState).toBe(
      'paused',
    );
    expect(
      await t.database.db
        .select()
        .from(jobs)
        .where(eq(jobs.key, `notification:${id}`)),
    ).toHaveLength(0);
    await t.call(token, { method: 'PATCH', url: `/api/notifications/${id}`, payload: { enabled: true } });
    expect((await t.call(token, { method: 'GET', url: `/api/notifications/${id}` })).body.deliveryState).toBe(
      'scheduled',
    );
    expect(
      await t.database.db
        .select()
        .from(jobs)
        .where(eq(jobs.key, `notification:${id}`)),
    ).toHaveLength(1);
  });

  it('refuses editing a sent notification into another (409), allows a copy', async () => {
    const created = await post(base());
    const id = created.body.id as number;
    await t.database.db
      .update(notifications)
      .set({ sendStartedAt: new Date(), deliveryState: 'sent' })
      .where(eq(notifications.id, id));
    const edit = await t.call(token, {
      method: 'PATCH',
      url: `/api/notifications/${id}`,
      payload: { title: 'Another title' },
    });
    expect(edit.status).toBe(409);
    expect(edit.body.message).toBe('This notification has already been sent; copy it to send another');
    const same = await t.call(token, { method: 'PATCH', url: `/api/notifications/${id}`, payload: base() });
    expect(same.status).toBe(200);
    // Sent last week at its time: saving the form as it was still passes (no date rule on a sent one).
    await t.database.db
      .update(notifications)
      .set({
        sendAutomatedNotification: true,
        notificationDate: addDays(today(), -7),
        notificationTime: '10:00',
      })
      .where(eq(notifications.id, id));
    const asItWas = {
      ...base(),
      sendAutomatedNotification: true,
      notificationDate: addDays(today(), -7),
      notificationTime: '10:00',
    };
    expect(
      (await t.call(token, { method: 'PATCH', url: `/api/notifications/${id}`, payload: asItWas })).status,
    ).toBe(200);
    const copy = await post({ ...base(), title: 'Another title' });
    expect(copy.status).toBe(201);
    expect(copy.body.id).not.toBe(id);
  });

  it('answers the notification screen only', async () => {
    const other = await t.tokenFor({ routes: ['banner'] });
    expect((await t.call(other, { method: 'GET', url: '/api/notifications' })).status).toBe(403);
    expect((await post(base(), other)).status).toBe(403);
    expect(
      (await t.call(other, { method: 'POST', url: '/api/notifications/fetch', payload: {} })).status,
    ).toBe(403);
    expect((await t.call(other, { method: 'POST', url: '/api/notifications/1/retry' })).status).toBe(403);
    expect((await t.call(null, { method: 'GET', url: '/api/notifications' })).status).toBe(401);
  });
});

describe('notification list', () => {
  it('lists 20 a page, newest first, with the delivery figures', async () => {
    for (let i = 0; i < 21; i++) await post({ ...base(), title: `Offer number ${i}` });
    const list = await t.call(token, { method: 'GET', url: '/api/notifications' });
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(20);
    const ids = list.body.data.map((row: { id: number }) => row.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    expect(list.body.data[0]).toHaveProperty('sentCount');
    expect(list.body.data[0]).toHaveProperty('sendAt');
  });

  it('fetch filters by country, state, city and enabled from the body', async () => {
    const inB = await post({ ...base(), cityId: place.cityB, stateId: place.stateB, title: 'Only B' });
    await t.call(token, {
      method: 'PATCH',
      url: `/api/notifications/${inB.body.id}`,
      payload: { enabled: false },
    });
    const fetch = (payload: object) =>
      t.call(token, { method: 'POST', url: '/api/notifications/fetch', payload });
    const byState = await fetch({ countryId: 1, stateId: place.stateB });
    expect(byState.status).toBe(200);
    expect(byState.body.data.map((row: { title: string }) => row.title)).toEqual(['Only B']);
    expect(byState.body.data[0].city).toMatchObject({ id: place.cityB });
    expect((await fetch({ cityId: place.cityB, enabled: true })).body.total).toBe(0);
    expect((await fetch({ cityId: place.cityB, enabled: false })).body.total).toBe(1);
    const page = await fetch({});
    expect(page.body.data).toHaveLength(20);
    expect(page.body.total).toBe(await count());
    expect((await fetch({ stateId: 'one' })).status).toBe(400);
  });
});
