import { indiaDay } from '@mandi/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { orders } from '../../db/schema';
import { makeCustomer, makeOrder, makeProduct } from '../sales-figures/orders.factories';
import { refreshRollups } from './rollups';
import { rebuildRollups } from './rollups.repository';
import { rollupSnapshot } from './rollups-snapshot';

/**
 * Two transactions writing orders of the same day at once (PostgreSQL: PGlite has one
 * connection) add both their increments to the same rollup rows: none is lost, and rows locked
 * in one order (lines given in opposite orders) never deadlock.
 */
describe.skipIf(!process.env.DATABASE_URL)('rollups written by two transactions at once', async () => {
  const { database } = await createTestApp();
  const db = database.db;
  const today = indiaDay(new Date());
  const pairs: { first: number; second: number; userId: number }[] = [];

  beforeAll(async () => {
    const [tea, rice] = [await makeProduct(db), await makeProduct(db)];
    const customer = await makeCustomer(db);
    for (let round = 0; round < 6; round += 1) {
      const lines = [
        { product: tea, quantity: 1, price: 50 },
        { product: rice, quantity: 2, price: 80 },
      ];
      // Cancelled now; each test round places both at once.
      const first = await makeOrder(db, { userId: customer.id, status: 'Order Cancelled', lines });
      const second = await makeOrder(db, {
        userId: customer.id,
        status: 'Order Cancelled',
        lines: [...lines].reverse(),
      });
      pairs.push({ first: first.id, second: second.id, userId: customer.id });
    }
    await rebuildRollups(db);
  });

  const todays = async () =>
    (
      (await db.execute(
        sql`select orders, revenue_paise::text as revenue from sales_by_day where day = ${today}::date`,
      )) as unknown as { rows: { orders: number; revenue: string }[] }
    ).rows[0] ?? { orders: 0, revenue: '0' };

  it('loses no increment and deadlocks on none', async () => {
    const before = await todays();
    for (const pair of pairs) {
      // Both transactions have moved their order before either runs the hook, so the hooks meet.
      let arrived = 0;
      let release: () => void = () => {};
      const bothIn = new Promise<void>((resolve) => {
        release = resolve;
      });
      const place = (orderId: number) =>
        db.transaction(async (tx) => {
          await tx.update(orders).set({ status: 'Order Placed' }).where(eq(orders.id, orderId));
          arrived += 1;
          if (arrived === 2) release();
          await bothIn;
          // The rollups' consumer alone: the hook's earlier consumers (the customer's totals, the
          // products' figures) would already make these two writes wait for each other.
          await refreshRollups(tx, [
            { orderId, userId: pair.userId, fromStatus: 'Order Cancelled', toStatus: 'Order Placed' },
          ]);
        });
      await Promise.all([place(pair.first), place(pair.second)]);
    }
    const after = await todays();
    expect(after.orders).toBe(before.orders + 2 * pairs.length);
    // Each order is 1 × ₹50 + 2 × ₹80 = ₹210.
    expect(Number(after.revenue) - Number(before.revenue)).toBe(2 * pairs.length * 21_000);
    const kept = await rollupSnapshot(db);
    await rebuildRollups(db);
    expect(await rollupSnapshot(db)).toEqual(kept);
  });
});
