import {
  ORDER_CHANGE_MESSAGES,
  ORDER_STALE_MESSAGE,
  orderChangeEndpoint,
  orderChangeQuoteEndpoint,
  orderMoney,
} from '@mandi/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { typedEndpoint } from '../../../test/typed-client';
import {
  auditEntries,
  coupons,
  orders,
  ordersChanges,
  ordersHistory,
  ordersInvoices,
  ordersProducts,
  products,
  productsVariations,
  settings,
  users,
} from '../../db/schema';
import { rebuildRollups } from '../dashboard/rollups.repository';
import { refreshSalesFigures } from '../sales-figures';
import { refreshCustomerTotals } from '../users/customer-totals.repository';
import { recountOrderStatuses } from './orders-counts.repository';
import {
  createCategory,
  createCoupon,
  createCustomerWithAddress,
  createPricedVariation,
  type VariationOptions,
} from './orders-placement.factories';

describe('changing an order before dispatch: POST /api/orders/{id}/changes', async () => {
  const { call, tokenFor, database } = await createTestApp();
  const db = database.db;
  let token: string;
  let other: string;

  beforeAll(async () => {
    token = await tokenFor({ routes: ['order'] });
    other = await tokenFor({ routes: ['order'] });
  });
  beforeEach(async () => {
    await db.delete(settings);
  });

  type Line = { productsVariationId: number; quantity: number };

  /** An order placed through the API for a new customer (COD, home delivery). */
  async function place(
    lines: Line[],
    values: { couponCode?: string; paymentMethod?: 'cod' | 'online' } = {},
  ) {
    const { user, address } = await createCustomerWithAddress(db);
    const placed = await call(token, {
      method: 'POST',
      url: '/api/orders',
      payload: {
        userId: user.id,
        addressId: address.id,
        deliveryType: 'Home Delivery',
        paymentMethod: values.paymentMethod ?? 'cod',
        couponCode: values.couponCode ?? null,
        lines,
      },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    return placed.body as { id: number; updatedTimestamp: string; userId: number };
  }

  const variation = async (options: VariationOptions) => (await createPricedVariation(db, options)).variation;

  const quote = (id: number, lines: Line[]) =>
    typedEndpoint(call, token, orderChangeQuoteEndpoint, { params: { id }, body: { lines } });
  const change = (
    id: number,
    body: { lines: Line[]; reason: string; updatedTimestamp: string },
    as: string | null = token,
  ) => typedEndpoint(call, as, orderChangeEndpoint, { params: { id }, body });

  const stockOf = async (id: number) =>
    (await db.select().from(productsVariations).where(eq(productsVariations.id, id)))[0]!.stockQuantity;
  const orderRow = async (id: number) => (await db.select().from(orders).where(eq(orders.id, id)))[0]!;

  /** Everything a change writes, to show a refusal wrote nothing. */
  async function written(orderId: number) {
    const count = sql<number>`count(*)::int`;
    const [order, lines, [history], [changes], [audit], stock] = await Promise.all([
      orderRow(orderId),
      db
        .select()
        .from(ordersProducts)
        .where(eq(ordersProducts.orderId, orderId))
        .orderBy(asc(ordersProducts.id)),
      db.select({ count }).from(ordersHistory).where(eq(ordersHistory.orderId, orderId)),
      db.select({ count }).from(ordersChanges),
      db.select({ count }).from(auditEntries),
      db
        .select({ id: productsVariations.id, stock: productsVariations.stockQuantity })
        .from(productsVariations)
        .orderBy(asc(productsVariations.id)),
    ]);
    return { order, lines, history: history!.count, changes: changes!.count, audit: audit!.count, stock };
  }

  it('quotes without writing, then saves a short pick, a removal and an addition: totals, coupon, stock, timeline', async () => {
    const atta = await variation({
      name: 'Atta 5 kg',
      unitPrice: 300,
      salePrice: 280,
      manageStock: true,
      stockQuantity: 10,
    });
    const dal = await variation({ name: 'Toor Dal 1 kg', unitPrice: 150, taxRate: 0 });
    const oil = await variation({
      name: 'Mustard Oil 1 L',
      unitPrice: 190,
      taxRate: 18,
      manageStock: true,
      stockQuantity: 4,
    });
    const coupon = await createCoupon(db, { percentAmount: 10, minimumAmount: 500 });
    const placed = await place(
      [
        { productsVariationId: atta.id, quantity: 3 },
        { productsVariationId: dal.id, quantity: 1 },
      ],
      { couponCode: coupon.code },
    );
    expect(await stockOf(atta.id)).toBe(7);
    const before = await orderRow(placed.id);
    expect(before.grandTotal).toBe(990 - 99);
    // Prices move after placement: the atta line keeps its placed price, oil is added at today's.
    await db.update(productsVariations).set({ salePrice: 320 }).where(eq(productsVariations.id, atta.id));

    const lines = [
      { productsVariationId: atta.id, quantity: 1 },
      { productsVariationId: oil.id, quantity: 1 },
    ];
    const quoted = await quote(placed.id, lines);
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    expect(quoted.body.changes).toEqual([
      { productsVariationId: atta.id, name: 'Atta 5 kg', was: 3, now: 1 },
      { productsVariationId: dal.id, name: 'Toor Dal 1 kg', was: 1, now: 0 },
      { productsVariationId: oil.id, name: 'Mustard Oil 1 L', was: 0, now: 1 },
    ]);
    expect(quoted.body.priced.lines.map((line) => [line.price, line.quantity, line.subTotal])).toEqual([
      [280, 1, 280],
      [190, 1, 190],
    ]);
    expect(quoted.body.couponDropped).toBe(
      `Coupon ${coupon.code} needs at least ₹500.00; this order has ₹470.00`,
    );
    expect(quoted.body.priced).toMatchObject({
      total: 470,
      discountAmount: 0,
      shippingCharges: 49,
      grandTotal: 519,
    });
    expect(quoted.body.priced.refusals).toEqual([]);
    expect(quoted.body.grandTotalBefore).toBe(891);
    expect(quoted.body.money).toMatchObject({ owed: 519, due: 519, refundDue: 0 });
    expect((await written(placed.id)).order).toEqual(before);

    const saved = await change(placed.id, {
      lines,
      reason: 'Out of stock',
      updatedTimestamp: placed.updatedTimestamp,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      status: 'Order Placed',
      total: 470,
      discountAmount: 0,
      couponId: null,
      coupon: null,
      shippingCharges: 49,
      grandTotal: 519,
      totalProducts: 2,
      totalQuantity: 2,
    });
    expect(saved.body.taxedAmount).toBe(13.33 + 28.98);
    expect(
      saved.body.lines.map((line) => [
        line.productsVariationId,
        line.unitPrice,
        line.salePrice,
        line.quantity,
      ]),
    ).toEqual([
      [atta.id, 300, 280, 1],
      [oil.id, 190, 0, 1],
    ]);
    expect(await stockOf(atta.id)).toBe(9);
    expect(await stockOf(oil.id)).toBe(3);
    expect(saved.body.changes).toEqual([
      expect.objectContaining({
        reason: 'Out of stock',
        grandTotalBefore: 891,
        grandTotalAfter: 519,
        couponDropped: quoted.body.couponDropped,
        lines: quoted.body.changes,
        adminName: expect.any(String),
      }),
    ]);
    expect(saved.body.history.at(-1)).toMatchObject({
      fromStatus: 'Order Placed',
      toStatus: 'Order Placed',
      comment: `Items changed (Out of stock): Atta 5 kg 3 → 1; Toor Dal 1 kg removed (was 1); Mustard Oil 1 L added × 1. Coupon dropped: ${quoted.body.couponDropped}`,
    });
    const fetched = await call(token, { method: 'GET', url: `/api/orders/fetch/${placed.id}` });
    expect(fetched.body.changes).toEqual(saved.body.changes);
    // The audit: the order's figures before and after, and each product's stock move.
    const audits = await db
      .select()
      .from(auditEntries)
      .where(inArray(auditEntries.resource, ['orders', 'products']));
    const orderAudit = audits
      .filter((a) => a.resource === 'orders' && a.recordId === String(placed.id))
      .at(-1)!;
    expect(JSON.stringify(orderAudit)).toContain('"grandTotal"');
    expect(audits.some((a) => a.resource === 'products' && a.recordId === String(oil.productId))).toBe(true);
    // The coupon no longer counts this order as a use.
    expect((await db.select().from(coupons).where(eq(coupons.id, coupon.id)))[0]!.timesUsed).toBe(0);
  });

  it('keeps the coupon while the new lines still meet it, and shows a refund due when the total falls below what was received', async () => {
    const rice = await variation({
      name: 'Basmati 1 kg',
      unitPrice: 200,
      manageStock: true,
      stockQuantity: 20,
    });
    const coupon = await createCoupon(db, { percentAmount: 10, minimumAmount: 300 });
    const placed = await place([{ productsVariationId: rice.id, quantity: 5 }], {
      couponCode: coupon.code,
      paymentMethod: 'online',
    });
    // Paid online in full (the payments' writes keep amountReceived), then the coupon is switched off.
    await db.update(orders).set({ amountReceived: 900 }).where(eq(orders.id, placed.id));
    await db.update(coupons).set({ enabled: false }).where(eq(coupons.id, coupon.id));
    const { updatedTimestamp } = (await call(token, { method: 'GET', url: `/api/orders/fetch/${placed.id}` }))
      .body;
    const lines = [{ productsVariationId: rice.id, quantity: 2 }];
    const quoted = await quote(placed.id, lines);
    expect(quoted.body.couponDropped).toBeNull();
    expect(quoted.body.priced).toMatchObject({
      total: 400,
      discountAmount: 40,
      shippingCharges: 49,
      grandTotal: 409,
    });
    expect(quoted.body.money).toMatchObject({ received: 900, due: 0, refundDue: 491, badge: 'Refund due' });
    const saved = await change(placed.id, { lines, reason: 'Customer asked', updatedTimestamp });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ couponId: coupon.id, grandTotal: 409, amountReceived: 900 });
    const after = await orderRow(placed.id);
    expect(orderMoney(after)).toMatchObject({ refundDue: 491, badge: 'Refund due' });
    expect(await stockOf(rice.id)).toBe(18);
  });

  it('prices a coupon limited to a category on the changed lines of that category only', async () => {
    const fruits = await createCategory(db, 'Fruits');
    const mango = await variation({ name: 'Mango 1 kg', unitPrice: 300, categoryIds: [fruits.id] });
    const salt = await variation({ name: 'Salt 1 kg', unitPrice: 100 });
    const coupon = await createCoupon(db, { percentAmount: 10 }, [fruits.id]);
    const placed = await place(
      [
        { productsVariationId: mango.id, quantity: 1 },
        { productsVariationId: salt.id, quantity: 1 },
      ],
      { couponCode: coupon.code },
    );
    const lines = [
      { productsVariationId: mango.id, quantity: 2 },
      { productsVariationId: salt.id, quantity: 3 },
    ];
    const saved = await change(placed.id, {
      lines,
      reason: 'Customer asked',
      updatedTimestamp: placed.updatedTimestamp,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // 10% of the mangoes (₹600) only, not of the salt.
    expect(saved.body).toMatchObject({ couponId: coupon.id, total: 900, discountAmount: 60 });
  });

  it('refuses, changing nothing: stale, out for delivery, invoiced, empty, unknown, unchanged, stock, cash limit; 404 and 403', async () => {
    const atta = await variation({ name: 'Atta 10 kg', unitPrice: 500, manageStock: true, stockQuantity: 3 });
    const salt = await variation({ name: 'Salt 1 kg', unitPrice: 25 });
    const placed = await place([{ productsVariationId: atta.id, quantity: 2 }]);
    const valid = {
      lines: [{ productsVariationId: atta.id, quantity: 1 }],
      reason: 'Out of stock',
      updatedTimestamp: placed.updatedTimestamp,
    };
    const start = await written(placed.id);

    const refusals: [string, Parameters<typeof change>[1], number, string | RegExp][] = [
      [
        'stale',
        { ...valid, updatedTimestamp: new Date(Date.parse(placed.updatedTimestamp) - 1000).toISOString() },
        409,
        ORDER_STALE_MESSAGE,
      ],
      ['empty', { ...valid, lines: [] }, 400, ORDER_CHANGE_MESSAGES.empty],
      ['no reason', { ...valid, reason: ' ' }, 400, ORDER_CHANGE_MESSAGES.reason],
      [
        'unknown',
        { ...valid, lines: [{ productsVariationId: 2_000_000, quantity: 1 }] },
        400,
        'No product variation has the id 2000000',
      ],
      [
        'unchanged',
        { ...valid, lines: [{ productsVariationId: atta.id, quantity: 2 }] },
        400,
        ORDER_CHANGE_MESSAGES.unchanged,
      ],
      [
        'stock',
        { ...valid, lines: [{ productsVariationId: atta.id, quantity: 4 }] },
        409,
        'Only 3 of Atta 10 kg left in stock; 4 asked',
      ],
      [
        'cash limit',
        {
          ...valid,
          lines: [
            { productsVariationId: atta.id, quantity: 2 },
            { productsVariationId: salt.id, quantity: 170 },
          ],
        },
        409,
        /Cash on delivery is allowed up to ₹5,000.00/,
      ],
    ];
    for (const [name, body, status, message] of refusals) {
      const answer = await change(placed.id, body);
      expect(answer.status, name).toBe(status);
      expect((answer.body as unknown as { message: string }).message, name).toMatch(message);
      expect(await written(placed.id), name).toEqual(start);
    }
    expect((await change(2_000_000, valid)).status).toBe(404);
    expect((await quote(2_000_000, valid.lines)).status).toBe(404);
    const outsider = await tokenFor({ routes: ['coupon'] });
    expect((await change(placed.id, valid, outsider)).status).toBe(403);
    expect((await change(placed.id, valid, null)).status).toBe(401);
    expect(await written(placed.id)).toEqual(start);

    // Invoiced: the invoice is named, and nothing changes.
    await db.insert(ordersInvoices).values({
      orderId: placed.id,
      financialYear: '2026-27',
      number: 42,
      serial: 'INV/2627/000042',
      invoiceDate: '2026-04-10',
      document: {} as never,
    });
    const invoiced = await change(placed.id, valid);
    expect(invoiced.status).toBe(409);
    expect((invoiced.body as unknown as { message: string }).message).toBe(
      ORDER_CHANGE_MESSAGES.invoiced('INV/2627/000042'),
    );
    expect((await quote(placed.id, valid.lines)).status).toBe(409);
    await db.delete(ordersInvoices).where(eq(ordersInvoices.orderId, placed.id));
    expect(await written(placed.id)).toEqual(start);

    // Out for delivery: a return instead.
    const moved = await call(token, {
      method: 'PATCH',
      url: `/api/orders/${placed.id}`,
      payload: { status: 'Out for Delivery', updatedTimestamp: placed.updatedTimestamp },
    });
    expect(moved.status).toBe(200);
    const dispatched = await written(placed.id);
    const late = await change(placed.id, { ...valid, updatedTimestamp: moved.body.updatedTimestamp });
    expect(late.status).toBe(409);
    expect((late.body as unknown as { message: string }).message).toBe(
      'An order that is Out for Delivery has left the store, so its items cannot be changed; record a return instead',
    );
    expect(await written(placed.id)).toEqual(dispatched);
  });

  it('two staff changing the same order at once: one saves, the other is told to reload', async () => {
    const milk = await variation({ name: 'Milk 1 L', unitPrice: 60, manageStock: true, stockQuantity: 10 });
    const placed = await place([{ productsVariationId: milk.id, quantity: 4 }]);
    const body = (quantity: number) => ({
      lines: [{ productsVariationId: milk.id, quantity }],
      reason: 'Customer asked',
      updatedTimestamp: placed.updatedTimestamp,
    });
    const answers = await Promise.all([change(placed.id, body(3)), change(placed.id, body(2), other)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const won = answers.find((a) => a.status === 200)!;
    const lost = answers.find((a) => a.status === 409)!;
    expect((lost.body as unknown as { message: string }).message).toBe(ORDER_STALE_MESSAGE);
    const quantity = won.body.lines[0]!.quantity;
    expect(await stockOf(milk.id)).toBe(10 - quantity);
    expect(await db.select().from(ordersChanges).where(eq(ordersChanges.orderId, placed.id))).toHaveLength(1);
  });

  it('stock never goes below zero while a change and a placement race for the last units', async () => {
    for (let round = 0; round < 4; round++) {
      const eggs = await variation({
        name: `Eggs 6 pcs ${round}`,
        unitPrice: 50,
        manageStock: true,
        stockQuantity: 3,
      });
      const placed = await place([{ productsVariationId: eggs.id, quantity: 2 }]);
      const { user, address } = await createCustomerWithAddress(db);
      const [changed, placedAgain] = await Promise.all([
        change(placed.id, {
          lines: [{ productsVariationId: eggs.id, quantity: 3 }],
          reason: 'Customer asked',
          updatedTimestamp: placed.updatedTimestamp,
        }),
        call(other, {
          method: 'POST',
          url: '/api/orders',
          payload: {
            userId: user.id,
            addressId: address.id,
            deliveryType: 'Home Delivery',
            paymentMethod: 'cod',
            lines: [{ productsVariationId: eggs.id, quantity: 1 }],
          },
        }),
      ]);
      // Exactly one of them has the last unit; the other is refused for stock.
      const outcome = [changed.status, placedAgain.status];
      expect([JSON.stringify([200, 409]), JSON.stringify([409, 201])], `round ${round}`).toContain(
        JSON.stringify(outcome),
      );
      expect(await stockOf(eggs.id), `round ${round}`).toBe(0);
      const refused = changed.status === 409 ? changed : placedAgain;
      expect((refused.body as { message: string }).message).toMatch(/Eggs 6 pcs/);
      // What the orders hold is what left the stock.
      const held = await db
        .select({ quantity: sql<number>`coalesce(sum(${ordersProducts.quantity}), 0)::int` })
        .from(ordersProducts)
        .where(eq(ordersProducts.productsVariationId, eggs.id));
      expect(held[0]!.quantity).toBe(3);
    }
  });

  it('the kept figures (sales, coupons, customers, rollups, counts) equal a rebuild after changes', async () => {
    const tea = await variation({ name: 'Tea 250 g', unitPrice: 180, manageStock: true, stockQuantity: 50 });
    const sugar = await variation({ name: 'Sugar 1 kg', unitPrice: 50 });
    const ghee = await variation({
      name: 'Ghee 500 ml',
      unitPrice: 350,
      manageStock: true,
      stockQuantity: 10,
    });
    const coupon = await createCoupon(db, { percentAmount: 5, minimumAmount: 400 });
    const first = await place(
      [
        { productsVariationId: tea.id, quantity: 2 },
        { productsVariationId: sugar.id, quantity: 2 },
      ],
      { couponCode: coupon.code },
    );
    const second = await place([{ productsVariationId: ghee.id, quantity: 1 }]);
    // First: sugar removed, tea down (coupon dropped); second: sugar added in place of ghee.
    const a = await change(first.id, {
      lines: [{ productsVariationId: tea.id, quantity: 1 }],
      reason: 'Out of stock',
      updatedTimestamp: first.updatedTimestamp,
    });
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(a.body.couponId).toBeNull();
    const b = await change(second.id, {
      lines: [{ productsVariationId: sugar.id, quantity: 3 }],
      reason: 'Substituted',
      updatedTimestamp: second.updatedTimestamp,
    });
    expect(b.status, JSON.stringify(b.body)).toBe(200);

    const kept = await figures();
    expect(kept.products.find((p) => p.id === ghee.productId)).toMatchObject({ sales: 0, orders: 0 });
    expect(kept.coupons.find((c) => c.id === coupon.id)).toMatchObject({ timesUsed: 0, sales: 0 });
    await db.transaction(async (tx) => {
      await refreshSalesFigures(tx, { productIds: 'all', couponIds: 'all' });
      await refreshCustomerTotals(
        tx,
        (await tx.select({ id: users.id }).from(users)).map((u) => u.id),
      );
      await rebuildRollups(tx);
      await recountOrderStatuses(tx);
    });
    expect(await figures()).toEqual(kept);
  });

  /** Every figure kept about orders elsewhere, in a fixed order. */
  async function figures() {
    const rows = async (query: string) =>
      ((await db.execute(sql.raw(query))) as unknown as { rows: unknown[] }).rows;
    return {
      products: await db
        .select({ id: products.id, sales: products.sales, orders: products.orders })
        .from(products)
        .orderBy(asc(products.id)),
      coupons: await db
        .select({
          id: coupons.id,
          sales: coupons.sales,
          savings: coupons.savings,
          timesUsed: coupons.timesUsed,
        })
        .from(coupons)
        .orderBy(asc(coupons.id)),
      customers: await rows(
        'select id, lifetime_value, total_orders, has_placed_order, last_order_total, last_order_timestamp, order_status_counts from users order by id',
      ),
      byDay: await rows('select * from sales_by_day order by day'),
      byDayProduct: await rows('select * from sales_by_day_product order by day, product_id'),
      byMonthProduct: await rows('select * from sales_by_month_product order by month, product_id'),
      byDayPincode: await rows('select * from sales_by_day_pincode order by day, pincode'),
      statusCounts: await rows('select * from orders_status_counts order by status'),
    };
  }
});
