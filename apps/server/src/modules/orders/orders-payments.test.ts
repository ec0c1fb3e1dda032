import {
  cashToCollectEndpoint,
  ORDER_STATUSES,
  type OrderStatus,
  orderPaymentEndpoint,
  orderRefundEndpoint,
  transactions as transactionDef,
} from '@mandi/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { typedCall, typedEndpoint } from '../../../test/typed-client';
import { auditEntries, orders, ordersHistory, transactions } from '../../db/schema';
import { createOrderWithLines, createStockedVariation, orderById } from './orders.factories';

/**
 * Payments and refunds (issue 26): the calls, the generic /transactions counting the same, and
 * delivery collecting the cash. Every refusal is shown to change nothing.
 */
describe('order payments and refunds', async () => {
  const { call, tokenFor, database } = await createTestApp();
  const db = database.db;
  let token: string;

  const pay = (id: number, body: Record<string, unknown>) =>
    typedEndpoint(call, token, orderPaymentEndpoint, { params: { id }, body: body as never });
  const refund = (id: number, body: Record<string, unknown>) =>
    typedEndpoint(call, token, orderRefundEndpoint, { params: { id }, body: body as never });
  const patch = async (id: number, payload: Record<string, unknown>) =>
    call(token, {
      method: 'PATCH',
      url: `/api/orders/${id}`,
      payload: { updatedTimestamp: (await orderById(db, id)).updatedTimestamp.toISOString(), ...payload },
    });
  const fetchOrder = async (id: number) =>
    (await call(token, { method: 'GET', url: `/api/orders/fetch/${id}` })).body;

  /** A cash-on-delivery order of `units` at ₹100 each (one line), in this status. */
  const orderOf = async (status: OrderStatus, units = 5) => {
    const { product, variation } = await createStockedVariation(db, { manageStock: false });
    const lines = [{ productId: product.id, productsVariationId: variation.id, quantity: units }];
    return createOrderWithLines(db, { status, lines });
  };

  /** Everything a payment write touches on one order, to show a refusal wrote nothing. */
  const writtenFor = async (id: number) => {
    const [order, paid, history, audit] = await Promise.all([
      orderById(db, id),
      db.select().from(transactions).where(eq(transactions.orderId, id)).orderBy(asc(transactions.id)),
      db.select().from(ordersHistory).where(eq(ordersHistory.orderId, id)),
      db
        .select({ count: sql<number>`count(*)::int` })
        .from(auditEntries)
        .where(and(eq(auditEntries.resource, 'orders'), eq(auditEntries.recordId, String(id)))),
    ]);
    return { order, paid, history: history.length, audit: audit[0]!.count };
  };
  const timelineOf = async (id: number) =>
    (
      await db
        .select()
        .from(ordersHistory)
        .where(eq(ordersHistory.orderId, id))
        .orderBy(asc(ordersHistory.at), asc(ordersHistory.id))
    ).map((entry) => [entry.fromStatus, entry.toStatus, entry.comment]);

  beforeAll(async () => {
    token = await tokenFor({ routes: ['order'] });
  });

  describe('POST /api/orders/{id}/payments', () => {
    it('records a payment: the transaction, received from the sums, the timeline, the audit; answers the order', async () => {
      const order = await orderOf('Order Placed', 5);
      const answer = await pay(order.id, {
        amount: 120.5,
        method: 'upi',
        reference: 'UPI-4471',
        note: 'At the door',
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      expect(answer.body).toMatchObject({
        id: order.id,
        amountReceived: 120.5,
        paymentBadge: 'Part paid',
        money: { owed: 500, received: 120.5, refunded: 0, due: 379.5, refundDue: 0, badge: 'Part paid' },
      });
      expect(answer.body.payments).toHaveLength(1);
      expect(answer.body.payments[0]).toMatchObject({
        kind: 'payment',
        method: 'upi',
        amount: 120.5,
        txnid: 'UPI-4471',
        status: 'success',
        note: 'At the door',
      });
      expect(answer.body.payments[0]!.createdByName).toMatch(/^Test Admin/);
      expect(answer.body.history.at(-1)).toMatchObject({
        fromStatus: 'Order Placed',
        toStatus: 'Order Placed',
        comment: 'Payment of ₹120.50 by UPI recorded: At the door',
      });
      const audit = await db
        .select()
        .from(auditEntries)
        .where(eq(auditEntries.recordId, String(order.id)));
      expect(audit.some((entry) => entry.resource === 'orders')).toBe(true);

      // A second payment adds up from the transactions, to the paisa.
      const second = await pay(order.id, { amount: 0.1, method: 'cash' });
      const third = await pay(order.id, { amount: 0.2, method: 'cash' });
      expect(second.status).toBe(201);
      expect(third.body.amountReceived).toBe(120.8);
      expect((await orderById(db, order.id)).amountReceived).toBe(120.8);
    });

    it('refuses, changing nothing: a bad amount, an unknown method, a cancelled order, a cart, a reference taken, no such order', async () => {
      const order = await orderOf('Order Placed', 3);
      await pay(order.id, { amount: 50, method: 'card', reference: 'CARD-1' });
      const cancelled = await orderOf('Order Cancelled', 1);
      const cart = await orderOf('In Cart', 1);
      const cases: [number, Record<string, unknown>, number, string][] = [
        [order.id, { amount: 0, method: 'cash' }, 400, 'Please enter an amount above ₹0'],
        [order.id, { amount: -5, method: 'cash' }, 400, 'Please enter an amount above ₹0'],
        [order.id, { amount: 10.005, method: 'cash' }, 400, 'At most 2 decimals'],
        [
          order.id,
          { amount: 10, method: 'cheque' },
          400,
          'Please choose a method: cash, UPI, card, online or bank transfer',
        ],
        [
          order.id,
          { amount: 10, method: 'cash', reference: 'card-1' },
          409,
          'A payment with this transaction id already exists',
        ],
        [cancelled.id, { amount: 10, method: 'cash' }, 409, 'A cancelled order takes no payment'],
        [cart.id, { amount: 10, method: 'cash' }, 409, 'An order still in the cart takes no payment'],
      ];
      for (const [id, body, status, message] of cases) {
        const before = await writtenFor(id);
        const answer = await pay(id, body);
        expect(answer.status, JSON.stringify(body)).toBe(status);
        expect(JSON.stringify(answer.body), JSON.stringify(body)).toContain(message);
        expect(await writtenFor(id)).toEqual(before);
      }
      const missing = await pay(99_999_999, { amount: 10, method: 'cash' });
      expect(missing.status).toBe(404);
      expect((missing.body as unknown as { message: string }).message).toBe('Order 99999999 not found');
    });
  });

  describe('POST /api/orders/{id}/refunds', () => {
    it('records a refund with its reason: received and refunded from the sums; more than received is refused, changing nothing', async () => {
      const order = await orderOf('Order Placed', 5);
      await pay(order.id, { amount: 500, method: 'online' });
      const answer = await refund(order.id, { amount: 62, method: 'cash', reason: 'Milk was spoilt' });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      expect(answer.body).toMatchObject({
        amountReceived: 438,
        amountRefunded: 62,
        money: { received: 438, refunded: 62, due: 62, badge: 'Part paid' },
      });
      expect(answer.body.payments.at(-1)).toMatchObject({
        kind: 'refund',
        method: 'cash',
        amount: 62,
        note: 'Milk was spoilt',
      });
      expect(answer.body.history.at(-1)!.comment).toBe('Refund of ₹62.00 by cash: Milk was spoilt');

      const cases: [Record<string, unknown>, number, string][] = [
        [
          { amount: 438.01, method: 'cash', reason: 'Too much' },
          409,
          'A refund can be at most what was received: ₹438.00',
        ],
        [{ amount: 10, method: 'cash', reason: '' }, 400, 'Please enter the reason for the refund'],
        [{ amount: 10, method: 'cash' }, 400, 'Please enter the reason for the refund'],
        [{ amount: 0, method: 'cash', reason: 'Nothing' }, 400, 'Please enter an amount above ₹0'],
      ];
      for (const [body, status, message] of cases) {
        const before = await writtenFor(order.id);
        const refused = await refund(order.id, body);
        expect(refused.status, JSON.stringify(body)).toBe(status);
        expect(JSON.stringify(refused.body)).toContain(message);
        expect(await writtenFor(order.id)).toEqual(before);
      }
      expect((await refund(99_999_999, { amount: 1, method: 'cash', reason: 'x' })).status).toBe(404);

      // All of it back: a cancelled order may refund what it took.
      const cancelled = await orderOf('Order Placed', 2);
      await pay(cancelled.id, { amount: 200, method: 'upi' });
      await patch(cancelled.id, { status: 'Order Cancelled' });
      expect((await fetchOrder(cancelled.id)).money).toMatchObject({ refundDue: 200, badge: 'Refund due' });
      const back = await refund(cancelled.id, { amount: 200, method: 'upi', reason: 'Order cancelled' });
      expect(back.status).toBe(201);
      expect(back.body.money).toMatchObject({ received: 0, refunded: 200, refundDue: 0, badge: null });
    });
  });

  describe('the generic /api/transactions', () => {
    it('a successful transaction posted, changed or deleted there counts in its order as a payment recorded on it', async () => {
      const order = await orderOf('Order Placed', 4);
      const other = await orderOf('Order Placed', 1);
      const api = typedCall(call, token, transactionDef);
      const posted = await api.create({
        orderId: order.id,
        txnid: 'PAYU-77',
        status: 'success',
        amount: 150,
      });
      expect(posted.status, JSON.stringify(posted.body)).toBe(201);
      expect((await orderById(db, order.id)).amountReceived).toBe(150);
      expect((await timelineOf(order.id)).at(-1)).toEqual([
        'Order Placed',
        'Order Placed',
        'Payment of ₹150.00 recorded (PAYU-77)',
      ]);
      // Pending money is not received: nothing moves, no timeline entry.
      const before = await writtenFor(order.id);
      const pending = await api.create({
        orderId: order.id,
        txnid: 'PAYU-78',
        status: 'pending',
        amount: 250,
      });
      expect(pending.status).toBe(201);
      expect((await writtenFor(order.id)).order.amountReceived).toBe(150);
      expect((await writtenFor(order.id)).history).toBe(before.history);
      // The gateway says it succeeded after all.
      await api.update(pending.body.id, { status: 'success' });
      expect((await orderById(db, order.id)).amountReceived).toBe(400);
      // A refund posted there counts as one; above what was received it is refused.
      const back = await api.create({
        orderId: order.id,
        txnid: 'RF-1',
        status: 'success',
        amount: 40,
        kind: 'refund',
        method: 'upi',
      });
      expect(back.status).toBe(201);
      expect(await orderById(db, order.id)).toMatchObject({ amountReceived: 360, amountRefunded: 40 });
      const tooMuch = await api.create({
        orderId: order.id,
        txnid: 'RF-2',
        status: 'success',
        amount: 361,
        kind: 'refund',
      });
      expect(tooMuch.status).toBe(409);
      // Moved to another order: both follow.
      await api.update(posted.body.id, { orderId: other.id });
      expect((await orderById(db, order.id)).amountReceived).toBe(210);
      expect((await orderById(db, other.id)).amountReceived).toBe(150);
      // Deleted: gone from the order's received.
      expect((await api.remove(posted.body.id)).status).toBe(200);
      expect((await orderById(db, other.id)).amountReceived).toBe(0);
      expect((await timelineOf(other.id)).at(-1)![2]).toBe('Transaction (PAYU-77) of ₹150.00 deleted');
    });
  });

  describe('delivering collects', () => {
    it('COD: less than due → Partial Payment with the due on the timeline; the rest recorded → Order Delivered', async () => {
      const order = await orderOf('Out for Delivery', 5);
      const delivered = await patch(order.id, { status: 'Order Delivered', amountCollected: 300 });
      expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);
      expect(delivered.body).toMatchObject({
        status: 'Partial Payment',
        amountReceived: 300,
        money: { due: 200, badge: 'Part paid' },
      });
      expect(delivered.body.payments[0]).toMatchObject({ kind: 'payment', method: 'cash', amount: 300 });
      expect((await timelineOf(order.id)).at(-1)).toEqual([
        'Out for Delivery',
        'Partial Payment',
        '₹300.00 collected in cash; ₹200.00 due',
      ]);
      const stamp = (await orderById(db, order.id)).updatedTimestamp;
      const rest = await pay(order.id, { amount: 200, method: 'upi' });
      expect(rest.status).toBe(201);
      expect(rest.body).toMatchObject({
        status: 'Order Delivered',
        money: { due: 0, badge: 'Paid' },
        paid: true,
      });
      expect((await timelineOf(order.id)).at(-1)).toEqual([
        'Partial Payment',
        'Order Delivered',
        'Payment of ₹200.00 by UPI recorded; nothing left to collect',
      ]);
      // The move made an edit loaded before it stale.
      expect((await orderById(db, order.id)).updatedTimestamp.getTime()).toBeGreaterThan(stamp.getTime());
    });

    it('COD: all of it collected → Order Delivered; online and paid: no cash asked', async () => {
      const cod = await orderOf('Out for Delivery', 2);
      const all = await patch(cod.id, { status: 'Order Delivered', amountCollected: 200 });
      expect(all.body).toMatchObject({
        status: 'Order Delivered',
        amountReceived: 200,
        paymentBadge: 'Paid',
      });
      const online = await orderOf('Out for Delivery', 2);
      await db.update(orders).set({ paymentMethod: 'online' }).where(eq(orders.id, online.id));
      await pay(online.id, { amount: 200, method: 'online' });
      const done = await patch(online.id, { status: 'Order Delivered' });
      expect(done.body).toMatchObject({ status: 'Order Delivered', amountReceived: 200 });
      expect(done.body.payments).toHaveLength(1);
      // Online but unpaid: delivered with the due shown, nothing invented.
      const unpaid = await orderOf('Out for Delivery', 1);
      await db.update(orders).set({ paymentMethod: 'online' }).where(eq(orders.id, unpaid.id));
      expect((await patch(unpaid.id, { status: 'Order Delivered' })).body).toMatchObject({
        status: 'Partial Payment',
        money: { due: 100 },
      });
    });

    it('refuses, changing nothing: COD without the cash collected, more than due, cash on another move', async () => {
      const order = await orderOf('Out for Delivery', 5);
      const placed = await orderOf('Order Placed', 1);
      const cases: [number, Record<string, unknown>, string][] = [
        [order.id, { status: 'Order Delivered' }, 'Please enter the cash collected'],
        [
          order.id,
          { status: 'Order Delivered', amountCollected: 500.01 },
          'The cash collected can be at most what is due: ₹500.00',
        ],
        [
          order.id,
          { status: 'Order Delivered', amountCollected: -1 },
          'Please enter the cash collected (0 or more)',
        ],
        [
          order.id,
          { status: 'Order Cancelled', amountCollected: 10 },
          'Cash collected is recorded only when the order is delivered',
        ],
        [
          placed.id,
          { status: 'Order Placed', note: 'x', amountCollected: 10 },
          'Cash collected is recorded only when the order is delivered',
        ],
      ];
      for (const [id, payload, message] of cases) {
        const before = await writtenFor(id);
        const answer = await patch(id, payload);
        expect(answer.status, JSON.stringify(payload)).toBe(400);
        expect(answer.body.message).toBe(message);
        expect(answer.body.errors?.[0]?.field).toBe('amountCollected');
        expect(await writtenFor(id)).toEqual(before);
      }
      // Nothing collected at all is an answer too: the whole grand total stays due.
      const none = await patch(order.id, { status: 'Order Delivered', amountCollected: 0 });
      expect(none.body).toMatchObject({ status: 'Partial Payment', money: { due: 500 }, payments: [] });
      expect((await timelineOf(order.id)).at(-1)![2]).toBe('No cash collected; ₹500.00 due');
    });
  });

  describe('at the same time', () => {
    it('payments, a generic transaction and a move at once on one order all land (PGlite here; PostgreSQL in CI)', async () => {
      const order = await orderOf('Order Placed', 10);
      const stamp = (await orderById(db, order.id)).updatedTimestamp.toISOString();
      const api = typedCall(call, token, transactionDef);
      // Six payments of 25.25 to 150.25 (525.75 together), a gateway record of 49.75 and a move.
      const amounts = [25.25, 50.25, 75.25, 100.25, 125.25, 149.5];
      const answers = await Promise.all([
        ...amounts.map((amount, i) => pay(order.id, { amount, method: i % 2 ? 'upi' : 'cash' })),
        api.create({ orderId: order.id, txnid: `TOGETHER-${order.id}`, status: 'success', amount: 49.75 }),
        call(token, {
          method: 'PATCH',
          url: `/api/orders/${order.id}`,
          payload: { status: 'Out for Delivery', updatedTimestamp: stamp },
        }),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([...amounts.map(() => 201), 201, 200]);
      const after = await orderById(db, order.id);
      expect(after).toMatchObject({ status: 'Out for Delivery', amountReceived: 575.5 });
      const counted = await db
        .select({ sum: sql<string>`sum(${transactions.amount})` })
        .from(transactions)
        .where(and(eq(transactions.orderId, order.id), eq(transactions.status, 'success')));
      expect(Number(counted[0]!.sum)).toBe(575.5);
      // Each payment counted on top of the one before it, none from a stale sum: the order's audit
      // steps of received chain from 0 to the total.
      const entries = await db
        .select({ changes: auditEntries.changes })
        .from(auditEntries)
        .where(and(eq(auditEntries.resource, 'orders'), eq(auditEntries.recordId, String(order.id))));
      const steps = entries
        .flatMap((entry) => entry.changes as { field: string; before: unknown; after: unknown }[])
        .filter((change) => change.field === 'amountReceived')
        .map((change) => [Number(change.before), Number(change.after)] as const)
        .sort((a, b) => a[0] - b[0]);
      let reached = 0;
      for (const [before, after] of steps) {
        expect(before).toBe(reached);
        reached = after;
      }
      expect(steps).toHaveLength(7);
      expect(reached).toBe(575.5);
      // The timeline has each payment once.
      expect(
        (await timelineOf(order.id)).filter(([, , comment]) => comment?.startsWith('Payment of')),
      ).toHaveLength(7);
    });
  });

  describe('the OpenAPI document', () => {
    it('declares the payment calls and the payments, refunds and money of one order', async () => {
      const doc = (await call(null, { method: 'GET', url: '/api/docs/json' })).body;
      expect(doc.paths['/api/orders/{id}/payments'].post.operationId).toBe('recordOrderPayment');
      expect(doc.paths['/api/orders/{id}/refunds'].post.operationId).toBe('recordOrderRefund');
      expect(doc.paths['/api/orders/cash-to-collect'].get.operationId).toBe('cashToCollect');
      const text = JSON.stringify(doc.paths['/api/orders/fetch/{id}'].get.responses['200']);
      const detail = text.includes('$ref') ? JSON.stringify(doc.components.schemas) : text;
      for (const field of ['createdByName', 'refundDue', 'paymentBadge', 'amountRefunded', 'returnedAmount'])
        expect(detail, field).toContain(`"${field}"`);
    });
  });

  describe('the figures follow', () => {
    it('cash to collect follows the orders out and partly paid, to the paisa', async () => {
      const cash = async () => (await typedEndpoint(call, token, cashToCollectEndpoint, {})).body;
      const before = await cash();
      /** What changed since `before`: paise and orders. */
      const change = async () => {
        const now = await cash();
        return { paise: Math.round((now.amount - before.amount) * 100), orders: now.orders - before.orders };
      };
      const order = await orderOf('Out for Delivery', 3);
      expect(await change()).toEqual({ paise: 30_000, orders: 1 });
      await patch(order.id, { status: 'Order Delivered', amountCollected: 100.25 });
      expect(await change()).toEqual({ paise: 19_975, orders: 1 });
      await pay(order.id, { amount: 199.75, method: 'cash' });
      expect(await change()).toEqual({ paise: 0, orders: 0 });
      const other = await tokenFor({ routes: ['faq'] });
      expect((await typedEndpoint(call, other, cashToCollectEndpoint, {})).status).toBe(403);
    });

    it('per-status counts stay true through delivery to Partial Payment and the payment that delivers', async () => {
      const order = await orderOf('Out for Delivery', 3);
      await patch(order.id, { status: 'Order Delivered', amountCollected: 100 });
      await pay(order.id, { amount: 200, method: 'cash' });
      const kept = await call(token, { method: 'GET', url: '/api/orders/status-counts' });
      const direct = (await db.execute(
        sql`select status, count(*)::int as count from orders group by status`,
      )) as unknown as {
        rows: { status: OrderStatus; count: number }[];
      };
      const byStatus = new Map(direct.rows.map((row) => [row.status, row.count]));
      expect(kept.body.data).toEqual(
        ORDER_STATUSES.map((status) => ({ status, count: byStatus.get(status) ?? 0 })),
      );
    });
  });
});
