import { addDays, indiaDay, indiaDayStart, type OrderStatus, SOLD_STATUSES } from '@mandi/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { orders } from '../../db/schema';
import { afterOrdersWritten } from '../orders/orders-written';
import { makeCustomer, makeOrder, makeProduct } from '../sales-figures/orders.factories';
import { rebuildRollups } from './rollups.repository';
import { topProductsOf } from './top-products';

/**
 * Top products (GET /api/orders-products/top-product) equal a recount from the orders for the
 * periods a kept window answers (7 and 30 days, a year to today), for this month and for
 * periods summed from the rollups (crossing months, 366 days); after order writes kept by
 * increments, and after the windows were moved forward from a few days and from weeks behind.
 */
describe('top products against a recount', async () => {
  const { call, tokenFor, database } = await createTestApp();
  const db = database.db;
  let token: string;
  const today = indiaDay(new Date());
  const firstOfMonth = `${today.slice(0, 8)}01`;

  /** Days ago of the first orders: each window's first day and the day before it. */
  const EDGES = [6, 7, 29, 30, 364, 365, 0];
  let seed = 11;
  const random = () => {
    seed = (seed * 16_807) % 2_147_483_647;
    return seed / 2_147_483_647;
  };

  beforeAll(async () => {
    token = await tokenFor('superadmin');
    const products: Awaited<ReturnType<typeof makeProduct>>[] = [];
    for (let index = 0; index < 9; index += 1) products.push(await makeProduct(db));
    const customer = await makeCustomer(db);
    const statuses: OrderStatus[] = [
      'Order Placed',
      'Order Delivered',
      'Out for Delivery',
      'Order Cancelled',
    ];
    await rebuildRollups(db);
    // 90 orders over the last 400 days, more of them lately; each kept by the order-written hook.
    for (let index = 0; index < 90; index += 1) {
      const lines = [0, 1, 2].slice(0, 1 + Math.floor(random() * 3)).map(() => ({
        product: products[Math.floor(random() * random() * products.length)]!,
        quantity: 1 + Math.floor(random() * 4),
        price: [40, 75, 120][Math.floor(random() * 3)]!,
      }));
      const unique = lines.filter(
        (line, at) => lines.findIndex((other) => other.product === line.product) === at,
      );
      const status =
        index < EDGES.length ? 'Order Placed' : statuses[Math.floor(random() * statuses.length)]!;
      const order = await makeOrder(db, { userId: customer.id, status, lines: unique });
      // The first ones on the windows' edges (their first day, the day before it), the rest anywhere.
      const daysAgo = EDGES[index] ?? Math.floor(random() * random() * 400);
      const at = indiaDayStart(addDays(today, -daysAgo)).getTime() + (1 + random() * 22) * 3_600_000;
      await db
        .update(orders)
        .set({ orderTimestamp: new Date(at) })
        .where(eq(orders.id, order.id));
      await afterOrdersWritten(db, [
        { orderId: order.id, userId: customer.id, fromStatus: null, toStatus: status },
      ]);
    }
  });

  /** The top `limit` products of the range counted from the orders: [product, paise, quantity, orders]. */
  async function recount(range: { from: string; to: string }, by: 'revenue' | 'quantity', limit: number) {
    const ranked = sql.raw(by);
    const result = (await db.execute(sql`
      select l.product_id, round(sum(l.sub_total - l.returned_sub_total) * 100)::bigint as revenue,
        sum(l.quantity - l.returned_quantity)::int as quantity, count(distinct l.order_id)::int as orders
      from orders o join orders_products l on l.order_id = o.id
      where o.status = any(${sql.param([...SOLD_STATUSES])}::text[])
        and o.order_timestamp >= ${indiaDayStart(range.from).toISOString()}::timestamptz
        and o.order_timestamp < ${indiaDayStart(addDays(range.to, 1)).toISOString()}::timestamptz
      group by 1 order by ${ranked} desc, 1 limit ${limit}`)) as unknown as {
      rows: { product_id: number; revenue: string; quantity: number; orders: number }[];
    };
    return result.rows.map((row) => [row.product_id, Number(row.revenue), row.quantity, row.orders]);
  }

  const periods: Record<string, Record<string, string>> = {
    '7 days': { period: '7d' },
    '30 days': { period: '30d' },
    month: { period: 'month' },
    year: { period: 'custom', from: addDays(today, -364), to: today },
    '366 days': { period: 'custom', from: addDays(today, -365), to: today },
    'across months': { period: 'custom', from: addDays(today, -75), to: addDays(today, -20) },
    'a month ago': { period: 'custom', from: addDays(today, -40), to: addDays(today, -26) },
    'a year to 20 days ago': { period: 'custom', from: addDays(today, -384), to: addDays(today, -20) },
    'mostly before the last year': { period: 'custom', from: addDays(today, -420), to: addDays(today, -300) },
    '95 days, mid-month to mid-month': {
      period: 'custom',
      from: addDays(firstOfMonth, -99),
      to: addDays(firstOfMonth, -5),
    },
  };

  async function expectAllEqualRecount() {
    for (const [label, period] of Object.entries(periods)) {
      for (const by of ['revenue', 'quantity'] as const) {
        // Every product (9 < 50): a figure wrong anywhere in a window shows, not only in its top rows.
        const query = new URLSearchParams({ ...period, by, limit: '50' }).toString();
        const answer = await call(token, { method: 'GET', url: `/api/orders-products/top-product?${query}` });
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        const rows = (
          answer.body.data as { productId: number; revenue: number; quantity: number; orders: number }[]
        ).map((row) => [row.productId, Math.round(row.revenue * 100), row.quantity, row.orders]);
        expect(rows.length, `${label} by ${by}`).toBeGreaterThan(0);
        expect(rows, `${label} by ${by}`).toEqual(await recount(answer.body.range, by, 50));
      }
    }
  }

  it('equal the recount with the windows kept by the order writes', async () => {
    const windows = (await db.execute(
      sql`select count(*)::int as n from sales_window_product`,
    )) as unknown as {
      rows: { n: number }[];
    };
    expect(windows.rows[0]!.n).toBeGreaterThan(0);
    await expectAllEqualRecount();
  });

  it('equal the recount when found by walks a few rows at a time (the walk settles, or the period is summed)', async () => {
    const ways = new Set<string>();
    for (const range of [
      { from: addDays(today, -75), to: addDays(today, -20) },
      { from: addDays(today, -40), to: addDays(today, -26) },
      { from: addDays(today, -384), to: addDays(today, -20) },
      { from: addDays(today, -365), to: today },
      { from: addDays(today, -20), to: addDays(today, 10) },
      // 95 days from mid-month to mid-month across four months (the year's window).
      { from: addDays(firstOfMonth, -99), to: addDays(firstOfMonth, -5) },
      // The window with the months of the days before it; months alone, before the windows.
      { from: addDays(today, -410), to: addDays(today, -300) },
      { from: addDays(today, -399), to: addDays(today, -366) },
    ]) {
      for (const by of ['revenue', 'quantity'] as const) {
        for (const limit of [1, 2, 3, 5]) {
          // Walks of 1 row at first, at most 4: several walks, some settled, some summed instead.
          const { rows, how } = await topProductsOf(db, range, by, limit, today, { first: 1, most: 4 });
          ways.add(how);
          const answered = rows.map((row) => [
            Number(row.product_id),
            Math.round(Number(row.revenue) * 100),
            Number(row.quantity),
            Number(row.orders),
          ]);
          expect(answered, `${range.from} … ${range.to} by ${by}, ${limit}`).toEqual(
            await recount(range, by, limit),
          );
        }
      }
    }
    expect([...ways].sort()).toEqual(['sum', 'walk']);
  });

  it('equal the recount after the windows move forward from 3 and from 40 days behind', async () => {
    for (const behind of [3, 40]) {
      await rebuildRollups(db, addDays(today, -behind));
      await expectAllEqualRecount();
      const lastDays = (await db.execute(
        sql`select to_char(last_day, 'YYYY-MM-DD') as day from sales_windows`,
      )) as unknown as { rows: { day: string }[] };
      expect(lastDays.rows.map((row) => row.day)).toEqual([today, today, today]);
    }
  });
});
