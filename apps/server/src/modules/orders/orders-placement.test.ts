import { eq, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import {
  auditEntries,
  orders,
  ordersHistory,
  ordersProducts,
  products,
  productsVariations,
  settings,
  users,
} from '../../db/schema';
import {
  createCategory,
  createCoupon,
  createCustomerWithAddress,
  createPricedVariation,
  daysFromToday,
} from './orders-placement.factories';

describe('placing an order: POST /api/orders', async () => {
  const { call, tokenFor, database } = await createTestApp();
  const db = database.db;
  let token: string;

  const place = (payload: Record<string, unknown>, as: string | null = token) =>
    call(as, { method: 'POST', url: '/api/orders', payload });
  const quote = (payload: Record<string, unknown>) =>
    call(token, { method: 'POST', url: '/api/orders/quote', payload });

  /** What a placement writes, to show a refusal wrote nothing. */
  const written = async () => {
    const count = sql<number>`count(*)::int`;
    const [[placed], [lines], [history], [stock]] = await Promise.all([
      db.select({ count }).from(orders),
      db.select({ count }).from(ordersProducts),
      db.select({ count }).from(ordersHistory),
      db
        .select({ sum: sql<number>`coalesce(sum(${productsVariations.stockQuantity}), 0)::int` })
        .from(productsVariations),
    ]);
    return { orders: placed!.count, lines: lines!.count, history: history!.count, stock: stock!.sum };
  };

  const stockOf = async (id: number) =>
    (await db.select().from(productsVariations).where(eq(productsVariations.id, id)))[0]!;

  beforeAll(async () => {
    token = await tokenFor({ routes: ['order'] });
  });

  beforeEach(async () => {
    await db.delete(settings);
  });

  it('finds the customer by mobile however typed, the product by sku, and places the order priced by the server', async () => {
    const { user, address } = await createCustomerWithAddress(db, {
      fullName: 'Lakshmi Narayanan',
      mobileNumber: '9845012345',
    });
    const atta = await createPricedVariation(db, {
      name: 'Atta 5 kg',
      unitPrice: 300,
      salePrice: 280,
      taxRate: 5,
      manageStock: true,
      stockQuantity: 5,
    });
    const dal = await createPricedVariation(db, { unitPrice: 99.99, taxRate: 18 });
    const coupon = await createCoupon(db, { percentAmount: 10, maximumDiscountAmount: 50 });

    for (const typed of ['+91 98450 12345', '98450-12345', 'lakshmi', user.emailAddress!]) {
      const found = await call(token, {
        method: 'GET',
        url: `/api/orders/placement/customers?q=${encodeURIComponent(typed)}`,
      });
      expect(found.status, typed).toBe(200);
      expect(
        found.body.map((c: { id: number }) => c.id),
        typed,
      ).toContain(user.id);
    }
    const addresses = await call(token, {
      method: 'GET',
      url: `/api/orders/placement/customers/${user.id}/addresses`,
    });
    expect(addresses.body).toEqual([expect.objectContaining({ id: address.id, name: 'Home' })]);
    const bySku = await call(token, {
      method: 'GET',
      url: `/api/orders/placement/products?q=${atta.variation.sku.toLowerCase()}`,
    });
    expect(bySku.body).toEqual([
      expect.objectContaining({
        productsVariationId: atta.variation.id,
        name: 'Atta 5 kg',
        taxRate: 5,
        stockQuantity: 5,
      }),
    ]);

    const payload = {
      userId: user.id,
      addressId: address.id,
      deliveryType: 'Home Delivery',
      paymentMethod: 'cod',
      couponCode: coupon.code.toLowerCase(),
      lines: [
        { productsVariationId: atta.variation.id, quantity: 2 },
        { productsVariationId: dal.variation.id, quantity: 1 },
      ],
      // Forged by the browser: never read.
      grandTotal: 1,
      total: 1,
      discountAmount: 9999,
    };
    const quoted = await quote(payload);
    expect(quoted.status, JSON.stringify(quoted.body)).toBe(200);
    // 2 × 280 + 99.99 = 659.99; 10% = 66.00 capped at 50; 609.99 ≥ 499: free delivery.
    expect(quoted.body.priced).toMatchObject({
      total: 659.99,
      discountAmount: 50,
      shippingCharges: 0,
      grandTotal: 609.99,
      taxedAmount: 41.92,
      refusals: [],
      coupon: { code: coupon.code, applied: true, reason: null },
    });
    expect(await written()).toMatchObject({ orders: 0 });

    const placed = await place(payload);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body).toMatchObject({
      status: 'Order Placed',
      userId: user.id,
      total: 659.99,
      discountAmount: 50,
      shippingCharges: 0,
      taxedAmount: 41.92,
      grandTotal: 609.99,
      totalProducts: 2,
      totalQuantity: 3,
      paymentMethod: 'cod',
      deliveryType: 'Home Delivery',
      coupon: { id: coupon.id, code: coupon.code },
      address: { name: 'Home', line1: '14 Residency Road' },
    });
    expect(placed.body.orderReference).toMatch(/^MND-\d{6}-\d+$/);
    expect(placed.body.lines).toEqual([
      expect.objectContaining({
        productsVariationId: atta.variation.id,
        quantity: 2,
        subTotal: 560,
        taxedAmount: 26.67,
      }),
      expect.objectContaining({
        productsVariationId: dal.variation.id,
        quantity: 1,
        subTotal: 99.99,
        taxedAmount: 15.25,
      }),
    ]);
    expect(placed.body.history).toEqual([
      expect.objectContaining({ fromStatus: null, toStatus: 'Order Placed', adminName: expect.any(String) }),
    ]);
    expect((await stockOf(atta.variation.id)).stockQuantity).toBe(3);
    const [customer] = await db.select().from(users).where(eq(users.id, user.id));
    expect(customer).toMatchObject({ hasPlacedOrder: true, totalOrders: 1, lastOrderTotal: 609.99 });
    const audit = await db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.recordId, String(placed.body.id)));
    expect(audit.filter((entry) => entry.resource === 'orders' && entry.action === 'create')).toHaveLength(1);

    // The one-per-customer rule now sees this order.
    const reused = await createCoupon(db, { oneTimeUse: true });
    const dalOnly = { ...payload, lines: [{ productsVariationId: dal.variation.id, quantity: 1 }] };
    const again = await place({ ...dalOnly, couponCode: reused.code });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    const third = await place({ ...dalOnly, couponCode: reused.code });
    expect(third.status).toBe(409);
    expect(third.body.message).toBe(
      `Coupon ${reused.code} can be used once per customer, and this customer has already used it`,
    );
  });

  it('takes the last unit: its stock goes to 0 and the product goes Out Of Stock', async () => {
    const { user } = await createCustomerWithAddress(db);
    const item = await createPricedVariation(db, { manageStock: true, stockQuantity: 1 });
    const placed = await place({
      userId: user.id,
      deliveryType: 'Store Pickup',
      paymentMethod: 'online',
      lines: [{ productsVariationId: item.variation.id, quantity: 1 }],
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.shippingCharges).toBe(0);
    expect(await stockOf(item.variation.id)).toMatchObject({ stockQuantity: 0, stockStatus: 'Out Of Stock' });
    const [product] = await db.select().from(products).where(eq(products.id, item.product.id));
    expect(product!.stockStatus).toBe('Out Of Stock');
  });

  it('goes below 0 only where the variation allows back orders', async () => {
    const { user } = await createCustomerWithAddress(db);
    const item = await createPricedVariation(db, {
      manageStock: true,
      stockQuantity: 1,
      allowBackOrder: true,
    });
    const placed = await place({
      userId: user.id,
      deliveryType: 'Store Pickup',
      paymentMethod: 'online',
      lines: [{ productsVariationId: item.variation.id, quantity: 3 }],
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect((await stockOf(item.variation.id)).stockQuantity).toBe(-2);
  });

  it('decides the race for the last unit: one placement succeeds, the other is told in words', async () => {
    const buyers = [await createCustomerWithAddress(db), await createCustomerWithAddress(db)];
    const item = await createPricedVariation(db, {
      name: 'Alphonso box',
      manageStock: true,
      stockQuantity: 1,
    });
    const attempt = (buyer: (typeof buyers)[number]) =>
      place({
        userId: buyer.user.id,
        addressId: buyer.address.id,
        deliveryType: 'Home Delivery',
        paymentMethod: 'online',
        lines: [{ productsVariationId: item.variation.id, quantity: 1 }],
      });
    const answers = await Promise.all(buyers.map(attempt));
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const loser = answers.find((answer) => answer.status === 409)!;
    expect(loser.body).toMatchObject({
      statusCode: 409,
      message: 'Alphonso box is out of stock',
      errors: [{ field: 'lines.0', message: 'Alphonso box is out of stock' }],
    });
    expect((await stockOf(item.variation.id)).stockQuantity).toBe(0);
    const sold = await db
      .select()
      .from(ordersProducts)
      .where(eq(ordersProducts.productsVariationId, item.variation.id));
    expect(sold).toHaveLength(1);
  });

  describe('refuses, writing nothing', () => {
    const refusedWith = async (payload: Record<string, unknown>, status: number, message: string) => {
      const before = await written();
      const answer = await place(payload);
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      expect(answer.body.message).toBe(message);
      expect(await written()).toEqual(before);
      return answer;
    };

    const order = async (
      over: Record<string, unknown> = {},
      variation: Parameters<typeof createPricedVariation>[1] = {},
    ) => {
      const { user, address } = await createCustomerWithAddress(db);
      const item = await createPricedVariation(db, { name: 'Poha 1 kg', ...variation });
      return {
        user,
        address,
        item,
        payload: {
          userId: user.id,
          addressId: address.id,
          deliveryType: 'Home Delivery',
          paymentMethod: 'online',
          lines: [{ productsVariationId: item.variation.id, quantity: 2 }],
          ...over,
        },
      };
    };

    it('managed stock short of the quantity, and unmanaged stock marked out of stock', async () => {
      const short = await order({}, { manageStock: true, stockQuantity: 1 });
      await refusedWith(short.payload, 409, 'Only 1 of Poha 1 kg left in stock; 2 asked');
      const out = await order({}, { stockStatus: 'Out Of Stock' });
      await refusedWith(out.payload, 409, 'Poha 1 kg is out of stock');
    });

    it('a disabled product, an unknown variation, a disabled customer', async () => {
      const disabled = await order({}, { enabled: false });
      await refusedWith(disabled.payload, 409, 'Poha 1 kg is not for sale now (it is disabled)');
      const unknown = await order();
      await refusedWith(
        { ...unknown.payload, lines: [{ productsVariationId: 987654, quantity: 1 }] },
        400,
        'No product variation has the id 987654',
      );
      const blocked = await order();
      await db.update(users).set({ enabled: false }).where(eq(users.id, blocked.user.id));
      await refusedWith(
        blocked.payload,
        409,
        `${blocked.user.fullName}'s account is disabled; enable it before placing an order`,
      );
    });

    it('a home delivery without an address, or with someone else’s', async () => {
      const { payload } = await order({ addressId: null });
      await refusedWith(payload, 400, 'Please choose a delivery address or add one');
      const other = await createCustomerWithAddress(db);
      const mine = await order({ addressId: other.address.id });
      await refusedWith(
        mine.payload,
        400,
        `Address ${other.address.id} is not one of ${mine.user.fullName}'s addresses`,
      );
    });

    it('each coupon rule', async () => {
      const { payload } = await order({}, { unitPrice: 300 });
      await refusedWith({ ...payload, couponCode: 'NOSUCH' }, 409, 'No coupon has the code NOSUCH');
      const off = await createCoupon(db, { enabled: false });
      await refusedWith({ ...payload, couponCode: off.code }, 409, `Coupon ${off.code} is switched off`);
      const expired = await createCoupon(db, { validFrom: daysFromToday(-10), validTill: daysFromToday(-2) });
      await refusedWith(
        { ...payload, couponCode: expired.code },
        409,
        `Coupon ${expired.code} expired on ${daysFromToday(-2)}`,
      );
      const later = await createCoupon(db, { validFrom: daysFromToday(3), validTill: daysFromToday(9) });
      await refusedWith(
        { ...payload, couponCode: later.code },
        409,
        `Coupon ${later.code} is valid from ${daysFromToday(3)}`,
      );
      const minimum = await createCoupon(db, { minimumAmount: 1000 });
      await refusedWith(
        { ...payload, couponCode: minimum.code },
        409,
        `Coupon ${minimum.code} needs at least ₹1,000.00; this order has ₹600.00`,
      );
      const fruits = await createCategory(db, 'Fruits');
      const scoped = await createCoupon(db, {}, [fruits.id]);
      await refusedWith(
        { ...payload, couponCode: scoped.code },
        409,
        `Coupon ${scoped.code} applies only to products in Fruits, and this order has none`,
      );

      // Used up, and first orders only: the customer's earlier order and the coupon's uses count.
      const single = await createCoupon(db, { totalAvailable: 1 });
      const first = await order({ couponCode: single.code });
      expect((await place(first.payload)).status).toBe(201);
      await refusedWith(
        { ...payload, couponCode: single.code },
        409,
        `Coupon ${single.code} has been used up (1 use available, all taken)`,
      );
      const welcome = await createCoupon(db, { firstTimeUser: true });
      await refusedWith(
        { ...first.payload, couponCode: welcome.code },
        409,
        `Coupon ${welcome.code} is for a customer's first order only, and this customer has ordered before`,
      );
    });

    it('cash on delivery above the maximum, or switched off', async () => {
      await db.insert(settings).values({ maximumCashAllowed: 500 });
      const { payload } = await order({ paymentMethod: 'cod' }, { unitPrice: 250.01 });
      await refusedWith(
        payload,
        409,
        'Cash on delivery is allowed up to ₹500.00, and this order comes to ₹500.02; choose online payment',
      );
      await db.update(settings).set({ activateCOD: false });
      await refusedWith(
        payload,
        409,
        'Cash on delivery is switched off in the settings; choose online payment',
      );
    });

    it('without the order screen, or signed out; a bad body in the spec’s words', async () => {
      const { payload } = await order();
      const stranger = await tokenFor({ routes: ['coupon'] });
      expect((await place(payload, stranger)).status).toBe(403);
      expect((await place(payload, null)).status).toBe(401);
      await refusedWith({ ...payload, lines: [] }, 400, 'Add at least one product to the order');
      const zero = await place({ ...payload, lines: [{ productsVariationId: 1, quantity: 0 }] });
      expect(zero.status).toBe(400);
      expect(JSON.stringify(zero.body)).toContain('Quantity should be at least 1');
    });
  });

  it('charges delivery below the threshold and none at exactly it; the quote tells why a coupon does not apply', async () => {
    await db.insert(settings).values({ deliveryCharge: 40, freeDeliveryThreshold: 500 });
    const { user, address } = await createCustomerWithAddress(db);
    const item = await createPricedVariation(db, { unitPrice: 250 });
    const base = {
      userId: user.id,
      addressId: address.id,
      deliveryType: 'Home Delivery',
      paymentMethod: 'online',
    };
    const below = await quote({ ...base, lines: [{ productsVariationId: item.variation.id, quantity: 1 }] });
    expect(below.body.priced).toMatchObject({ shippingCharges: 40, grandTotal: 290 });
    const exactly = await place({
      ...base,
      lines: [{ productsVariationId: item.variation.id, quantity: 2 }],
    });
    expect(exactly.body).toMatchObject({ shippingCharges: 0, grandTotal: 500 });

    const welcome = await createCoupon(db, { firstTimeUser: true });
    const told = await quote({
      ...base,
      couponCode: welcome.code,
      lines: [{ productsVariationId: item.variation.id, quantity: 1 }],
    });
    expect(told.status).toBe(200);
    expect(told.body.priced.coupon).toEqual({
      code: welcome.code,
      applied: false,
      reason: `Coupon ${welcome.code} is for a customer's first order only, and this customer has ordered before`,
      discountAmount: 0,
    });
    expect(told.body.settings).toMatchObject({ deliveryCharge: 40, freeDeliveryThreshold: 500 });
    expect(told.body.customer).toEqual({ previousOrders: 1, couponUses: 0 });
  });

  it('saves a new address on the customer when one is added while placing', async () => {
    const { user, pincode } = await createCustomerWithAddress(db);
    const item = await createPricedVariation(db);
    const pincodes = await call(token, {
      method: 'GET',
      url: `/api/orders/placement/pincodes?q=${pincode.pincode}`,
    });
    expect(pincodes.body).toEqual([expect.objectContaining({ id: pincode.id, pincode: pincode.pincode })]);
    const placed = await place({
      userId: user.id,
      deliveryType: 'Home Delivery',
      paymentMethod: 'online',
      newAddress: { name: 'Office', line1: '2 Brigade Road', pincodeId: pincode.id },
      lines: [{ productsVariationId: item.variation.id, quantity: 1 }],
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.address).toMatchObject({
      name: 'Office',
      line1: '2 Brigade Road',
      pincode: pincode.pincode,
    });
    const listed = await call(token, {
      method: 'GET',
      url: `/api/orders/placement/customers/${user.id}/addresses`,
    });
    expect(listed.body.map((a: { name: string }) => a.name)).toEqual(['Home', 'Office']);
    const [row] = await db.select().from(orders).where(eq(orders.id, placed.body.id));
    expect(row!.pincodeId).toBe(pincode.id);
    const history = await db.select().from(ordersHistory).where(eq(ordersHistory.orderId, placed.body.id));
    expect(history).toHaveLength(1);
  });
});
