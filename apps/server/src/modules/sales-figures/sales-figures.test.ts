import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { orders } from '../../db/schema';
import { makeCoupon, makeCustomer, makeOrder, makeProduct } from './orders.factories';
import { refreshOrderFigures, refreshSalesFigures } from './sales-figures';

describe('sales figures on the product and coupon lists', async () => {
  const { call, tokenFor, database } = await createTestApp();
  const db = database.db;
  let token: string;
  let atta: { productId: number; variationId: number };
  let ghee: { productId: number; variationId: number };
  let unsold: { productId: number; variationId: number };
  let coupon: number;
  let placedId: number;

  const product = async (id: number) =>
    (await call(token, { method: 'GET', url: `/api/products?filter=id||$eq||${id}` })).body.data[0];
  const couponRow = async (id: number) =>
    (await call(token, { method: 'GET', url: `/api/coupons?filter=id||$eq||${id}` })).body.data[0];

  beforeAll(async () => {
    token = await tokenFor();
    const customer = (await makeCustomer(db)).id;
    atta = await makeProduct(db, 'Aashirvaad Atta 5 kg');
    ghee = await makeProduct(db, 'Amul Ghee 1 L');
    unsold = await makeProduct(db, 'Tata Salt 1 kg');
    coupon = await makeCoupon(db, 'FIGURES10');
    const order = (
      status: Parameters<typeof makeOrder>[1]['status'],
      lines: Parameters<typeof makeOrder>[1]['lines'],
      withCoupon = false,
    ) =>
      makeOrder(db, {
        userId: customer,
        status,
        lines,
        ...(withCoupon ? { couponId: coupon, discountAmount: 50 } : {}),
      });
    // Sold: placed, out for delivery, delivered, partly paid.
    placedId = (
      await order(
        'Order Placed',
        [
          { product: atta, quantity: 2, price: 250 },
          { product: ghee, quantity: 1, price: 610.5 },
        ],
        true,
      )
    ).id;
    await order('Out for Delivery', [{ product: atta, quantity: 1, price: 250 }]);
    await order('Order Delivered', [{ product: ghee, quantity: 3, price: 600 }], true);
    await order('Partial Payment', [{ product: atta, quantity: 4, price: 240 }]);
    // Not sold: a cart and a cancelled order.
    await order(
      'In Cart',
      [
        { product: atta, quantity: 10, price: 250 },
        { product: unsold, quantity: 1, price: 20 },
      ],
      true,
    );
    await order('Order Cancelled', [{ product: ghee, quantity: 5, price: 600 }], true);
    await refreshSalesFigures(db, { productIds: 'all', couponIds: 'all' });
  });

  it('gives a product’s sales and orders from its sold lines, carts and cancellations left out', async () => {
    expect(await product(atta.productId)).toMatchObject({ sales: 500 + 250 + 960, orders: 3 });
    expect(await product(ghee.productId)).toMatchObject({ sales: 610.5 + 1800, orders: 2 });
    expect(await product(unsold.productId)).toMatchObject({ sales: 0, orders: 0 });
  });

  it('keeps clicks, impressions and CTR marked as placeholders, without sales or orders', async () => {
    const row = await product(atta.productId);
    expect(row.placeholderStats).toMatchObject({ isPlaceholder: true });
    expect(Object.keys(row.placeholderStats).sort()).toEqual([
      'clicks',
      'ctr',
      'impressions',
      'isPlaceholder',
    ]);
  });

  it('gives a coupon’s sales, savings and times used from the sold orders that used it', async () => {
    const row = await couponRow(coupon);
    // Placed: 500 + 610.5 − 50 = 1060.5; delivered: 1800 − 50 = 1750.
    expect(row).toMatchObject({ sales: 1060.5 + 1750, savings: 100, timesUsed: 2 });
    expect(row.placeholderStats).toBeUndefined();
  });

  it('drops a cancelled order’s figures once the order writes refresh them', async () => {
    await db.update(orders).set({ status: 'Order Cancelled' }).where(eq(orders.id, placedId));
    await refreshOrderFigures(db, [placedId]);
    expect(await product(atta.productId)).toMatchObject({ sales: 250 + 960, orders: 2 });
    expect(await product(ghee.productId)).toMatchObject({ sales: 1800, orders: 1 });
    expect(await couponRow(coupon)).toMatchObject({ sales: 1750, savings: 50, timesUsed: 1 });
  });

  it('refreshes only the products and coupons it is given', async () => {
    const order = await makeOrder(db, {
      userId: (await makeCustomer(db)).id,
      status: 'Order Delivered',
      lines: [
        { product: unsold, quantity: 2, price: 20 },
        { product: ghee, quantity: 1, price: 600 },
      ],
    });
    await refreshSalesFigures(db, { productIds: [unsold.productId] });
    expect(await product(unsold.productId)).toMatchObject({ sales: 40, orders: 1 });
    expect(await product(ghee.productId)).toMatchObject({ sales: 1800, orders: 1 });
    await refreshOrderFigures(db, [order.id]);
    expect(await product(ghee.productId)).toMatchObject({ sales: 2400, orders: 2 });
  });

  it('sets a figure back to zero when no sold order is left', async () => {
    await db.update(orders).set({ status: 'Order Cancelled' });
    await refreshSalesFigures(db, { productIds: 'all', couponIds: [coupon] });
    expect(await product(atta.productId)).toMatchObject({ sales: 0, orders: 0 });
    expect(await couponRow(coupon)).toMatchObject({ sales: 0, savings: 0, timesUsed: 0 });
  });
});
