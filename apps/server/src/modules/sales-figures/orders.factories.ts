import type { OrderStatus } from '@mandi/domain';
import type { Db } from '../../db/client';
import { coupons, orders, ordersProducts, products, productsVariations, users } from '../../db/schema';

/** Test factories: a customer, a product with one variation, an order of lines. */

let sequence = 0;
const next = () => ++sequence;

export async function makeCustomer(db: Db, fullName = `Customer ${next()}`) {
  const [user] = await db.insert(users).values({ fullName }).returning();
  return user!;
}

export async function makeProduct(db: Db, name = `Product ${next()}`) {
  const n = next();
  const [product] = await db
    .insert(products)
    .values({ name, slug: `product-${n}-${Date.now()}` })
    .returning();
  const [variation] = await db
    .insert(productsVariations)
    .values({ productId: product!.id, name, unitPrice: 100, sku: `SKU-${n}-${Date.now()}` })
    .returning();
  return { productId: product!.id, variationId: variation!.id };
}

export async function makeCoupon(db: Db, code = `SAVE${next()}`) {
  const [coupon] = await db
    .insert(coupons)
    .values({ name: `Coupon ${code}`, code, validFrom: '2026-01-01', validTill: '2026-12-31' })
    .returning();
  return coupon!.id;
}

export interface OrderLineSpec {
  product: { productId: number; variationId: number };
  quantity: number;
  price: number;
}

/** An order with its lines; grandTotal = lines − discount. */
export async function makeOrder(
  db: Db,
  spec: {
    userId: number;
    status: OrderStatus;
    lines: OrderLineSpec[];
    couponId?: number;
    discountAmount?: number;
    orderReference?: string;
  },
) {
  const total = spec.lines.reduce((sum, line) => sum + line.quantity * line.price, 0);
  const discount = spec.discountAmount ?? 0;
  const [order] = await db
    .insert(orders)
    .values({
      userId: spec.userId,
      status: spec.status,
      orderReference: spec.orderReference ?? null,
      couponId: spec.couponId ?? null,
      total,
      discountAmount: discount,
      grandTotal: total - discount,
      totalProducts: spec.lines.length,
      totalQuantity: spec.lines.reduce((sum, line) => sum + line.quantity, 0),
      orderTimestamp: spec.status === 'In Cart' ? null : new Date(),
    })
    .returning();
  for (const line of spec.lines) {
    await db.insert(ordersProducts).values({
      orderId: order!.id,
      productId: line.product.productId,
      productsVariationId: line.product.variationId,
      unitPrice: line.price,
      quantity: line.quantity,
      subTotal: line.quantity * line.price,
    });
  }
  return order!;
}
