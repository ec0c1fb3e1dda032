import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { orders, users } from '../../db/schema';
import type { OrderDevice } from '../../db/schema/orders';
import { createOrderWithLines, orderById } from './orders.factories';
import { afterOrdersWritten } from './orders-written';

let t: TestApp;
let token: string;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  token = await t.tokenFor();
});

/** An order of the customer placed `daysAgo` (a cart: null time), from a phone, through the hook. */
async function order(userId: number, daysAgo: number | null, device: OrderDevice | null) {
  const db = t.database.db;
  const row = await createOrderWithLines(db, {
    userId,
    status: daysAgo === null ? 'In Cart' : 'Order Placed',
    orderTimestamp: daysAgo === null ? null : new Date(Date.now() - daysAgo * DAY),
  });
  await db.update(orders).set({ deviceData: device }).where(eq(orders.id, row.id));
  await afterOrdersWritten(db, [{ orderId: row.id, userId, fromStatus: null, toStatus: row.status }]);
  return row;
}

const phoneOf = async (userId: number) => {
  const [row] = await t.database.db
    .select({ platform: users.platform, appVersion: users.appVersion })
    .from(users)
    .where(eq(users.id, userId));
  return row!;
};

describe("a customer's last known phone, kept by the order-write hook", () => {
  it("keeps the newest order's platform and app version, whatever order they are written in", async () => {
    const first = await createOrderWithLines(t.database.db, { status: 'Order Placed' });
    const userId = first.userId;
    expect(await phoneOf(userId)).toEqual({ platform: null, appVersion: null });

    await order(userId, 10, { platform: 'Android', appVersion: '1.2.0', model: 'SM-A525F' });
    expect(await phoneOf(userId)).toEqual({ platform: 'android', appVersion: '1.2.0' });
    // An older order written later does not move it back.
    await order(userId, 30, { platform: 'ios', appVersion: '1.0.0' });
    expect(await phoneOf(userId)).toEqual({ platform: 'android', appVersion: '1.2.0' });
    // A newer one does; the platform whatever its case, the version trimmed.
    const newest = await order(userId, 1, { platform: 'IOS', appVersion: ' 1.4.2 ' });
    expect(await phoneOf(userId)).toEqual({ platform: 'ios', appVersion: '1.4.2' });
    // An order with no device data (placed by staff) leaves the phone as it was.
    await order(userId, 0, null);
    await order(userId, null, {});
    expect(await phoneOf(userId)).toEqual({ platform: 'ios', appVersion: '1.4.2' });
    // The newest order gone: the one before it says.
    await t.database.db.delete(orders).where(eq(orders.id, newest.id));
    await afterOrdersWritten(t.database.db, [
      { orderId: newest.id, userId, fromStatus: 'Order Placed', toStatus: null },
    ]);
    expect(await phoneOf(userId)).toEqual({ platform: 'android', appVersion: '1.2.0' });
  });

  it('keeps anything but android or ios, and a version that is not dotted numbers, as null', async () => {
    const { userId } = await createOrderWithLines(t.database.db, { status: 'Order Placed' });
    await order(userId, 5, { platform: 'android', appVersion: '1.3.1' });
    await order(userId, 2, { platform: 'web', appVersion: '1.4.2-beta' });
    expect(await phoneOf(userId)).toEqual({ platform: null, appVersion: null });
    await order(userId, 1, { platform: ' ios', appVersion: '2.0' });
    expect(await phoneOf(userId)).toEqual({ platform: 'ios', appVersion: '2.0' });
  });

  it('follows a staff write through the API (a cart deleted), not a status move', async () => {
    const db = t.database.db;
    const placed = await createOrderWithLines(db, { status: 'Order Placed' });
    const cart = await createOrderWithLines(db, { userId: placed.userId, status: 'In Cart' });
    // Device data written without the hook (as an older import would): the customer has none yet.
    await db
      .update(orders)
      .set({ deviceData: { platform: 'android', appVersion: '1.4.0' } })
      .where(eq(orders.id, placed.id));
    expect(await phoneOf(placed.userId)).toEqual({ platform: null, appVersion: null });
    // A move changes no order's device or time (changesCustomerOrders): the phone is not read again.
    const loaded = await orderById(db, placed.id);
    const moved = await t.call(token, {
      method: 'PATCH',
      url: `/api/orders/${placed.id}`,
      payload: { status: 'Out for Delivery', updatedTimestamp: loaded.updatedTimestamp.toISOString() },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await phoneOf(placed.userId)).toEqual({ platform: null, appVersion: null });
    const removed = await t.call(token, { method: 'DELETE', url: `/api/orders/${cart.id}` });
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(await phoneOf(placed.userId)).toEqual({ platform: 'android', appVersion: '1.4.0' });
  });
});
