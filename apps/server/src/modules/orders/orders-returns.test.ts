import {
  financialYearOf,
  type OrderReturnRequest,
  type OrderStatus,
  orderPaymentEndpoint,
  orderReturnEndpoint,
  RETURN_MESSAGES,
} from '@mandi/domain';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { typedEndpoint } from '../../../test/typed-client';
import {
  auditEntries,
  orders,
  ordersCreditNotes,
  ordersHistory,
  ordersProducts,
  ordersReturns,
  ordersReturnsLines,
  productsVariations,
  transactions,
} from '../../db/schema';
import { rebuildRollups } from '../dashboard/rollups.repository';
import {
  createInvoiceWorld,
  createPricedOrder,
  fetchPdf,
  pdfPages,
} from '../order-documents/order-documents.factories';
import { refreshSalesFigures } from '../sales-figures/sales-figures';
import { refreshCustomerTotals } from '../users/customer-totals.repository';
import { afterOrdersWritten } from './orders-written';

describe('POST /api/orders/{id}/returns', async () => {
  const { app, call, tokenFor, database } = await createTestApp();
  const db = database.db;
  let token: string;
  let world: Awaited<ReturnType<typeof createInvoiceWorld>>;
  const year = financialYearOf(new Date()).code;

  beforeAll(async () => {
    token = await tokenFor({ routes: ['order'] });
    world = await createInvoiceWorld(db);
    // Atta and ghee have their stock managed; basmati's is not.
    for (const item of [world.atta, world.ghee])
      await db
        .update(productsVariations)
        .set({ manageStock: true, stockQuantity: 50 })
        .where(eq(productsVariations.id, item.productsVariationId));
  });

  type Item = typeof world.atta;
  /**
   * A delivered order as the placement prices it (GST inside), with the kept figures
   * following, invoiced when asked (in Maharashtra, the store's state, unless `stateId`), and
   * paid `paid` in cash.
   */
  const deliveredOrder = async (options: {
    lines: { item: Item; quantity: number }[];
    status?: OrderStatus;
    invoiced?: boolean;
    stateId?: number;
    paid?: number;
  }) => {
    const order = await createPricedOrder(db, world, {
      status: options.status ?? 'Order Delivered',
      stateId: options.stateId ?? world.maharashtra.id,
      lines: options.lines,
    });
    await afterOrdersWritten(db, [
      { orderId: order.id, userId: order.userId, fromStatus: null, toStatus: order.status },
    ]);
    if (options.invoiced !== false) {
      const { response } = await fetchPdf(app, token, { url: `/api/orders/${order.id}/invoice` });
      expect(response.statusCode).toBe(200);
    }
    if (options.paid) {
      const paid = await typedEndpoint(call, token, orderPaymentEndpoint, {
        params: { id: order.id },
        body: { amount: options.paid, method: 'cash' },
      });
      expect(paid.status, JSON.stringify(paid.body)).toBe(201);
    }
    return order;
  };
  const returnItems = (id: number, body: OrderReturnRequest) =>
    typedEndpoint(call, token, orderReturnEndpoint, { params: { id }, body });
  const line = (item: Item, quantity: number, restock = true) => ({
    productsVariationId: item.productsVariationId,
    quantity,
    restock,
  });
  const stockOf = async (item: Item) =>
    (
      await db
        .select({ stockQuantity: productsVariations.stockQuantity })
        .from(productsVariations)
        .where(eq(productsVariations.id, item.productsVariationId))
    )[0]!.stockQuantity;
  const notesOf = (orderId: number) =>
    db
      .select()
      .from(ordersCreditNotes)
      .where(eq(ordersCreditNotes.orderId, orderId))
      .orderBy(asc(ordersCreditNotes.id));
  const pdfText = async (url: string) => {
    const { response, bytes } = await fetchPdf(app, token, { url });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    return (await pdfPages(bytes)).join(' ');
  };
  /** Everything a return writes, read to check a refusal changed nothing. */
  const snapshot = async (orderId: number) => ({
    order: (await db.select().from(orders).where(eq(orders.id, orderId)))[0],
    lines: await db.select().from(ordersProducts).where(eq(ordersProducts.orderId, orderId)),
    stock: [await stockOf(world.atta), await stockOf(world.ghee)],
    transactions: await db.select().from(transactions).where(eq(transactions.orderId, orderId)),
    returns: await db.select().from(ordersReturns).where(eq(ordersReturns.orderId, orderId)),
    notes: await notesOf(orderId),
    history: await db.select().from(ordersHistory).where(eq(ordersHistory.orderId, orderId)),
    audit: (await db.select({ n: count() }).from(auditEntries))[0]!.n,
  });

  it('takes back a restocked and a damaged line with a refund: figures, stock, credit note, timeline, audit', async () => {
    // 2 × atta ₹262.50 (5%) + 1 × ghee ₹560.00 (12%) = ₹1,085.00, paid in full.
    const order = await deliveredOrder({
      lines: [
        { item: world.atta, quantity: 2 },
        { item: world.ghee, quantity: 1 },
      ],
      paid: 1085,
    });
    const [atta, ghee] = [await stockOf(world.atta), await stockOf(world.ghee)];
    const answer = await returnItems(order.id, {
      lines: [line(world.atta, 1), line(world.ghee, 1, false)],
      reason: 'spoilt',
      refund: { amount: 822.5, method: 'cash' },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const detail = answer.body;
    expect(detail).toMatchObject({
      status: 'Order Delivered',
      returnedAmount: 822.5,
      amountReceived: 262.5,
      amountRefunded: 822.5,
      money: { owed: 262.5, received: 262.5, due: 0, refundDue: 0, badge: 'Paid' },
    });
    expect(detail.lines.map((l) => [l.quantity, l.returnedQuantity, l.returnedSubTotal])).toEqual([
      [2, 1, 262.5],
      [1, 1, 560],
    ]);
    const refund = detail.payments.find((payment) => payment.kind === 'refund')!;
    expect(refund).toMatchObject({ amount: 822.5, method: 'cash', status: 'success', note: 'spoilt' });
    expect(detail.returns).toEqual([
      expect.objectContaining({
        reason: 'spoilt',
        amount: 822.5,
        refundTransactionId: refund.id,
        creditNoteSerial: expect.stringMatching(new RegExp(`^CN/${year}/\\d{6}$`)),
        lines: [
          expect.objectContaining({
            name: 'Aashirvaad Atta 5 kg',
            quantity: 1,
            restock: true,
            subTotal: 262.5,
            taxedAmount: 12.5,
          }),
          expect.objectContaining({
            name: 'Amul Ghee 1 l',
            quantity: 1,
            restock: false,
            subTotal: 560,
            taxedAmount: 60,
          }),
        ],
      }),
    ]);
    expect(detail.history.at(-1)).toMatchObject({
      fromStatus: 'Order Delivered',
      toStatus: 'Order Delivered',
      comment:
        'Returned 1 × Aashirvaad Atta 5 kg, 1 × Amul Ghee 1 l (damaged): spoilt; refund ₹822.50 by cash',
    });
    // Restocked back on the shelf; damaged written off.
    expect(await stockOf(world.atta)).toBe(atta + 1);
    expect(await stockOf(world.ghee)).toBe(ghee);
    const [stored] = await db.select().from(orders).where(eq(orders.id, order.id));
    expect(stored!.updatedBy).not.toBeNull();
    expect(stored!.updatedTimestamp.getTime()).toBeGreaterThan(order.updatedTimestamp.getTime());

    const [, note] = (await call(token, { method: 'GET', url: `/api/orders/${order.id}/documents` })).body
      .items;
    expect(note).toMatchObject({ kind: 'credit-note', amount: 822.5 });
    const text = await pdfText(`/api/orders/${order.id}/credit-notes/${note.serial.replaceAll('/', '-')}`);
    expect(text).toContain(`Credit Note No: ${note.serial}`);
    expect(text).toContain('Reason: Goods returned: spoilt');
    // Intra-state: CGST + SGST at half the rate each.
    expect(text).toMatch(/Aashirvaad Atta - 5 kg 1101 1 NOS 262\.50 0\.00 250\.00 5% 6\.25 6\.25 262\.50/);
    expect(text).toMatch(/Amul Ghee - 1 l 0405 1 NOS 560\.00 0\.00 500\.00 12% 30\.00 30\.00 560\.00/);
    expect(text).toContain('Total credited ₹822.50');
    expect(text).toContain('by the value and tax of the goods returned');

    const entries = await db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.resource, 'orders'), eq(auditEntries.recordId, String(order.id))))
      .orderBy(asc(auditEntries.id));
    expect(entries.at(-1)!.changes).toEqual(
      expect.arrayContaining([
        { field: 'returnedAmount', before: 0, after: 822.5 },
        { field: 'amountReceived', before: 1085, after: 262.5 },
        { field: 'creditNote', before: null, after: note.serial },
      ]),
    );
  });

  it('refuses, changing nothing: other statuses, unknown order, a product not on the order, too many, a refund above received, a bad body', async () => {
    const placed = await deliveredOrder({
      status: 'Order Placed',
      lines: [{ item: world.atta, quantity: 1 }],
    });
    const order = await deliveredOrder({ lines: [{ item: world.atta, quantity: 3 }], paid: 100 });
    const first = await returnItems(order.id, { lines: [line(world.atta, 1)], reason: 'torn bag' });
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const before = await snapshot(order.id);
    const beforePlaced = await snapshot(placed.id);

    const cases: [number, OrderReturnRequest, number, string][] = [
      [placed.id, { lines: [line(world.atta, 1)], reason: 'x' }, 409, RETURN_MESSAGES.status('Order Placed')],
      [
        order.id,
        { lines: [line(world.ghee, 1)], reason: 'x' },
        400,
        RETURN_MESSAGES.notOnOrder(world.ghee.productsVariationId),
      ],
      [
        order.id,
        { lines: [line(world.atta, 3)], reason: 'x' },
        409,
        'Only 2 of Aashirvaad Atta 5 kg can still be returned; 3 asked',
      ],
      [
        order.id,
        { lines: [line(world.atta, 1)], reason: 'x', refund: { amount: 100.01, method: 'upi' } },
        409,
        'A refund can be at most what was received: ₹100.00',
      ],
      [order.id, { lines: [line(world.atta, 1)], reason: ' ' }, 400, 'Please enter why the items came back'],
    ];
    for (const [id, body, status, message] of cases) {
      const answer = await returnItems(id, body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      expect(JSON.stringify(answer.body)).toContain(message);
    }
    const missing = await returnItems(2_000_000, { lines: [line(world.atta, 1)], reason: 'x' });
    expect(missing.status).toBe(404);
    expect(await snapshot(order.id)).toEqual(before);
    expect(await snapshot(placed.id)).toEqual(beforePlaced);
  });

  it('credits IGST between states; numbers notes consecutively; the notes of a fully returned line equal the invoice line', async () => {
    // 3 × basmati ₹150.00 (5%) to Karnataka: IGST. ₹450.00 → taxable 428.57, IGST 21.43.
    const order = await deliveredOrder({
      lines: [{ item: world.basmati, quantity: 3 }],
      stateId: world.karnataka.id,
    });
    for (const quantity of [1, 1, 1]) {
      const answer = await returnItems(order.id, {
        lines: [line(world.basmati, quantity)],
        reason: 'weevils',
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    }
    const notes = await notesOf(order.id);
    const numbers = notes.map((note) => note.number);
    expect(numbers).toEqual([numbers[0], numbers[0]! + 1, numbers[0]! + 2]);
    for (const note of notes) expect(note.serial).toBe(`CN/${year}/${String(note.number).padStart(6, '0')}`);
    const lines = notes.map((note) => note.document.lines[0]!);
    expect(lines.map((l) => [l.amount, l.taxableValue, l.igst, l.cgst, l.sgst])).toEqual([
      [150, 142.86, 7.14, 0, 0],
      [150, 142.86, 7.14, 0, 0],
      [150, 142.85, 7.15, 0, 0],
    ]);
    const paise = (pick: (l: (typeof lines)[number]) => number) =>
      lines.reduce((sum, l) => sum + Math.round(pick(l) * 100), 0);
    expect([paise((l) => l.amount), paise((l) => l.taxableValue), paise((l) => l.igst)]).toEqual([
      45000, 42857, 2143,
    ]);
    const again = await returnItems(order.id, { lines: [line(world.basmati, 1)], reason: 'x' });
    expect((again.body as unknown as { message: string }).message).toBe(
      'Nothing more of बासमती चावल 1 kg can be returned: all of it was returned before',
    );
    // An order never invoiced gets no credit note.
    const plain = await deliveredOrder({ lines: [{ item: world.basmati, quantity: 1 }], invoiced: false });
    const answer = await returnItems(plain.id, { lines: [line(world.basmati, 1)], reason: 'x' });
    expect(answer.status).toBe(201);
    expect(answer.body.returns[0]!.creditNoteSerial).toBeNull();
    expect(await notesOf(plain.id)).toEqual([]);
  });

  it('a cancellation after a return credits only the rest and restocks only what the customer kept', async () => {
    // Partial Payment: ₹1,085.00 owed, ₹200.00 received.
    const order = await deliveredOrder({
      status: 'Partial Payment',
      lines: [
        { item: world.atta, quantity: 2 },
        { item: world.ghee, quantity: 1 },
      ],
      paid: 200,
    });
    const returned = await returnItems(order.id, {
      lines: [line(world.atta, 1), line(world.ghee, 1, false)],
      reason: 'spoilt',
    });
    expect(returned.status, JSON.stringify(returned.body)).toBe(201);
    expect(returned.body).toMatchObject({ status: 'Partial Payment', money: { owed: 262.5, due: 62.5 } });
    const atta = await stockOf(world.atta);
    const ghee = await stockOf(world.ghee);
    const cancelled = await call(token, {
      method: 'PATCH',
      url: `/api/orders/${order.id}`,
      payload: { status: 'Order Cancelled', updatedTimestamp: returned.body.updatedTimestamp },
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    // The one atta the customer kept comes back; the returned atta was restocked already, the ghee written off.
    expect(await stockOf(world.atta)).toBe(atta + 1);
    expect(await stockOf(world.ghee)).toBe(ghee);

    const [invoiceRow] = (await call(token, { method: 'GET', url: `/api/orders/${order.id}/documents` })).body
      .items;
    const notes = await notesOf(order.id);
    expect(notes.map((note) => [note.returnId !== null, note.document.covers])).toEqual([
      [true, 'returned goods'],
      [false, 'rest of invoice'],
    ]);
    const rest = notes[1]!.document;
    expect(rest.lines.map((l) => [l.description, l.quantity, l.amount])).toEqual([
      ['Aashirvaad Atta - 5 kg', 1, 262.5],
    ]);
    const total = notes.reduce((sum, note) => sum + Math.round(note.document.totals.grandTotal * 100), 0);
    expect(total).toBe(Math.round(invoiceRow.amount * 100));
    const text = await pdfText(`/api/orders/${order.id}/credit-note`);
    expect(text).toContain('not credited by its earlier credit notes');
  });

  it('a return that leaves nothing due moves a Partial Payment order to Order Delivered', async () => {
    const order = await deliveredOrder({
      status: 'Partial Payment',
      lines: [{ item: world.atta, quantity: 2 }],
      paid: 262.5,
    });
    const answer = await returnItems(order.id, { lines: [line(world.atta, 1)], reason: 'not needed' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body).toMatchObject({ status: 'Order Delivered', money: { due: 0, badge: 'Paid' } });
    expect(answer.body.history.at(-1)).toMatchObject({
      fromStatus: 'Partial Payment',
      toStatus: 'Order Delivered',
      comment: 'Returned 1 × Aashirvaad Atta 5 kg: not needed; nothing left to collect',
    });
    const rows = await db
      .select()
      .from(ordersReturnsLines)
      .where(
        inArray(
          ordersReturnsLines.returnId,
          answer.body.returns.map((r) => r.id),
        ),
      );
    expect(rows).toHaveLength(1);
  });

  it('keeps customer totals, product and coupon sales and the dashboard rollups net of returns, equal to a rebuild', async () => {
    const delivered = await deliveredOrder({
      lines: [
        { item: world.atta, quantity: 4 },
        { item: world.ghee, quantity: 2 },
      ],
      paid: 2170,
    });
    const partial = await deliveredOrder({
      status: 'Partial Payment',
      lines: [
        { item: world.basmati, quantity: 2 },
        { item: world.atta, quantity: 1 },
      ],
      paid: 100,
    });
    const whole = await deliveredOrder({ lines: [{ item: world.ghee, quantity: 1 }], paid: 560 });
    const ok = (answer: { status: number; body: unknown }) =>
      expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
    ok(
      await returnItems(delivered.id, {
        lines: [line(world.atta, 1), line(world.ghee, 1, false)],
        reason: 'spoilt',
        refund: { amount: 822.5, method: 'upi' },
      }),
    );
    ok(await returnItems(delivered.id, { lines: [line(world.atta, 2)], reason: 'not needed' }));
    ok(await returnItems(partial.id, { lines: [line(world.basmati, 1)], reason: 'weevils' }));
    ok(
      await returnItems(whole.id, {
        lines: [line(world.ghee, 1)],
        reason: 'wrong item',
        refund: { amount: 500, method: 'cash' },
      }),
    );
    const current = await call(token, { method: 'GET', url: `/api/orders/fetch/${partial.id}` });
    ok(
      await call(token, {
        method: 'PATCH',
        url: `/api/orders/${partial.id}`,
        payload: { status: 'Order Cancelled', updatedTimestamp: current.body.updatedTimestamp },
      }),
    );

    const kept = await keptFigures();
    // Net of returns: the delivered order's customer keeps 1 atta and 1 ghee (₹822.50).
    const customer = kept.users.find((row) => row.id === delivered.userId)!;
    expect(customer).toMatchObject({ lifetime_value: '822.50', total_orders: 1, last_order_total: '822.50' });
    expect(kept.users.find((row) => row.id === whole.userId)).toMatchObject({
      lifetime_value: '0.00',
      total_orders: 1,
    });
    // Today's rollup: these three orders add what was kept (the cancelled one adds nothing).
    const today = kept.days.at(-1)!;
    const product = (item: Item) => kept.products.find((row) => row.id === item.productId)!;
    const dayProduct = (item: Item) =>
      kept.dayProducts.find((row) => row.product_id === item.productId && row.day === today.day)!;
    const atta = kept.lines.filter((row) => row.product_id === world.atta.productId && row.sold);
    expect(Number(product(world.atta).sales)).toBeCloseTo(
      atta.reduce((sum, row) => sum + Number(row.sub_total) - Number(row.returned_sub_total), 0),
      2,
    );
    expect(dayProduct(world.atta).quantity).toBe(
      atta.reduce((sum, row) => sum + row.quantity - row.returned_quantity, 0),
    );

    // What the writes kept equals the figures computed again from the orders.
    await rebuildRollups(db);
    await refreshCustomerTotals(
      db,
      kept.users.map((row) => row.id),
    );
    await refreshSalesFigures(db, { productIds: 'all', couponIds: 'all' });
    expect(await keptFigures()).toEqual(kept);
  });

  /** Every figure kept about orders: rollups, customers' totals, products' and coupons' sales. */
  async function keptFigures() {
    const rows = async <T>(text: string) =>
      ((await db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
    return {
      days: await rows<{ day: string; revenue_paise: string; orders: number }>(
        `select to_char(day, 'YYYY-MM-DD') as day, revenue_paise::text, orders from sales_by_day order by day`,
      ),
      dayProducts: await rows<{ day: string; product_id: number; quantity: number }>(
        `select to_char(day, 'YYYY-MM-DD') as day, product_id, revenue_paise::text, quantity, orders from sales_by_day_product order by 1, 2`,
      ),
      monthProducts: await rows(`select * from sales_by_month_product order by month, product_id`),
      dayPincodes: await rows(`select * from sales_by_day_pincode order by day, pincode`),
      monthPincodes: await rows(`select * from sales_by_month_pincode order by month, pincode`),
      users: await rows<{
        id: number;
        lifetime_value: string;
        total_orders: number;
        last_order_total: string;
      }>(
        `select id, lifetime_value::text, total_orders, last_order_total::text, has_placed_order from users order by id`,
      ),
      products: await rows<{ id: number; sales: string; orders: number }>(
        `select id, sales::text, orders from products order by id`,
      ),
      coupons: await rows(`select id, sales::text, savings::text, times_used from coupons order by id`),
      lines: await rows<{
        product_id: number;
        sub_total: string;
        returned_sub_total: string;
        quantity: number;
        returned_quantity: number;
        sold: boolean;
      }>(
        `select l.product_id, l.sub_total::text, l.returned_sub_total::text, l.quantity, l.returned_quantity,
           o.status in ('Order Placed', 'Out for Delivery', 'Order Delivered', 'Partial Payment') as sold
         from orders_products l join orders o on o.id = l.order_id order by l.id`,
      ),
    };
  }
});
