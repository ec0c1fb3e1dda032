import { orderChangeEndpoint, orderPaymentEndpoint, orderReturnEndpoint } from '@mandi/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { typedEndpoint } from '../../../test/typed-client';
import { coupons, orders, ordersProducts, products, users } from '../../db/schema';
import { createCustomerWithAddress, createPricedVariation } from '../orders/orders-placement.factories';
import { afterOrdersWritten } from '../orders/orders-written';
import { refreshSalesFigures } from '../sales-figures';
import { refreshCustomerTotals } from '../users/customer-totals.repository';
import { rebuildRollups } from './rollups.repository';
import { rollupSnapshot } from './rollups-snapshot';

/**
 * The rollups kept by increments (rollups.ts) equal a rebuild from the orders after every kind
 * of order write: placements, moves, item changes, payments, returns, cancellations, deletions;
 * so do the customers' totals and the products' and coupons' sales figures (which payments and
 * moves between sold statuses leave alone: changesSoldFigures).
 */

describe('the rollups kept by increments', async () => {
  const { call, tokenFor, database } = await createTestApp();
  const db = database.db;
  let token: string;
  const variations: { id: number; productId: number }[] = [];

  beforeAll(async () => {
    token = await tokenFor('superadmin');
    for (const unitPrice of [120, 45, 310]) {
      const { variation } = await createPricedVariation(db, { unitPrice });
      variations.push({ id: variation.id, productId: variation.productId });
    }
    await rebuildRollups(db);
  });

  const place = async (lines: { variation: number; quantity: number }[]) => {
    const { user, address } = await createCustomerWithAddress(db);
    const placed = await call(token, {
      method: 'POST',
      url: '/api/orders',
      payload: {
        userId: user.id,
        addressId: address.id,
        deliveryType: 'Home Delivery',
        paymentMethod: 'cod',
        lines: lines.map((line) => ({
          productsVariationId: variations[line.variation]!.id,
          quantity: line.quantity,
        })),
      },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    return placed.body as { id: number; grandTotal: number };
  };
  const stamp = async (id: number) =>
    (await call(token, { method: 'GET', url: `/api/orders/fetch/${id}` })).body.updatedTimestamp as string;
  const move = async (id: number, status: string, extra: Record<string, unknown> = {}) => {
    const moved = await call(token, {
      method: 'PATCH',
      url: `/api/orders/${id}`,
      payload: { status, updatedTimestamp: await stamp(id), ...extra },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  };
  const total = async (id: number) =>
    Number((await db.select().from(orders).where(eq(orders.id, id)))[0]!.grandTotal);
  /** Every kept figure of the order writes but the rollups: customers', products' and coupons'. */
  const keptFigures = async () => ({
    users: await db
      .select({
        id: users.id,
        lifetimeValue: users.lifetimeValue,
        totalOrders: users.totalOrders,
        hasPlacedOrder: users.hasPlacedOrder,
        lastOrderTotal: users.lastOrderTotal,
        lastOrderTimestamp: users.lastOrderTimestamp,
      })
      .from(users)
      .orderBy(users.id),
    products: await db
      .select({ id: products.id, sales: products.sales, orders: products.orders })
      .from(products)
      .orderBy(products.id),
    coupons: await db
      .select({
        id: coupons.id,
        sales: coupons.sales,
        savings: coupons.savings,
        timesUsed: coupons.timesUsed,
      })
      .from(coupons)
      .orderBy(coupons.id),
  });

  it('equal a rebuild after placements, moves, changes, payments, returns, cancellations and a deletion', async () => {
    const before = await rollupSnapshot(db);
    const a = await place([
      { variation: 0, quantity: 2 },
      { variation: 1, quantity: 1 },
    ]);
    const b = await place([{ variation: 0, quantity: 1 }]);
    const c = await place([
      { variation: 1, quantity: 3 },
      { variation: 2, quantity: 1 },
    ]);
    const d = await place([{ variation: 2, quantity: 2 }]);
    const e = await place([{ variation: 0, quantity: 4 }]);

    // An item change: a's first line 2 → 1 and a new product in place of its second.
    const changed = await typedEndpoint(call, token, orderChangeEndpoint, {
      params: { id: a.id },
      body: {
        lines: [
          { productsVariationId: variations[0]!.id, quantity: 1 },
          { productsVariationId: variations[2]!.id, quantity: 1 },
        ],
        reason: 'Short-picked',
        updatedTimestamp: await stamp(a.id),
      },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);

    // c delivered and paid in full, then one unit of its first line returned with a refund.
    await move(c.id, 'Out for Delivery');
    const paid = await typedEndpoint(call, token, orderPaymentEndpoint, {
      params: { id: c.id },
      body: { amount: await total(c.id), method: 'cash' },
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    await move(c.id, 'Order Delivered');
    const returned = await typedEndpoint(call, token, orderReturnEndpoint, {
      params: { id: c.id },
      body: {
        lines: [{ productsVariationId: variations[1]!.id, quantity: 1, restock: true }],
        reason: 'Torn pack',
        refund: { amount: 10, method: 'cash' },
      },
    });
    expect(returned.status, JSON.stringify(returned.body)).toBe(201);

    // e delivered with part of its total collected (Partial Payment), then the rest paid (a
    // move between sold statuses by a payment: Partial Payment → Order Delivered).
    await move(e.id, 'Out for Delivery');
    await move(e.id, 'Order Delivered', { amountCollected: 10 });
    const rest = await typedEndpoint(call, token, orderPaymentEndpoint, {
      params: { id: e.id },
      body: { amount: Math.round((await total(e.id)) * 100 - 1000) / 100, method: 'upi' },
    });
    expect(rest.status, JSON.stringify(rest.body)).toBe(201);
    expect((rest.body as { status: string }).status).toBe('Order Delivered');

    await move(b.id, 'Order Cancelled');
    // The other kept figures equal a recount here (a sold order's deletion below is the rollups'
    // case alone: the store deletes carts only, and the sales figures find products by lines).
    const figures = await keptFigures();
    await refreshCustomerTotals(
      db,
      figures.users.map((user) => user.id),
    );
    await refreshSalesFigures(db, { productIds: 'all', couponIds: 'all' });
    expect(await keptFigures()).toEqual(figures);

    // d is deleted (with its lines) in one write, as the store's deletions are.
    await db.transaction(async (tx) => {
      await tx.delete(ordersProducts).where(eq(ordersProducts.orderId, d.id));
      const [gone] = await tx.delete(orders).where(eq(orders.id, d.id)).returning();
      await afterOrdersWritten(tx, [
        { orderId: gone!.id, userId: gone!.userId, fromStatus: 'Order Placed', toStatus: null },
      ]);
    });

    const kept = await rollupSnapshot(db);
    expect(kept).not.toEqual(before);
    // e's product is today's best seller by quantity in every window (4 + a's 1).
    const todays = kept['sales_window_product order by days, product_id'] as {
      days: number;
      product_id: number;
      quantity: number;
    }[];
    expect(
      todays.filter((row) => row.product_id === variations[0]!.productId).map((row) => row.quantity),
    ).toEqual([5, 5, 5]);
    await rebuildRollups(db);
    expect(await rollupSnapshot(db)).toEqual(kept);
  });
});
