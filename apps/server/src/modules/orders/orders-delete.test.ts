import { CART_WITH_PAYMENTS_MESSAGE, orderDeleteEndpoint, orderReadEndpoint } from '@mandi/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { typedEndpoint } from '../../../test/typed-client';
import { auditEntries, orders, ordersProducts, transactions } from '../../db/schema';
import { createOrderWithLines, createStockedVariation } from './orders.factories';

describe('GET and DELETE /api/orders/{id}', async () => {
  const { call, tokenFor, database } = await createTestApp();
  const db = database.db;
  let token: string;

  const read = (id: number, as = token) => typedEndpoint(call, as, orderReadEndpoint, { params: { id } });
  const remove = (id: number, as = token) => typedEndpoint(call, as, orderDeleteEndpoint, { params: { id } });
  const stored = async (id: number) => (await db.select().from(orders).where(eq(orders.id, id)))[0];
  const linesOf = (id: number) => db.select().from(ordersProducts).where(eq(ordersProducts.orderId, id));
  const auditOf = (id: number) =>
    db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.resource, 'orders'), eq(auditEntries.recordId, String(id))));
  const inCartCount = async () => {
    const res = await call(token, { method: 'GET', url: '/api/orders/status-counts' });
    return (res.body.data as { status: string; count: number }[]).find((row) => row.status === 'In Cart')!
      .count;
  };
  const cartWithLine = async (status: 'In Cart' | 'Order Placed' | 'Order Cancelled' = 'In Cart') => {
    const { product, variation } = await createStockedVariation(db, { manageStock: false });
    return createOrderWithLines(db, {
      status,
      lines: [{ productId: product.id, productsVariationId: variation.id, quantity: 2 }],
    });
  };

  beforeAll(async () => {
    token = await tokenFor({ routes: ['order'] });
  });

  it('answers an order as GET /api/orders/fetch/{id} does, 404 for an unknown id', async () => {
    const order = await cartWithLine('Order Placed');
    const res = await read(order.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const fetched = await call(token, { method: 'GET', url: `/api/orders/fetch/${order.id}` });
    expect(res.body).toEqual(fetched.body);
    expect(res.body.lines).toHaveLength(1);
    expect((await read(99_999_999)).status).toBe(404);
  });

  it('deletes a cart with its lines, in the audit and the status counts', async () => {
    const cart = await cartWithLine();
    const carts = await inCartCount();
    const res = await remove(cart.id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ id: cart.id });
    expect(await stored(cart.id)).toBeUndefined();
    expect(await linesOf(cart.id)).toEqual([]);
    // The order-written consumers were told: the kept count of carts follows.
    expect(await inCartCount()).toBe(carts - 1);
    const [entry] = await auditOf(cart.id);
    expect(entry).toMatchObject({ action: 'delete' });
    const fields = (entry!.changes as { field: string; before: unknown; after: unknown }[]).map(
      (c) => c.field,
    );
    expect(fields).toEqual(expect.arrayContaining(['status', 'lines', 'userId']));
    expect((await read(cart.id)).status).toBe(404);
    expect((await remove(cart.id)).status).toBe(404);
  });

  it('refuses a placed or cancelled order with the reason, changing nothing', async () => {
    for (const status of ['Order Placed', 'Order Cancelled'] as const) {
      const order = await cartWithLine(status);
      const res = await call(token, { method: 'DELETE', url: `/api/orders/${order.id}` });
      expect(res.status, status).toBe(409);
      expect(res.body).toMatchObject({ statusCode: 409, error: 'Conflict' });
      expect(res.body.message, status).toContain('it belongs to the accounts');
      expect(await stored(order.id)).toEqual(order);
      expect(await linesOf(order.id)).toHaveLength(1);
      expect(await auditOf(order.id)).toEqual([]);
    }
  });

  it('refuses a cart with a payment recorded against it', async () => {
    const cart = await cartWithLine();
    await db
      .insert(transactions)
      .values({ orderId: cart.id, txnid: `cart-${cart.id}`, status: 'failure', amount: 200 });
    const res = await call(token, { method: 'DELETE', url: `/api/orders/${cart.id}` });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(CART_WITH_PAYMENTS_MESSAGE);
    expect(await stored(cart.id)).toEqual(cart);
  });

  it('refuses both calls to a role without the order screen', async () => {
    const other = await tokenFor({ routes: ['coupon'] });
    const cart = await cartWithLine();
    expect((await read(cart.id, other)).status).toBe(403);
    expect((await remove(cart.id, other)).status).toBe(403);
    expect(await stored(cart.id)).toEqual(cart);
  });
});
