import { searchEndpoint } from '@mandi/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { typedEndpoint } from '../../../test/typed-client';
import { orders } from '../../db/schema';
import { createOrderWithLines, createStockedVariation } from '../orders/orders.factories';

describe('GET /api/search (the command palette)', async () => {
  const { call, tokenFor, database } = await createTestApp();
  const db = database.db;
  let superadmin: string;
  const find = (q: string, as = superadmin) => typedEndpoint(call, as, searchEndpoint, { query: { q } });

  // A customer whose mobile nobody else shares a prefix with (the factories use 6… and 7…).
  const mobile = '9123456780';
  let older: { id: number };
  let newer: { id: number };

  beforeAll(async () => {
    superadmin = await tokenFor();
    older = await createOrderWithLines(db, {
      status: 'Order Delivered',
      mobileNumber: mobile,
      fullName: 'Palette Shopper',
      orderTimestamp: new Date('2026-11-01T05:00:00Z'),
    });
    newer = await createOrderWithLines(db, {
      userId: (await db.select().from(orders).where(eq(orders.id, older.id)))[0]!.userId,
      status: 'Order Placed',
      orderTimestamp: new Date('2026-11-20T05:00:00Z'),
    });
  });

  it('finds a customer and their latest orders by a mobile typed with +91 and spaces', async () => {
    const res = await find('+91 91234 56780');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.customers).toEqual([
      expect.objectContaining({ fullName: 'Palette Shopper', mobileNumber: mobile }),
    ]);
    expect(res.body.orders.map((o) => o.id)).toEqual([newer.id, older.id]);
    expect(res.body.orders[0]).toMatchObject({
      status: 'Order Placed',
      customerName: 'Palette Shopper',
      customerMobile: mobile,
      orderTimestamp: '2026-11-20T05:00:00.000Z',
    });
  });

  it('finds an order by its number and its reference', async () => {
    const byNumber = await find(`#${older.id}`);
    expect(byNumber.body.orders.map((o) => o.id)).toEqual([older.id]);
    await db
      .update(orders)
      .set({ orderReference: `MND-261101-${older.id}` })
      .where(eq(orders.id, older.id));
    const byReference = await find(`mnd-261101-${older.id}`);
    expect(byReference.body.orders.map((o) => o.id)).toEqual([older.id]);
  });

  it('finds a product by name and by SKU, with a SKU to show', async () => {
    const { product, variation } = await createStockedVariation(db, { manageStock: false });
    const byName = await find(product.name.toUpperCase());
    expect(byName.body.products).toContainEqual({
      id: product.id,
      name: product.name,
      sku: variation.sku,
      enabled: true,
    });
    const bySku = await find(variation.sku.toLowerCase());
    expect(bySku.body.products).toEqual([expect.objectContaining({ id: product.id, sku: variation.sku })]);
  });

  it('answers each kind only to a role that may open its screen', async () => {
    const customersOnly = await tokenFor({ routes: ['user'] });
    const res = await find('+91 91234 56780', customersOnly);
    expect(res.status).toBe(200);
    expect(res.body.orders).toEqual([]);
    expect(res.body.customers).toHaveLength(1);
    const ordersOnly = await tokenFor({ routes: ['order'] });
    const orderAnswer = await find('+91 91234 56780', ordersOnly);
    expect(orderAnswer.body.orders).toHaveLength(2);
    expect(orderAnswer.body.customers).toEqual([]);
    expect((await find('Order product', ordersOnly)).body.products).toEqual([]);
  });

  it('answers nothing for one character, 400 in words past 100, 401 without a sign-in', async () => {
    expect((await find('9')).body).toEqual({ orders: [], customers: [], products: [] });
    const long = await find('x'.repeat(101));
    expect(long.status).toBe(400);
    expect(long.body).toMatchObject({ statusCode: 400, message: expect.stringContaining('at most 100') });
    const anonymous = await call(null, { method: 'GET', url: '/api/search?q=atta' });
    expect(anonymous.status).toBe(401);
  });
});
