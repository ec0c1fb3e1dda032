import { nextStatuses, ORDER_STATUSES, type OrderStatus } from '@mandi/domain';
import { and, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { cellsByHeader, RUPEE_FORMAT } from '../../../test/exports';
import { createTestApp } from '../../../test/harness';
import {
  auditEntries,
  orders,
  ordersHistory,
  ordersProducts,
  products,
  productsVariations,
  users,
} from '../../db/schema';
import { createOrderWithLines, createStockedVariation, orderById } from './orders.factories';
import { recountOrderStatuses } from './orders-counts.repository';
import { afterOrdersWritten } from './orders-written';

describe('/api/orders', async () => {
  const { call, tokenFor, app, database } = await createTestApp();
  const db = database.db;
  let token: string;

  const patch = (id: number, payload: Record<string, unknown>, as = token) =>
    call(as, { method: 'PATCH', url: `/api/orders/${id}`, payload });
  const stampOf = async (id: number) => (await orderById(db, id)).updatedTimestamp.toISOString();
  const historyOf = (id: number) => db.select().from(ordersHistory).where(eq(ordersHistory.orderId, id));

  beforeAll(async () => {
    token = await tokenFor({ routes: ['order'] });
  });

  describe('list', () => {
    it('answers a status view newest placed first with the customer and the payment badge; carts by id descending', async () => {
      const older = await createOrderWithLines(db, {
        status: 'Order Placed',
        orderTimestamp: new Date(Date.now() - 3_600_000),
        fullName: 'Meera Iyer',
      });
      const newer = await createOrderWithLines(db, { status: 'Order Placed', orderTimestamp: new Date() });
      const cartA = await createOrderWithLines(db, { status: 'In Cart' });
      const cartB = await createOrderWithLines(db, { status: 'In Cart' });

      const placed = await call(token, {
        method: 'GET',
        url: '/api/orders?filter=status||$eq||Order Placed&limit=50',
      });
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      const ids = placed.body.data.map((row: { id: number }) => row.id);
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
      const row = placed.body.data.find((r: { id: number }) => r.id === older.id);
      expect(row).toMatchObject({ customerName: 'Meera Iyer', paymentMethod: 'cod', paid: false });
      expect(placed.body.data.every((r: { status: string }) => r.status === 'Order Placed')).toBe(true);

      const carts = await call(token, { method: 'GET', url: '/api/orders?filter=status||$eq||In Cart' });
      const cartIds = carts.body.data.map((r: { id: number }) => r.id);
      expect(cartIds.indexOf(cartB.id)).toBeLessThan(cartIds.indexOf(cartA.id));
    });

    it('finds an order by the customer’s mobile however it is typed, by name and by email', async () => {
      const order = await createOrderWithLines(db, {
        status: 'Order Placed',
        mobileNumber: '9812345670',
        fullName: 'Zarine Khambatta',
      });
      for (const typed of ['+91 98123-45670', '98123 45670', '9812345670', '981234']) {
        const res = await call(token, {
          method: 'GET',
          url: `/api/orders?filter=customerMobile||$cont||${encodeURIComponent(typed)}`,
        });
        expect(res.status, typed).toBe(200);
        expect(
          res.body.data.map((r: { id: number }) => r.id),
          typed,
        ).toEqual([order.id]);
      }
      const byName = await call(token, {
        method: 'GET',
        url: '/api/orders?filter=customerName||$contL||khamba',
      });
      expect(byName.body.data.map((r: { id: number }) => r.id)).toEqual([order.id]);
      const count = await call(token, {
        method: 'GET',
        url: '/api/orders/count?filter=customerName||$contL||khamba',
      });
      expect(count.body).toEqual({ count: 1 });
      const sorted = await call(token, { method: 'GET', url: '/api/orders?sort=customerName,ASC' });
      expect(sorted.status).toBe(400);
    });
  });

  it('fetches one order with its lines, customer, next moves and timeline', async () => {
    const { product, variation } = await createStockedVariation(db, { manageStock: false });
    const order = await createOrderWithLines(db, {
      status: 'Order Placed',
      deliveryType: 'Store Pickup',
      lines: [{ productId: product.id, productsVariationId: variation.id, quantity: 3 }],
    });
    const res = await call(token, { method: 'GET', url: `/api/orders/fetch/${order.id}` });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      id: order.id,
      deliveryType: 'Store Pickup',
      nextStatuses: ['Out for Delivery', 'Order Cancelled'],
      lines: [
        {
          productName: product.name,
          variationName: variation.name,
          sku: variation.sku,
          hsnCode: '1101',
          quantity: 3,
          subTotal: 300,
        },
      ],
      payments: [],
      history: [],
      address: { pincode: '411001' },
    });
    expect(res.body.customer.id).toBe(order.userId);
    expect((await call(token, { method: 'GET', url: '/api/orders/fetch/99999999' })).status).toBe(404);
  });

  describe('status moves', () => {
    const pairs = ORDER_STATUSES.flatMap((from) =>
      ORDER_STATUSES.filter((to) => to !== from).map((to) => [from, to] as [OrderStatus, OrderStatus]),
    );

    it.each(pairs)(
      '%s → %s: allowed moves save with a timeline row, the others are 409 and change nothing',
      async (from, to) => {
        const order = await createOrderWithLines(db, { status: from });
        const stamp = await stampOf(order.id);
        const res = await patch(order.id, { status: to, updatedTimestamp: stamp, note: 'checked' });
        const after = await orderById(db, order.id);
        const history = await historyOf(order.id);
        if (nextStatuses(from).includes(to)) {
          expect(res.status, JSON.stringify(res.body)).toBe(200);
          expect(after.status).toBe(to);
          expect(history).toMatchObject([{ fromStatus: from, toStatus: to, comment: 'checked' }]);
          expect(res.body.history).toMatchObject([
            { fromStatus: from, toStatus: to, adminName: expect.any(String) },
          ]);
        } else {
          expect(res.status).toBe(409);
          const allowed = nextStatuses(from);
          expect(res.body.message).toBe(
            allowed.length
              ? `An order that is ${from} can only move to ${allowed.join(' or ')}`
              : `An order that is ${from} cannot change status`,
          );
          expect(after.status).toBe(from);
          expect(after.updatedTimestamp.toISOString()).toBe(stamp);
          expect(history).toEqual([]);
        }
      },
    );

    it('keeps a note without a status change on the timeline, and records the move in the audit', async () => {
      const order = await createOrderWithLines(db, { status: 'Order Placed' });
      const noted = await patch(order.id, {
        status: 'Order Placed',
        comments: 'Customer asked for an evening delivery',
        note: 'Called the customer',
        updatedTimestamp: await stampOf(order.id),
      });
      expect(noted.status, JSON.stringify(noted.body)).toBe(200);
      expect(noted.body.comments).toBe('Customer asked for an evening delivery');
      expect(noted.body.history).toMatchObject([
        { fromStatus: 'Order Placed', toStatus: 'Order Placed', comment: 'Called the customer' },
      ]);
      const moved = await patch(order.id, {
        status: 'Out for Delivery',
        updatedTimestamp: noted.body.updatedTimestamp,
      });
      expect(moved.status).toBe(200);
      expect(moved.body.history).toHaveLength(2);
      const audit = await db
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.resource, 'orders'), eq(auditEntries.recordId, String(order.id))));
      expect(audit.map((entry) => entry.action).sort()).toEqual(['status', 'update']);
    });

    it('refuses a save over a version the staff member did not load, changing nothing', async () => {
      const order = await createOrderWithLines(db, { status: 'Order Placed' });
      const loaded = await stampOf(order.id);
      const first = await patch(order.id, { status: 'Out for Delivery', updatedTimestamp: loaded });
      expect(first.status).toBe(200);
      const second = await patch(order.id, {
        status: 'Order Cancelled',
        comments: 'stale',
        updatedTimestamp: loaded,
      });
      expect(second.status).toBe(409);
      expect(second.body.message).toBe('This order was changed by someone else; reload it');
      const after = await orderById(db, order.id);
      expect(after.status).toBe('Out for Delivery');
      expect(after.comments).toBeNull();
      expect(await historyOf(order.id)).toHaveLength(1);
    });

    it('refuses a body without the status or the loaded version', async () => {
      const order = await createOrderWithLines(db, { status: 'Order Placed' });
      const missing = await patch(order.id, { updatedTimestamp: await stampOf(order.id) });
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toContainEqual({ field: 'status', message: 'Please choose a status' });
      expect((await patch(order.id, { status: 'Out for Delivery' })).status).toBe(400);
      expect(
        (await patch(order.id, { status: 'Shipped', updatedTimestamp: await stampOf(order.id) })).status,
      ).toBe(400);
    });
  });

  describe('cancelling', () => {
    it('returns the quantities to managed stock (its status following), leaves unmanaged stock, and the customer’s and products’ figures follow', async () => {
      const managed = await createStockedVariation(db, {
        manageStock: true,
        stockQuantity: 0,
        stockStatus: 'Out Of Stock',
      });
      const unmanaged = await createStockedVariation(db, {
        manageStock: false,
        stockQuantity: 0,
        stockStatus: 'In Stock',
      });
      const order = await createOrderWithLines(db, {
        status: 'Order Placed',
        lines: [
          { productId: managed.product.id, productsVariationId: managed.variation.id, quantity: 4 },
          { productId: unmanaged.product.id, productsVariationId: unmanaged.variation.id, quantity: 2 },
        ],
      });
      await db.update(users).set({ lifetimeValue: 600, totalOrders: 1 }).where(eq(users.id, order.userId));
      await db
        .update(products)
        .set({ stockStatus: 'Out Of Stock', sales: 600, orders: 1 })
        .where(eq(products.id, managed.product.id));
      const res = await patch(order.id, {
        status: 'Order Cancelled',
        updatedTimestamp: await stampOf(order.id),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const [m] = await db
        .select()
        .from(productsVariations)
        .where(eq(productsVariations.id, managed.variation.id));
      const [u] = await db
        .select()
        .from(productsVariations)
        .where(eq(productsVariations.id, unmanaged.variation.id));
      expect(m).toMatchObject({ stockQuantity: 4, stockStatus: 'In Stock' });
      expect(u).toMatchObject({ stockQuantity: 0, stockStatus: 'In Stock' });
      const [p] = await db.select().from(products).where(eq(products.id, managed.product.id));
      expect(p).toMatchObject({ stockStatus: 'In Stock', sales: 0, orders: 0 });
      const [customer] = await db.select().from(users).where(eq(users.id, order.userId));
      expect(customer).toMatchObject({ lifetimeValue: 0, totalOrders: 0, hasPlacedOrder: false });
    });

    it('restocks once when two staff cancel the same order at once: one saves, the other is told it changed', async () => {
      const managed = await createStockedVariation(db, { manageStock: true, stockQuantity: 10 });
      const order = await createOrderWithLines(db, {
        status: 'Out for Delivery',
        lines: [{ productId: managed.product.id, productsVariationId: managed.variation.id, quantity: 3 }],
      });
      const loaded = await stampOf(order.id);
      const results = await Promise.all([
        patch(order.id, { status: 'Order Cancelled', updatedTimestamp: loaded }),
        patch(order.id, { status: 'Order Cancelled', updatedTimestamp: loaded }),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
      const [m] = await db
        .select()
        .from(productsVariations)
        .where(eq(productsVariations.id, managed.variation.id));
      expect(m!.stockQuantity).toBe(13);
      expect(await historyOf(order.id)).toHaveLength(1);
    });
  });

  describe('export', () => {
    const exportCall = (payload: Record<string, unknown>, as = token) =>
      app.inject({
        method: 'POST',
        url: '/api/orders/export',
        payload,
        headers: { authorization: `Bearer ${as}` },
      });

    it('refuses without a date range', async () => {
      for (const payload of [
        {},
        { startDate: '2026-11-01' },
        { endDate: '2026-11-01' },
        { startDate: 'x', endDate: 'y' },
        { startDate: '2026-11-05', endDate: '2026-11-01' },
      ]) {
        const res = await exportCall(payload);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json().message).toBe('Please select a date range');
      }
    });

    it('streams the orders of the range and their lines as two sheets', async () => {
      const { product, variation } = await createStockedVariation(db, { manageStock: false });
      const inRange = await createOrderWithLines(db, {
        status: 'Order Delivered',
        orderTimestamp: new Date('2026-03-10T06:00:00Z'),
        fullName: 'Export Customer',
        lines: [{ productId: product.id, productsVariationId: variation.id, quantity: 2 }],
      });
      await createOrderWithLines(db, {
        status: 'Order Delivered',
        orderTimestamp: new Date('2026-03-20T06:00:00Z'),
      });
      const res = await exportCall({
        startDate: '2026-03-09',
        endDate: '2026-03-10',
        status: 'Order Delivered',
      });
      expect(res.statusCode, res.body).toBe(200);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = (i: number) => {
        const rows: unknown[][] = [];
        workbook.worksheets[i]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
        return rows;
      };
      const [ordersHead, ...orderRows] = sheet(0);
      expect(ordersHead).toContain('Pincode');
      expect(orderRows).toHaveLength(1);
      const order = Object.fromEntries((ordersHead as string[]).map((h, i) => [h, orderRows[0]![i]]));
      expect(order).toMatchObject({
        'Order ID': inRange.id,
        Customer: 'Export Customer',
        Address: '12 MG Road, Pune, Maharashtra',
        Pincode: '411001',
        Status: 'Order Delivered',
        Payment: 'COD',
        Paid: 'Not paid',
        'Grand total': 200,
        // 06:00 UTC is 11:30 in India: a date cell of India wall time.
        'Placed on': new Date('2026-03-10T11:30:00Z'),
      });
      const [linesHead, ...lineRows] = sheet(1);
      const line = Object.fromEntries((linesHead as string[]).map((h, i) => [h, lineRows[0]![i]]));
      expect(lineRows).toHaveLength(1);
      expect(line).toMatchObject({
        'Order ID': inRange.id,
        Product: product.name,
        SKU: variation.sku,
        HSN: '1101',
        Quantity: 2,
        'Unit price': 100,
        'Sub total': 200,
      });
      // Money reads as rupees, quantities as numbers, the placed-on time as a date.
      const orderCells = cellsByHeader(workbook.worksheets[0]!, 2);
      expect(orderCells['Grand total']).toEqual({ value: 200, numFmt: RUPEE_FORMAT });
      expect(orderCells.Received!.numFmt).toBe(RUPEE_FORMAT);
      expect(orderCells['Placed on']!.numFmt).toBe('dd mmm yyyy hh:mm');
      const lineCells = cellsByHeader(workbook.worksheets[1]!, 2);
      expect(lineCells['Unit price']).toEqual({ value: 100, numFmt: RUPEE_FORMAT });
      expect(lineCells.Tax!.numFmt).toBe(RUPEE_FORMAT);
      expect(lineCells.Quantity).toEqual({ value: 2, numFmt: undefined });
    });
  });

  it('exports every order of a range across batches, ties on the placed-on time included, each once', async () => {
    const customer = await createOrderWithLines(db, {
      status: 'Order Placed',
      orderTimestamp: new Date('2025-05-01T06:00:00Z'),
    });
    const same = new Date('2025-05-02T06:00:00.123456Z');
    const rows = Array.from({ length: 1_150 }, (_, i) => ({
      userId: customer.userId,
      status: 'Order Placed' as const,
      orderTimestamp: i < 700 ? same : new Date(same.getTime() + i * 1000),
    }));
    const placed = await db.insert(orders).values(rows).returning({ id: orders.id });
    // Two lines on every third order, one on the others but every seventh, which has none.
    const { product, variation } = await createStockedVariation(db, { manageStock: false });
    const lineOf = (orderId: number, quantity: number) => ({
      orderId,
      productId: product.id,
      productsVariationId: variation.id,
      unitPrice: 10,
      quantity,
      subTotal: 10 * quantity,
    });
    const lines = placed.flatMap(({ id }, i) =>
      i % 7 === 0 ? [] : i % 3 === 0 ? [lineOf(id, 1), lineOf(id, 2)] : [lineOf(id, 1)],
    );
    await db.insert(ordersProducts).values(lines);
    // Written without the hook, as a bulk load: the counters are counted again.
    await recountOrderStatuses(db);
    const res = await app.inject({
      method: 'POST',
      url: '/api/orders/export',
      payload: { startDate: '2025-05-01', endDate: '2025-05-31' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ids: number[] = [];
    workbook.worksheets[0]!.eachRow((row, n) => {
      if (n > 1) ids.push(Number((row.values as unknown[])[1]));
    });
    expect(ids).toHaveLength(1_151);
    expect(new Set(ids).size).toBe(1_151);
    // The Lines sheet: every line once, grouped in the Orders sheet's order, each order's by line id.
    const lineCells: [number, number][] = [];
    workbook.worksheets[1]!.eachRow((row, n) => {
      const values = row.values as unknown[];
      if (n > 1) lineCells.push([Number(values[1]), Number(values[6])]);
    });
    const expected = ids.flatMap((id) =>
      lines.filter((line) => line.orderId === id).map((line) => [id, line.quantity]),
    );
    expect(lineCells).toEqual(expected);
  });

  describe('status counts', () => {
    const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;
    const directByStatus = async () =>
      new Map(
        rowsOf(await db.execute(sql`select status, count(*)::int as n from orders group by status`)).map(
          (row) => [row.status as string, row.n as number],
        ),
      );
    /** Each customer's kept counts (users.order_status_counts) as (user_id, status, count) rows. */
    const keptPerCustomer = async () =>
      rowsOf(await db.execute(sql`select id, order_status_counts from users order by id`))
        .flatMap((row) =>
          (row.order_status_counts as number[]).map((count, i) => ({
            user_id: row.id as number,
            status: ORDER_STATUSES[i],
            count,
          })),
        )
        .filter((row) => row.count !== 0)
        .sort((a, b) => a.user_id - b.user_id || String(a.status).localeCompare(String(b.status)));
    const directPerCustomer = async () =>
      rowsOf(
        await db.execute(sql`select user_id, status, count(*)::int as count from orders group by 1, 2`),
      ).sort(
        (a, b) =>
          (a.user_id as number) - (b.user_id as number) || String(a.status).localeCompare(String(b.status)),
      );
    const expectCountersTrue = async () => {
      const direct = await directByStatus();
      const res = await call(token, { method: 'GET', url: '/api/orders/status-counts' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toEqual(
        ORDER_STATUSES.map((status) => ({ status, count: direct.get(status) ?? 0 })),
      );
      expect(await keptPerCustomer()).toEqual(await directPerCustomer());
    };

    it('keeps every status’s count equal to a direct count through new orders, moves, notes, refusals and deletes', async () => {
      await expectCountersTrue();
      const first = await createOrderWithLines(db, { status: 'Order Placed', fullName: 'Counter Kaur' });
      const second = await createOrderWithLines(db, { status: 'Order Placed', userId: first.userId });
      const third = await createOrderWithLines(db, { status: 'Order Placed' });
      const cart = await createOrderWithLines(db, { status: 'In Cart', userId: third.userId });
      await expectCountersTrue();

      const move = async (id: number, status: OrderStatus, expected = 200) => {
        const res = await patch(id, { status, updatedTimestamp: await stampOf(id) });
        expect(res.status, JSON.stringify(res.body)).toBe(expected);
      };
      await move(first.id, 'Out for Delivery');
      await move(first.id, 'Order Delivered');
      await move(second.id, 'Order Cancelled');
      await move(third.id, 'Order Delivered', 409);
      await move(cart.id, 'Order Cancelled');
      const noted = await patch(third.id, {
        status: 'Order Placed',
        note: 'Customer asked to call first',
        updatedTimestamp: await stampOf(third.id),
      });
      expect(noted.status).toBe(200);
      await expectCountersTrue();

      // A deleted order (toStatus null) leaves its status's count.
      await db.delete(orders).where(eq(orders.id, third.id));
      await afterOrdersWritten(db, [
        { orderId: third.id, userId: third.userId, fromStatus: 'Order Placed', toStatus: null },
      ]);
      await expectCountersTrue();

      // A bulk load without the hook is set right by counting again.
      await db.insert(orders).values([
        { userId: first.userId, status: 'Partial Payment' as const, orderTimestamp: new Date() },
        { userId: third.userId, status: 'In Cart' as const },
      ]);
      await recountOrderStatuses(db);
      await expectCountersTrue();
    });

    it('answers the list’s total from the counters for a status view and a customer search, as counting would', async () => {
      const customer = await createOrderWithLines(db, {
        status: 'Order Placed',
        fullName: 'Tally Venkataraman',
      });
      await createOrderWithLines(db, { status: 'Order Placed', userId: customer.userId });
      await createOrderWithLines(db, { status: 'Out for Delivery', userId: customer.userId });
      const direct = await directByStatus();
      for (const status of ['Order Placed', 'Out for Delivery', 'Partial Payment'] as const) {
        const res = await call(token, {
          method: 'GET',
          url: `/api/orders?filter=status||$eq||${status}&limit=1`,
        });
        expect(res.body.total, status).toBe(direct.get(status) ?? 0);
      }
      const all = await call(token, { method: 'GET', url: '/api/orders/count' });
      expect(all.body.count).toBe([...direct.values()].reduce((a, b) => a + b, 0));
      const byName = await call(token, {
        method: 'GET',
        url: '/api/orders?filter=customerName||$contL||venkatara&limit=1',
      });
      expect(byName.body).toMatchObject({ total: 3, count: 1 });
      const placedByName = await call(token, {
        method: 'GET',
        url: '/api/orders/count?filter=customerName||$contL||venkatara&filter=status||$eq||Order Placed',
      });
      expect(placedByName.body).toEqual({ count: 2 });
      // Another filter alongside is counted on the orders themselves.
      const byId = await call(token, {
        method: 'GET',
        url: `/api/orders/count?filter=customerName||$contL||venkatara&filter=id||$eq||${customer.id}`,
      });
      expect(byId.body).toEqual({ count: 1 });
    });
  });

  it('refuses every order call to a role without the order screen', async () => {
    const other = await tokenFor({ routes: ['coupon'] });
    const order = await createOrderWithLines(db, { status: 'Order Placed' });
    const stamp = await stampOf(order.id);
    const answers = await Promise.all([
      call(other, { method: 'GET', url: '/api/orders' }),
      call(other, { method: 'GET', url: '/api/orders/count' }),
      call(other, { method: 'GET', url: '/api/orders/status-counts' }),
      call(other, { method: 'GET', url: `/api/orders/fetch/${order.id}` }),
      patch(order.id, { status: 'Order Cancelled', updatedTimestamp: stamp }, other),
      call(other, {
        method: 'POST',
        url: '/api/orders/export',
        payload: { startDate: '2026-01-01', endDate: '2026-12-31' },
      }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([403, 403, 403, 403, 403, 403]);
    expect((await orderById(db, order.id)).status).toBe('Order Placed');
  });
});
