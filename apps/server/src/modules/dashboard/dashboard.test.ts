import {
  addDays,
  alignedBuckets,
  averageOrderValue,
  type DayRange,
  indiaDay,
  isRouteKey,
  type OrderStatus,
  PERIOD_MESSAGES,
  percentChange,
  resolvePeriod,
  SOLD_STATUSES,
  usersCardsEndpoint,
} from '@mandi/domain';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { typedEndpoint } from '../../../test/typed-client';
import { adminsRoles, cities, orders, ordersProducts, pincodes, states, users } from '../../db/schema';
import { recountOrderStatuses } from '../orders/orders-counts.repository';
import { createCustomerWithAddress, createPricedVariation } from '../orders/orders-placement.factories';
import { makeCustomer, makeOrder, makeProduct } from '../sales-figures/orders.factories';
import { rebuildRollups } from './rollups.repository';

/**
 * The dashboard's calls against figures computed here, directly from the orders the test
 * wrote (not from the rollups the calls read), on India-time days.
 */
describe('dashboard', async () => {
  const { call, tokenFor, database } = await createTestApp();
  const db = database.db;
  let token: string;
  const products: { productId: number; variationId: number; name: string }[] = [];
  const pincodeRows: { id: number; pincode: string; city: string }[] = [];

  /** A small pseudo-random sequence, so the orders are the same every run. */
  let seed = 7;
  const random = () => {
    seed = (seed * 16_807) % 2_147_483_647;
    return seed / 2_147_483_647;
  };
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;

  interface Fact {
    id: number;
    status: OrderStatus;
    orderTimestamp: Date | null;
    grandTotal: number;
    pincode: string | null;
    lines: { productId: number; quantity: number; subTotal: number }[];
  }

  /** Every order as stored now, with its lines and pincode (row, else address). */
  async function facts(): Promise<Fact[]> {
    const rows = await db
      .select({
        id: orders.id,
        status: orders.status,
        orderTimestamp: orders.orderTimestamp,
        grandTotal: orders.grandTotal,
        pincodeId: orders.pincodeId,
        address: orders.address,
      })
      .from(orders);
    const lines = await db.select().from(ordersProducts);
    return rows.map((row) => ({
      id: row.id,
      status: row.status,
      orderTimestamp: row.orderTimestamp,
      grandTotal: row.grandTotal,
      pincode: pincodeRows.find((p) => p.id === row.pincodeId)?.pincode ?? row.address?.pincode ?? null,
      lines: lines
        .filter((line) => line.orderId === row.id)
        .map((line) => ({ productId: line.productId, quantity: line.quantity, subTotal: line.subTotal })),
    }));
  }

  const inRange = (fact: Fact, range: DayRange | null) => {
    if (!range || !fact.orderTimestamp || !SOLD_STATUSES.includes(fact.status)) return false;
    const day = indiaDay(fact.orderTimestamp);
    return day >= range.from && day <= range.to;
  };
  const round = (value: number) => Math.round(value * 100) / 100;
  const salesOf = (all: Fact[], range: DayRange | null) => {
    const sold = all.filter((fact) => inRange(fact, range));
    return { revenue: round(sold.reduce((sum, fact) => sum + fact.grandTotal, 0)), orders: sold.length };
  };
  const newCustomersIn = async (range: DayRange) => {
    const rows = await db.select({ created: users.createdTimestamp }).from(users);
    return rows.filter((row) => {
      const day = indiaDay(row.created);
      return day >= range.from && day <= range.to;
    }).length;
  };

  const post = (url: string, payload: object, as = token) => call(as, { method: 'POST', url, payload });
  const get = (url: string, as = token) => call(as, { method: 'GET', url });

  // 23:30 IST on 1 March 2025 is 18:00 UTC: it counts on the 1st; 00:10 IST on the 2nd does not.
  const lateOnFirst = new Date('2025-03-01T18:00:00Z');
  const earlyOnSecond = new Date('2025-03-01T18:40:00Z');
  let lateOrderId: number;

  beforeAll(async () => {
    token = await tokenFor();
    const [state] = await db.insert(states).values({ name: 'Maharashtra', countryId: 1 }).returning();
    for (const [name, code] of [
      ['Pune', '411001'],
      ['Mumbai', '400001'],
      ['Nagpur', '440001'],
    ] as const) {
      const [city] = await db.insert(cities).values({ name, stateId: state!.id, countryId: 1 }).returning();
      const [row] = await db
        .insert(pincodes)
        .values({
          pincode: code,
          pincodeName: `${name} GPO`,
          cityId: city!.id,
          stateId: state!.id,
          countryId: 1,
        })
        .returning();
      pincodeRows.push({ id: row!.id, pincode: code, city: name });
    }
    for (const name of ['Atta 5 kg', 'Ghee 1 L', 'Toor Dal 1 kg', 'Basmati 5 kg', 'Salt 1 kg']) {
      products.push({ ...(await makeProduct(db, name)), name });
    }
    const customers: number[] = [];
    for (let index = 0; index < 12; index += 1) {
      const customer = await makeCustomer(db);
      // Accounts made across the weeks of the orders (and one at 23:30 IST on 1 March).
      const created =
        index === 0 ? lateOnFirst : new Date(Date.parse('2025-01-20T05:00:00Z') + index * 7 * 86_400_000);
      await db.update(users).set({ createdTimestamp: created }).where(eq(users.id, customer.id));
      customers.push(customer.id);
    }
    const statuses: OrderStatus[] = [
      'Order Placed',
      'Out for Delivery',
      'Order Delivered',
      'Order Delivered',
      'Partial Payment',
      'Order Cancelled',
      'In Cart',
    ];
    const start = Date.parse('2025-01-01T00:00:00Z');
    for (let index = 0; index < 160; index += 1) {
      const status = pick(statuses);
      const lines = Array.from({ length: 1 + Math.floor(random() * 3) }, () => ({
        product: pick(products),
        quantity: 1 + Math.floor(random() * 4),
        price: 20 + Math.floor(random() * 500) + (random() < 0.5 ? 0.5 : 0),
      }));
      const unique = lines.filter(
        (line, at) => lines.findIndex((other) => other.product === line.product) === at,
      );
      const order = await makeOrder(db, {
        userId: pick(customers),
        status,
        lines: unique,
        ...(random() < 0.2 ? { discountAmount: 10 } : {}),
      });
      const where = random();
      const pincode = where < 0.7 ? pick(pincodeRows) : null;
      await db
        .update(orders)
        .set({
          orderTimestamp:
            status === 'In Cart' ? null : new Date(start + Math.floor(random() * 120 * 24 * 60) * 60_000),
          pincodeId: pincode?.id ?? null,
          // Some orders have only their address's pincode; some none at all.
          address:
            where >= 0.7 && where < 0.9
              ? { name: 'Home', line1: null, line2: null, city: null, state: null, pincode: '560001' }
              : null,
        })
        .where(eq(orders.id, order.id));
    }
    // The India-day edge: a sold order at 23:30 IST on the 1st and one at 00:10 IST on the 2nd.
    const late = await makeOrder(db, {
      userId: customers[0]!,
      status: 'Order Delivered',
      lines: [{ product: products[0]!, quantity: 1, price: 1000 }],
    });
    lateOrderId = late.id;
    const early = await makeOrder(db, {
      userId: customers[0]!,
      status: 'Order Delivered',
      lines: [{ product: products[1]!, quantity: 1, price: 3000 }],
    });
    await db
      .update(orders)
      .set({ orderTimestamp: lateOnFirst, pincodeId: pincodeRows[0]!.id })
      .where(eq(orders.id, late.id));
    await db.update(orders).set({ orderTimestamp: earlyOnSecond }).where(eq(orders.id, early.id));
    // The orders were written in bulk, as the seed writes them: the rollups are rebuilt and
    // the status counters counted once.
    await rebuildRollups(db);
    await recountOrderStatuses(db);
  }, 60_000);

  const custom = (from: string, to: string) => ({ period: 'custom', from, to }) as const;
  const resolved = (from: string, to: string) => {
    const result = resolvePeriod(custom(from, to));
    if ('error' in result) throw new Error(result.error);
    return result;
  };

  it('counts an order at 23:30 India time on the 1st on the 1st', async () => {
    const all = await facts();
    const first = await post('/api/orders/revenue', custom('2025-03-01', '2025-03-01'));
    expect(first.status).toBe(200);
    expect(first.body.current).toMatchObject(salesOf(all, { from: '2025-03-01', to: '2025-03-01' }));
    expect(
      all.filter((fact) => inRange(fact, { from: '2025-03-01', to: '2025-03-01' })).map((f) => f.id),
    ).toContain(lateOrderId);
    // 1000 on the 1st, 3000 (00:10 IST) on the 2nd; nothing leaks to the day the UTC date says.
    const byDay = await post('/api/orders/revenue-by-date', {
      ...custom('2025-03-01', '2025-03-02'),
      bucket: 'day',
    });
    const [onFirst, onSecond] = byDay.body.points;
    expect(onFirst.revenue).toBe(salesOf(all, { from: '2025-03-01', to: '2025-03-01' }).revenue);
    expect(onFirst.revenue).toBeGreaterThanOrEqual(1000);
    expect(onSecond.revenue).toBeGreaterThanOrEqual(3000);
    expect(first.body.current.newCustomers).toBe(
      await newCustomersIn({ from: '2025-03-01', to: '2025-03-01' }),
    );
    expect(first.body.current.newCustomers).toBeGreaterThanOrEqual(1);
  });

  it('answers revenue, orders, average and new customers against the previous period', async () => {
    const all = await facts();
    for (const [from, to] of [
      ['2025-02-10', '2025-03-11'],
      ['2025-03-01', '2025-03-31'],
      ['2025-01-01', '2025-04-30'],
      ['2025-02-14', '2025-02-14'],
    ] as const) {
      const period = resolved(from, to);
      const answer = await post('/api/orders/revenue', custom(from, to));
      expect(answer.status).toBe(200);
      const current = salesOf(all, period.range);
      const previous = salesOf(all, period.previousRange);
      const currentCustomers = await newCustomersIn(period.range);
      const previousCustomers = await newCustomersIn(period.previousRange);
      expect(answer.body).toEqual({
        range: period.range,
        previousRange: period.previousRange,
        current: {
          ...current,
          averageOrderValue: averageOrderValue(current.revenue, current.orders),
          newCustomers: currentCustomers,
        },
        previous: {
          ...previous,
          averageOrderValue: averageOrderValue(previous.revenue, previous.orders),
          newCustomers: previousCustomers,
        },
        change: {
          revenue: percentChange(current.revenue, previous.revenue),
          orders: percentChange(current.orders, previous.orders),
          averageOrderValue: percentChange(
            averageOrderValue(current.revenue, current.orders),
            averageOrderValue(previous.revenue, previous.orders),
          ),
          newCustomers: percentChange(currentCustomers, previousCustomers),
        },
      });
    }
    // A period with sales against one without: the change is null, not a division by zero.
    const empty = await post('/api/orders/revenue', custom('2025-01-01', '2025-01-31'));
    expect(empty.body.previous.revenue).toBe(0);
    expect(empty.body.change.revenue).toBeNull();
    expect(empty.body.current.revenue).toBeGreaterThan(0);
  });

  it('answers revenue by day, week and month, zero-filled, with the previous period aligned', async () => {
    const all = await facts();
    for (const bucket of ['day', 'week', 'month'] as const) {
      const period = resolved('2025-02-05', '2025-04-20');
      const answer = await post('/api/orders/revenue-by-date', {
        ...custom('2025-02-05', '2025-04-20'),
        bucket,
      });
      expect(answer.status).toBe(200);
      const expected = alignedBuckets(period, bucket).map(({ current, previous }) => {
        const now = salesOf(all, current);
        const before = salesOf(all, previous);
        return {
          date: current.from,
          revenue: now.revenue,
          orders: now.orders,
          previousDate: previous?.from ?? null,
          previousRevenue: before.revenue,
          previousOrders: before.orders,
        };
      });
      expect(answer.body).toEqual({
        range: period.range,
        previousRange: period.previousRange,
        bucket,
        points: expected,
      });
    }
    const weeks = await post('/api/orders/revenue-by-date', {
      ...custom('2025-02-05', '2025-04-20'),
      bucket: 'week',
    });
    // 5 Feb 2025 is a Wednesday: the first week is cut, the next ones start Monday.
    expect(weeks.body.points.slice(0, 2).map((point: { date: string }) => point.date)).toEqual([
      '2025-02-05',
      '2025-02-10',
    ]);
  });

  const topProductsOf = (all: Fact[], range: DayRange) => {
    const byProduct = new Map<number, { revenue: number; quantity: number; orders: number }>();
    for (const fact of all.filter((f) => inRange(f, range))) {
      for (const line of fact.lines) {
        const row = byProduct.get(line.productId) ?? { revenue: 0, quantity: 0, orders: 0 };
        row.revenue += line.subTotal;
        row.quantity += line.quantity;
        row.orders += 1;
        byProduct.set(line.productId, row);
      }
    }
    return [...byProduct].map(([productId, row]) => ({
      productId,
      name: products.find((p) => p.productId === productId)!.name,
      ...row,
      revenue: round(row.revenue),
    }));
  };

  it('answers the top products by revenue and by quantity, month rows and edge days together', async () => {
    const all = await facts();
    // Whole months (February, March) from the month rollups, the days around from the day ones.
    for (const [from, to] of [
      ['2025-01-20', '2025-04-10'],
      ['2025-03-01', '2025-03-31'],
      ['2025-03-05', '2025-03-09'],
      // Most of January and March: each month's row less the days left out.
      ['2025-01-05', '2025-03-28'],
    ] as const) {
      const rows = topProductsOf(all, { from, to });
      const byRevenue = [...rows].sort((a, b) => b.revenue - a.revenue || a.productId - b.productId);
      const byQuantity = [...rows].sort((a, b) => b.quantity - a.quantity || a.productId - b.productId);
      const revenue = await get(`/api/orders-products/top-product?period=custom&from=${from}&to=${to}`);
      expect(revenue.status).toBe(200);
      expect(revenue.body).toEqual({ range: { from, to }, data: byRevenue });
      const quantity = await get(
        `/api/orders-products/top-product?period=custom&from=${from}&to=${to}&by=quantity&limit=3`,
      );
      expect(quantity.body.data).toEqual(byQuantity.slice(0, 3));
    }
  });

  it('answers the top pincodes, with the pincode row and city when the store has it', async () => {
    const all = await facts();
    const range = { from: '2025-01-15', to: '2025-04-05' };
    const byPincode = new Map<string, { revenue: number; orders: number }>();
    for (const fact of all.filter((f) => inRange(f, range) && f.pincode)) {
      const row = byPincode.get(fact.pincode!) ?? { revenue: 0, orders: 0 };
      row.revenue += fact.grandTotal;
      row.orders += 1;
      byPincode.set(fact.pincode!, row);
    }
    const expected = [...byPincode]
      .map(([pincode, row]) => {
        const known = pincodeRows.find((p) => p.pincode === pincode);
        return {
          pincode,
          pincodeId: known?.id ?? null,
          city: known?.city ?? null,
          revenue: round(row.revenue),
          orders: row.orders,
        };
      })
      .sort((a, b) => b.revenue - a.revenue || b.orders - a.orders || a.pincode.localeCompare(b.pincode));
    expect(expected.some((row) => row.pincodeId === null)).toBe(true);
    const answer = await get(`/api/orders/top-pincode/sale?period=custom&from=${range.from}&to=${range.to}`);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ range, data: expected });
  });

  it('answers the customer figures and the cards as their lists count them', async () => {
    const period = resolved('2025-02-01', '2025-03-15');
    const fresh = await get('/api/users/new-customers?period=custom&from=2025-02-01&to=2025-03-15');
    const current = await newCustomersIn(period.range);
    const previous = await newCustomersIn(period.previousRange);
    expect(fresh.body).toEqual({
      range: period.range,
      previousRange: period.previousRange,
      current,
      previous,
      change: percentChange(current, previous),
    });
    expect(current).toBeGreaterThan(0);

    await db
      .update(users)
      .set({ pushId: 'push-1' })
      .where(eq(users.id, (await db.select().from(users).limit(1))[0]!.id));
    const everyone = await db.select().from(users);
    const counts = await get('/api/users/user-count');
    expect(counts.body).toEqual({
      total: everyone.length,
      enabled: everyone.filter((user) => user.enabled).length,
      withPushId: 1,
      ordered: everyone.filter((user) => user.hasPlacedOrder).length,
    });

    const cards = await typedEndpoint(call, token, usersCardsEndpoint, {});
    const [row] = (
      (await db.execute(sql`select
        (select count(*)::int from users where enabled) as customers,
        (select count(*)::int from products where enabled) as products,
        (select count(*)::int from orders) as orders,
        (select count(*)::int from reviews where enabled) as reviews`)) as unknown as {
        rows: Record<string, number>[];
      }
    ).rows;
    expect(cards.body).toEqual(row);
    expect(cards.body.orders).toBe((await facts()).length);
    // Each figure only for a screen the role has.
    const reviewer = await tokenFor({ routes: ['dashboard', 'review'] });
    expect((await typedEndpoint(call, reviewer, usersCardsEndpoint, {})).body).toEqual({
      customers: null,
      products: null,
      orders: null,
      reviews: row!.reviews,
    });
  });

  it('gives the stock executive role every card: its dashboard counts customers, products, feedback and orders', async () => {
    const [executive] = await db.select().from(adminsRoles).where(eq(adminsRoles.name, 'executive'));
    const token = await tokenFor({ routes: executive!.routes.filter(isRouteKey) });
    const cards = await get('/api/users-cards', token);
    expect(cards.status).toBe(200);
    expect(cards.body).toEqual((await get('/api/users-cards')).body);
    for (const key of ['customers', 'products', 'orders', 'reviews'])
      expect(cards.body[key], key).toEqual(expect.any(Number));
  });

  it('refuses the sales figures to a role without the orders screen (403), and a bad period in words (400)', async () => {
    const noOrders = await tokenFor({ routes: ['dashboard', 'product', 'review'] });
    const calls = [
      () => post('/api/orders/revenue', { period: '7d' }, noOrders),
      () => post('/api/orders/revenue-by-date', { period: '7d', bucket: 'day' }, noOrders),
      () => get('/api/orders-products/top-product?period=7d', noOrders),
      () => get('/api/orders/top-pincode/sale?period=7d', noOrders),
      () => get('/api/users/new-customers?period=7d', noOrders),
      () => get('/api/users/user-count', noOrders),
    ];
    for (const send of calls) {
      const answer = await send();
      expect(answer.status).toBe(403);
      expect(answer.body.message).toBe('You do not have permission to do this');
    }
    // The orders screen alone opens the sales figures.
    const orderStaff = await tokenFor({ routes: ['order'] });
    expect((await post('/api/orders/revenue', { period: '30d' }, orderStaff)).status).toBe(200);
    expect((await get('/api/users/user-count', orderStaff)).status).toBe(403);

    const refused = [
      [{ period: 'year' }, PERIOD_MESSAGES.period],
      [{ period: 'custom', from: '2025-03-01' }, PERIOD_MESSAGES.customDays],
      [{ period: 'custom', from: '2025-03-10', to: '2025-03-01' }, PERIOD_MESSAGES.order],
      [{ period: 'custom', from: '2024-01-01', to: '2025-03-01' }, PERIOD_MESSAGES.tooLong],
      [{ period: 'custom', from: '2025-02-30', to: '2025-03-01' }, PERIOD_MESSAGES.customDays],
      [{}, PERIOD_MESSAGES.period],
    ] as const;
    for (const [payload, message] of refused) {
      const answer = await post('/api/orders/revenue', payload);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
    }
    const badBucket = await post('/api/orders/revenue-by-date', { period: '7d', bucket: 'year' });
    expect(badBucket.status).toBe(400);
    const badLimit = await get('/api/orders-products/top-product?period=7d&limit=0');
    expect(badLimit.status).toBe(400);
    const badQuery = await get('/api/orders/top-pincode/sale?period=custom&from=2025-03-10&to=2025-03-01');
    expect(badQuery.body.message).toBe(PERIOD_MESSAGES.order);
  });

  it('answers the periods that end today', async () => {
    const customer = await makeCustomer(db);
    const today = await makeOrder(db, {
      userId: customer.id,
      status: 'Order Placed',
      lines: [{ product: products[2]!, quantity: 2, price: 150 }],
    });
    await rebuildRollups(db);
    const all = await facts();
    for (const period of ['today', '7d', '30d', 'month'] as const) {
      const answer = await post('/api/orders/revenue', { period });
      const expected = resolvePeriod({ period });
      if ('error' in expected) throw new Error(expected.error);
      expect(answer.body.range).toEqual(expected.range);
      expect(answer.body.current).toMatchObject(salesOf(all, expected.range));
      expect(answer.body.current.orders).toBeGreaterThanOrEqual(1);
    }
    await db.delete(ordersProducts).where(eq(ordersProducts.orderId, today.id));
    await db.delete(orders).where(eq(orders.id, today.id));
    await rebuildRollups(db);
  });

  /** Every rollup table's rows in a fixed order. */
  async function snapshot() {
    const tables = [
      'sales_by_day order by day',
      'sales_by_day_product order by day, product_id',
      'sales_by_month_product order by month, product_id',
      'sales_by_day_pincode order by day, pincode',
      'sales_by_month_pincode order by month, pincode',
    ];
    const result: Record<string, unknown[]> = {};
    for (const table of tables) {
      result[table] = (
        (await db.execute(sql.raw(`select * from ${table}`))) as unknown as { rows: unknown[] }
      ).rows;
    }
    return result;
  }

  it('keeps the rollups equal to a rebuild through order moves and cancellations', async () => {
    const before = await snapshot();
    expect(before['sales_by_day order by day']!.length).toBeGreaterThan(50);
    const all = await facts();
    const placed = all.filter((fact) => fact.status === 'Order Placed' && fact.orderTimestamp).slice(0, 4);
    const out = all.filter((fact) => fact.status === 'Out for Delivery' && fact.orderTimestamp).slice(0, 2);
    expect(placed.length).toBe(4);
    expect(out.length).toBe(2);
    const move = async (id: number, status: OrderStatus) => {
      const current = await get(`/api/orders/fetch/${id}`);
      const answer = await call(token, {
        method: 'PATCH',
        url: `/api/orders/${id}`,
        payload: { status, updatedTimestamp: current.body.updatedTimestamp },
      });
      expect(answer.status).toBe(200);
    };
    const march = custom('2025-01-01', '2025-04-30');
    const revenueBefore = (await post('/api/orders/revenue', march)).body.current;
    await move(placed[0]!.id, 'Out for Delivery');
    await move(placed[0]!.id, 'Order Delivered');
    await move(placed[1]!.id, 'Order Cancelled');
    await move(placed[2]!.id, 'Out for Delivery');
    await move(placed[2]!.id, 'Order Cancelled');
    await move(out[0]!.id, 'Order Cancelled');
    await move(out[1]!.id, 'Order Delivered');
    await move(placed[3]!.id, 'Order Cancelled');

    const kept = await snapshot();
    expect(kept).not.toEqual(before);
    await rebuildRollups(db);
    expect(await snapshot()).toEqual(kept);

    // The three cancellations of sold orders left the figures; the deliveries stayed.
    const cancelled = [placed[1]!, placed[2]!, out[0]!, placed[3]!];
    const revenueAfter = (await post('/api/orders/revenue', march)).body.current;
    expect(revenueAfter.orders).toBe(revenueBefore.orders - cancelled.length);
    expect(revenueAfter.revenue).toBeCloseTo(
      revenueBefore.revenue - cancelled.reduce((sum, fact) => sum + fact.grandTotal, 0),
      2,
    );
    // And they equal the direct computation again.
    expect(revenueAfter).toMatchObject(salesOf(await facts(), { from: march.from, to: march.to }));
  });

  it('keeps the rollups when a sold order is deleted, by rebuilding them', async () => {
    const { afterOrdersWritten } = await import('../orders/orders-written');
    const [sold] = (await facts()).filter((fact) => fact.status === 'Order Delivered' && fact.pincode);
    await db.transaction(async (tx) => {
      await tx.delete(ordersProducts).where(eq(ordersProducts.orderId, sold!.id));
      const [gone] = await tx.delete(orders).where(eq(orders.id, sold!.id)).returning();
      await afterOrdersWritten(tx, [
        { orderId: gone!.id, userId: gone!.userId, fromStatus: 'Order Delivered', toStatus: null },
      ]);
    });
    const kept = await snapshot();
    await rebuildRollups(db);
    expect(await snapshot()).toEqual(kept);
    const day = indiaDay(sold!.orderTimestamp!);
    const answer = await post('/api/orders/revenue', custom(day, day));
    expect(answer.body.current).toMatchObject(salesOf(await facts(), { from: day, to: addDays(day, 0) }));
  });

  it('keeps the orders card equal to a direct count as orders are placed and moved', async () => {
    const direct = async () =>
      (
        (await db.execute(sql`select count(*)::int as n from orders`)) as unknown as {
          rows: { n: number }[];
        }
      ).rows[0]!.n;
    const card = async () => (await get('/api/users-cards')).body.orders as number;
    const before = await card();
    expect(before).toBe(await direct());

    const { user, address } = await createCustomerWithAddress(db);
    const { variation } = await createPricedVariation(db, { unitPrice: 120 });
    const placed: { id: number; updatedTimestamp: string }[] = [];
    for (let index = 0; index < 2; index += 1) {
      const res = await post('/api/orders', {
        userId: user.id,
        addressId: address.id,
        lines: [{ productsVariationId: variation.id, quantity: 1 }],
        deliveryType: 'Home Delivery',
        paymentMethod: 'cod',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      placed.push(res.body);
    }
    expect(await card()).toBe(before + 2);
    expect(await card()).toBe(await direct());

    // A move changes a status, not how many orders there are.
    const moved = await call(token, {
      method: 'PATCH',
      url: `/api/orders/${placed[0]!.id}`,
      payload: { status: 'Order Cancelled', updatedTimestamp: placed[0]!.updatedTimestamp },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await card()).toBe(before + 2);
    expect(await card()).toBe(await direct());
  });
});
