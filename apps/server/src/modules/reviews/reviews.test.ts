import { beforeAll, describe, expect, it } from 'vitest';
import { readExport } from '../../../test/exports';
import { createTestApp } from '../../../test/harness';
import { reviews } from '../../db/schema';
import { makeCustomer, makeOrder, makeProduct } from '../sales-figures/orders.factories';

describe('/api/reviews', async () => {
  const { call, tokenFor, database, app } = await createTestApp();
  let token: string;
  let meena: number;
  let arjun: number;
  const orderIds: number[] = [];
  const ids: Record<string, number> = {};

  const list = async (query: string) => {
    const res = await call(token, { method: 'GET', url: `/api/reviews?${query}` });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };
  const comments = (page: { data: { comments: string }[] }) => page.data.map((row) => row.comments);

  beforeAll(async () => {
    token = await tokenFor();
    meena = (await makeCustomer(database.db, 'Meena Iyer')).id;
    arjun = (await makeCustomer(database.db, 'Arjun Mehta')).id;
    const product = await makeProduct(database.db);
    for (const [userId, reference] of [
      [meena, 'MND-1001'],
      [meena, 'MND-1002'],
      [arjun, 'MND-1003'],
    ] as const) {
      const order = await makeOrder(database.db, {
        userId,
        status: 'Order Delivered',
        orderReference: reference,
        lines: [{ product, quantity: 1, price: 120 }],
      });
      orderIds.push(order.id);
    }
    const rows = await database.db
      .insert(reviews)
      .values([
        {
          orderId: orderIds[0]!,
          userId: meena,
          rating: 5,
          comments: 'Fresh vegetables',
          createdTimestamp: new Date('2026-03-01T06:00:00Z'),
        },
        {
          orderId: orderIds[1]!,
          userId: meena,
          rating: 2,
          comments: 'Milk was late',
          suggestions: 'Earlier slots',
          createdTimestamp: new Date('2026-03-10T06:00:00Z'),
        },
        {
          orderId: orderIds[2]!,
          userId: arjun,
          rating: 5,
          comments: 'Quick delivery',
          createdTimestamp: new Date('2026-03-20T06:00:00Z'),
        },
      ])
      .returning();
    for (const row of rows) ids[row.comments!] = row.id;
  });

  it('lists reviews by id (the spec’s default), with the customer’s name and the order’s reference', async () => {
    const page = await list('');
    expect(page).toMatchObject({ count: 3, total: 3, page: 1, pageCount: 1 });
    expect(comments(page)).toEqual(['Fresh vegetables', 'Milk was late', 'Quick delivery']);
    const newest = await list('sort=createdTimestamp,DESC');
    expect(comments(newest)).toEqual(['Quick delivery', 'Milk was late', 'Fresh vegetables']);
    expect(page.data[1]).toMatchObject({
      rating: 2,
      suggestions: 'Earlier slots',
      comments: 'Milk was late',
      userId: meena,
      customerName: 'Meena Iyer',
      orderId: orderIds[1],
      orderReference: 'MND-1002',
      enabled: true,
    });
  });

  it('filters by rating, customer (id or name) and date', async () => {
    expect(comments(await list('filter=rating||$eq||5&sort=id,ASC'))).toEqual([
      'Fresh vegetables',
      'Quick delivery',
    ]);
    expect(comments(await list(`filter=userId||$eq||${meena}&sort=id,ASC`))).toEqual([
      'Fresh vegetables',
      'Milk was late',
    ]);
    expect(comments(await list('filter=user.fullName||$contL||meena&sort=id,ASC'))).toEqual([
      'Fresh vegetables',
      'Milk was late',
    ]);
    const joined = await list(`join=user||fullName&filter=id||$eq||${ids['Quick delivery']}`);
    expect(joined.data[0].user).toMatchObject({ fullName: 'Arjun Mehta' });
    const march = await list('filter=createdTimestamp||$between||2026-03-05T00:00:00Z,2026-03-15T00:00:00Z');
    expect(comments(march)).toEqual(['Milk was late']);
    const bad = await call(token, { method: 'GET', url: '/api/reviews?filter=rating||$eq||five' });
    expect(bad.status).toBe(400);
  });

  it('counts the reviews a filter names', async () => {
    const all = await call(token, { method: 'GET', url: '/api/reviews/count' });
    expect(all.body).toEqual({ count: 3 });
    const fives = await call(token, { method: 'GET', url: '/api/reviews/count?filter=rating||$eq||5' });
    expect(fives.body).toEqual({ count: 2 });
    const bad = await call(token, { method: 'GET', url: '/api/reviews/count?filter=stars||$eq||5' });
    expect(bad.status).toBe(400);
  });

  it('toggles a review off and on, answering the new value', async () => {
    const url = `/api/reviews/${ids['Milk was late']}`;
    const off = await call(token, { method: 'PATCH', url, payload: { enabled: false } });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ id: ids['Milk was late'], enabled: false });
    expect(comments(await list('filter=enabled||$eq||false'))).toEqual(['Milk was late']);
    const on = await call(token, { method: 'PATCH', url, payload: { enabled: true } });
    expect(on.body).toEqual({ id: ids['Milk was late'], enabled: true });
    expect(
      (await call(token, { method: 'PATCH', url: '/api/reviews/999999', payload: { enabled: false } }))
        .status,
    ).toBe(404);
  });

  it('answers one review with its names, 404 for an unknown one', async () => {
    const res = await call(token, { method: 'GET', url: `/api/reviews/${ids['Quick delivery']}` });
    expect(res.body).toMatchObject({ customerName: 'Arjun Mehta', orderReference: 'MND-1003', rating: 5 });
    expect((await call(token, { method: 'GET', url: '/api/reviews/999999' })).status).toBe(404);
  });

  it('takes a new review’s customer from its order; refuses an unknown order and a rating out of 1 to 5', async () => {
    const created = await call(token, {
      method: 'POST',
      url: '/api/reviews',
      payload: { orderId: orderIds[2], rating: 4, comments: 'Good packing' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ userId: arjun, customerName: 'Arjun Mehta', rating: 4 });
    const unknown = await call(token, {
      method: 'POST',
      url: '/api/reviews',
      payload: { orderId: 999_999, rating: 4 },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual([{ field: 'orderId', message: 'Order 999999 not found' }]);
    for (const rating of [0, 6, 4.5]) {
      const res = await call(token, {
        method: 'POST',
        url: '/api/reviews',
        payload: { orderId: orderIds[0], rating },
      });
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toEqual({ field: 'rating', message: 'Please choose a rating from 1 to 5' });
    }
    await call(token, { method: 'DELETE', url: `/api/reviews/${created.body.id}` });
    expect((await list('')).total).toBe(3);
  });

  it('exports the reviews with the customer’s name', async () => {
    const sheet = await readExport({ app }, token, '/api/reviews/export?filter=rating||$eq||5&sort=id,ASC');
    expect(sheet.status).toBe(200);
    expect(sheet.rows.map((row) => row['Customer Name'])).toEqual(['Meena Iyer', 'Arjun Mehta']);
  });

  it('lets the review screen read and toggle, the dashboard read, others neither', async () => {
    const reviewer = await tokenFor({ routes: ['review'] });
    const url = `/api/reviews/${ids['Fresh vegetables']}`;
    expect((await call(reviewer, { method: 'GET', url: '/api/reviews' })).status).toBe(200);
    expect((await call(reviewer, { method: 'PATCH', url, payload: { enabled: true } })).status).toBe(200);
    const dashboard = await tokenFor({ routes: ['dashboard'] });
    expect((await call(dashboard, { method: 'GET', url: '/api/reviews/count' })).status).toBe(200);
    expect((await call(dashboard, { method: 'PATCH', url, payload: { enabled: false } })).status).toBe(403);
    const stranger = await tokenFor({ routes: ['order'] });
    for (const request of [
      { method: 'GET', url: '/api/reviews' },
      { method: 'GET', url: '/api/reviews/count' },
      { method: 'GET', url },
      { method: 'PATCH', url, payload: { enabled: false } },
      { method: 'DELETE', url },
    ] as const) {
      expect((await call(stranger, request)).status, `${request.method} ${request.url}`).toBe(403);
    }
    expect((await call(token, { method: 'GET', url })).body.enabled).toBe(true);
  });
});
