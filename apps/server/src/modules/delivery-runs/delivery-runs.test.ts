import {
  addDeliveryRunOrdersEndpoint,
  closeDeliveryRunEndpoint,
  createDeliveryRunEndpoint,
  deliverStopEndpoint,
  deliveryReportEndpoint,
  deliveryRunEndpoint,
  indiaDay,
  notDeliveredStopEndpoint,
  removeDeliveryRunOrderEndpoint,
} from '@mandi/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { typedEndpoint } from '../../../test/typed-client';
import { auditEntries, deliveryRuns, deliveryRunsStops, ordersHistory, transactions } from '../../db/schema';
import { fetchPdf, pdfPages } from '../order-documents/order-documents.factories';
import { orderById } from '../orders/orders.factories';
import { createDeliveryOrder } from './delivery-runs.factories';

/**
 * Delivery runs (issue 30): what may go out, who sees which run, the stops' outcomes through
 * the orders' own paths, closing with the cash, the report. Refusals are shown to write nothing.
 */
describe('delivery runs', async () => {
  const { app, call, tokenFor, database } = await createTestApp();
  const db = database.db;
  const today = indiaDay(new Date());
  let dispatcher: string;
  let rider: { token: string; id: number };
  let otherRider: { token: string; id: number };

  const signIn = async (routes: ('delivery' | 'order')[]) => {
    const token = await tokenFor({ routes });
    const me = await call(token, { method: 'POST', url: '/api/admins/me' });
    return { token, id: me.body.id as number };
  };
  const create = (token: string, riderId: number, orderIds: number[]) =>
    typedEndpoint(call, token, createDeliveryRunEndpoint, { body: { date: today, riderId, orderIds } });
  const messageOf = (answer: { body: unknown }) => (answer.body as { message?: string }).message;
  const runCount = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(deliveryRuns))[0]!.n;
  const timelineOf = async (id: number) =>
    (
      await db
        .select()
        .from(ordersHistory)
        .where(eq(ordersHistory.orderId, id))
        .orderBy(asc(ordersHistory.id))
    ).map((entry) => [entry.fromStatus, entry.toStatus, entry.comment]);

  beforeAll(async () => {
    dispatcher = await tokenFor({ routes: ['order', 'delivery'] });
    rider = await signIn(['delivery']);
    otherRider = await signIn(['delivery']);
  });

  it('takes Home Delivery orders out: Out for Delivery, the timeline names run and rider, stops by pincode', async () => {
    const a = await createDeliveryOrder(db, { pincode: '411038' });
    const b = await createDeliveryOrder(db, { pincode: '411001' });
    const answer = await create(dispatcher, rider.id, [a.id, b.id]);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const run = answer.body;
    expect(run).toMatchObject({ status: 'open', riderId: rider.id, stopsCount: 2, pendingCount: 2 });
    expect(run.stops.map((stop) => [stop.orderId, stop.pincode, stop.position])).toEqual([
      [b.id, '411001', 1],
      [a.id, '411038', 2],
    ]);
    expect(run.stops[0]).toMatchObject({ itemsCount: 3, due: 300, orderStatus: 'Out for Delivery' });
    expect((await orderById(db, a.id)).status).toBe('Out for Delivery');
    const riderName = run.riderName;
    expect((await timelineOf(a.id)).at(-1)).toEqual([
      'Order Placed',
      'Out for Delivery',
      `Out for delivery in run #${run.id} with ${riderName}`,
    ]);
    const audit = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.resource, 'delivery-runs'), eq(auditEntries.recordId, String(run.id))));
    expect(audit.map((entry) => entry.action)).toEqual(['create']);
  });

  it.each([
    ['a Store Pickup order', { deliveryType: 'Store Pickup' }, 'is for Store Pickup, not home delivery'],
    ['a cancelled order', { status: 'Order Cancelled' as const }, 'is cancelled'],
    [
      'a delivered order',
      { status: 'Order Delivered' as const },
      'is Order Delivered; only orders in Order Placed can go out in a run',
    ],
  ])('refuses %s with the reason, and writes nothing', async (_, options, reason) => {
    const fine = await createDeliveryOrder(db);
    const refused = await createDeliveryOrder(db, options);
    const before = await runCount();
    const answer = await create(dispatcher, rider.id, [fine.id, refused.id]);
    expect(answer.status).toBe(409);
    expect(messageOf(answer)).toBe(`Order #${refused.id} ${reason}`);
    expect(await runCount()).toBe(before);
    expect((await orderById(db, fine.id)).status).toBe('Order Placed');
    expect(await timelineOf(fine.id)).toEqual([]);
  });

  it('refuses an order already in an open run, naming the run', async () => {
    const order = await createDeliveryOrder(db);
    const first = await create(dispatcher, rider.id, [order.id]);
    const before = await runCount();
    const again = await create(dispatcher, otherRider.id, [order.id]);
    expect(again.status).toBe(409);
    expect(messageOf(again)).toBe(`Order #${order.id} is already in run #${first.body.id}`);
    expect(await runCount()).toBe(before);
  });

  it("a rider's role reads its own runs only: 403 on another rider's run, its sheet and its stops", async () => {
    const order = await createDeliveryOrder(db);
    const theirs = (await create(dispatcher, otherRider.id, [order.id])).body;
    const mine = (await create(dispatcher, rider.id, [(await createDeliveryOrder(db)).id])).body;
    const read = (token: string, id: number) =>
      typedEndpoint(call, token, deliveryRunEndpoint, { params: { id } });
    expect((await read(rider.token, theirs.id)).status).toBe(403);
    expect((await read(rider.token, mine.id)).status).toBe(200);
    expect((await read(otherRider.token, theirs.id)).status).toBe(200);
    expect(
      (await call(rider.token, { method: 'GET', url: `/api/delivery-runs/${theirs.id}/sheet` })).status,
    ).toBe(403);
    const stopId = theirs.stops[0]!.id;
    const deliver = await typedEndpoint(call, rider.token, deliverStopEndpoint, {
      params: { id: theirs.id, stopId },
      body: { amountCollected: 300 },
    });
    expect(deliver.status).toBe(403);
    expect((await orderById(db, order.id)).status).toBe('Out for Delivery');
    const list = await call(rider.token, { method: 'GET', url: '/api/delivery-runs?limit=200' });
    expect(list.status).toBe(200);
    expect(new Set(list.body.data.map((row: { riderId: number }) => row.riderId))).toEqual(
      new Set([rider.id]),
    );
    // A rider does not create runs: dispatching is for order staff.
    expect((await create(rider.token, rider.id, [(await createDeliveryOrder(db)).id])).status).toBe(403);
  });

  it('adds orders to an open run and takes one out, back to Order Placed', async () => {
    const run = (await create(dispatcher, rider.id, [(await createDeliveryOrder(db)).id])).body;
    const added = await createDeliveryOrder(db, { pincode: '400001' });
    const answer = await typedEndpoint(call, dispatcher, addDeliveryRunOrdersEndpoint, {
      params: { id: run.id },
      body: { orderIds: [added.id] },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.stops.map((stop) => stop.orderId)).toEqual([added.id, run.stops[0]!.orderId]);
    const removed = await typedEndpoint(call, dispatcher, removeDeliveryRunOrderEndpoint, {
      params: { id: run.id, orderId: added.id },
    });
    expect(removed.status).toBe(200);
    expect(removed.body.stops).toHaveLength(1);
    expect((await orderById(db, added.id)).status).toBe('Order Placed');
    expect((await timelineOf(added.id)).at(-1)).toEqual([
      'Out for Delivery',
      'Order Placed',
      `Taken out of run #${run.id}`,
    ]);
  });

  it('records outcomes, refuses closing with a stop still out, then reconciles the cash', async () => {
    const full = await createDeliveryOrder(db, { units: 3 });
    const short = await createDeliveryOrder(db, { units: 4 });
    const away = await createDeliveryOrder(db, { units: 2 });
    const run = (await create(dispatcher, rider.id, [full.id, short.id, away.id])).body;
    const stopOf = (orderId: number) => run.stops.find((stop) => stop.orderId === orderId)!.id;
    const delivered = (orderId: number, amountCollected: number) =>
      typedEndpoint(call, rider.token, deliverStopEndpoint, {
        params: { id: run.id, stopId: stopOf(orderId) },
        body: { amountCollected },
      });
    const close = (cashHandedIn: number) =>
      typedEndpoint(call, dispatcher, closeDeliveryRunEndpoint, {
        params: { id: run.id },
        body: { cashHandedIn },
      });

    expect((await delivered(full.id, 300)).status).toBe(200);
    const partly = await delivered(short.id, 350.5);
    expect(partly.status).toBe(200);
    expect((await orderById(db, full.id)).status).toBe('Order Delivered');
    expect(await orderById(db, short.id)).toMatchObject({ status: 'Partial Payment', amountReceived: 350.5 });
    const cash = await db.select().from(transactions).where(eq(transactions.orderId, short.id));
    expect(cash.map((row) => [row.amount, row.method, row.kind])).toEqual([[350.5, 'cash', 'payment']]);

    const early = await close(650.5);
    expect(early.status).toBe(409);
    expect(messageOf(early)).toBe('1 stop is still out: mark each delivered or not delivered first');
    expect((await db.select().from(deliveryRuns).where(eq(deliveryRuns.id, run.id)))[0]!.status).toBe('open');

    const back = await typedEndpoint(call, rider.token, notDeliveredStopEndpoint, {
      params: { id: run.id, stopId: stopOf(away.id) },
      body: { reason: 'not at home' },
    });
    expect(back.status).toBe(200);
    expect((await orderById(db, away.id)).status).toBe('Order Placed');
    expect((await timelineOf(away.id)).at(-1)).toEqual([
      'Out for Delivery',
      'Order Placed',
      `Not delivered on run #${run.id}: not at home`,
    ]);

    const closed = await close(640.5);
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body).toMatchObject({
      status: 'closed',
      deliveredCount: 2,
      notDeliveredCount: 1,
      cashCollected: 650.5,
      cashExpected: 650.5,
      cashHandedIn: 640.5,
      difference: -10,
      closedByName: expect.any(String),
    });
    // A closed run cannot change.
    expect((await close(650.5)).status).toBe(409);
    const more = await typedEndpoint(call, dispatcher, addDeliveryRunOrdersEndpoint, {
      params: { id: run.id },
      body: { orderIds: [away.id] },
    });
    expect(more.status).toBe(409);
    expect(messageOf(more)).toBe('This run is closed and cannot change');

    const report = await typedEndpoint(call, dispatcher, deliveryReportEndpoint, {
      query: { from: today, to: today },
    });
    expect(report.status).toBe(200);
    const mine = report.body.riders.find((row) => row.riderId === rider.id)!;
    expect(mine).toMatchObject({ cashExpected: 650.5, cashHandedIn: 640.5, difference: -10 });
    expect(report.body.totals.difference).toBe(-10);
  });

  it('counts the cash of open runs as with the rider, and the first-attempt share', async () => {
    const someone = await signIn(['delivery']);
    const a = await createDeliveryOrder(db, { units: 1 });
    const b = await createDeliveryOrder(db, { units: 1 });
    const run = (await create(dispatcher, someone.id, [a.id, b.id])).body;
    await typedEndpoint(call, someone.token, deliverStopEndpoint, {
      params: { id: run.id, stopId: run.stops[0]!.id },
      body: { amountCollected: 100 },
    });
    const report = await typedEndpoint(call, dispatcher, deliveryReportEndpoint, { query: {} });
    expect(report.body.riders.find((row) => row.riderId === someone.id)).toMatchObject({
      runs: 1,
      openRuns: 1,
      cashWithRider: 100,
      cashExpected: 0,
    });
    const stops = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(deliveryRunsStops)
      .where(sql`${deliveryRunsStops.outcome} <> 'pending'`);
    expect(report.body.firstAttempt.orders).toBeLessThanOrEqual(stops[0]!.n);
    expect(report.body.firstAttempt.delivered).toBeGreaterThan(0);
  });

  it('prints the run sheet: stops with the cash to collect and a signature column, then the pick list', async () => {
    const order = await createDeliveryOrder(db, { units: 2, pincode: '411045' });
    const run = (await create(dispatcher, rider.id, [order.id])).body;
    const { response, bytes } = await fetchPdf(app, rider.token, {
      url: `/api/delivery-runs/${run.id}/sheet`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const pages = await pdfPages(bytes);
    expect(pages[0]).toContain(`DELIVERY RUN #${run.id}`);
    expect(pages[0]).toContain('Signature');
    expect(pages[0]).toContain('411045');
    expect(pages[0]).toContain('200.00');
    expect(pages[1]).toContain('PICK LIST');
  });
});
