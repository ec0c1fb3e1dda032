import type { OrderStatus } from '@mandi/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, ordersProducts, products, productsVariations, users } from '../../db/schema';
import { afterOrdersWritten } from './orders-written';

let serial = 0;
const next = () => ++serial;

/** A product with one variation, its stock managed or not. */
export async function createStockedVariation(
  db: Db,
  stock: { manageStock: boolean; stockQuantity?: number; stockStatus?: 'In Stock' | 'Out Of Stock' },
) {
  const n = next();
  const [product] = await db
    .insert(products)
    .values({ name: `Order product ${n}`, slug: `order-product-${n}-${Date.now()}`, hsnCode: '1101' })
    .returning();
  const [variation] = await db
    .insert(productsVariations)
    .values({
      productId: product!.id,
      name: `${n} kg`,
      sku: `ORD-${n}-${Date.now()}`,
      unitPrice: 100,
      manageStock: stock.manageStock,
      stockQuantity: stock.stockQuantity ?? 0,
      stockStatus: stock.stockStatus ?? 'In Stock',
    })
    .returning();
  return { product: product!, variation: variation! };
}

/** A customer's order with lines (quantity of each variation at 100 each). */
export async function createOrderWithLines(
  db: Db,
  options: {
    userId?: number;
    status: OrderStatus;
    lines?: { productId: number; productsVariationId: number; quantity: number }[];
    orderTimestamp?: Date | null;
    deliveryType?: string;
    mobileNumber?: string;
    fullName?: string;
  },
) {
  let userId = options.userId;
  if (!userId) {
    const n = next();
    const [user] = await db
      .insert(users)
      .values({
        fullName: options.fullName ?? `Order Customer ${n}`,
        mobileNumber:
          options.mobileNumber ?? `6${String(100000000 + n * 7177 + (Date.now() % 1000)).slice(-9)}`,
        emailAddress: `order${n}.${Date.now()}@example.in`,
      })
      .returning();
    userId = user!.id;
  }
  const lines = options.lines ?? [];
  const total = lines.reduce((sum, line) => sum + line.quantity * 100, 0);
  const [order] = await db
    .insert(orders)
    .values({
      userId,
      status: options.status,
      total,
      grandTotal: total,
      totalProducts: lines.length,
      totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
      orderTimestamp:
        options.orderTimestamp !== undefined
          ? options.orderTimestamp
          : options.status === 'In Cart'
            ? null
            : new Date(),
      paymentMethod: 'cod',
      deliveryType: options.deliveryType ?? 'Home Delivery',
      address: {
        name: 'Home',
        line1: '12 MG Road',
        line2: null,
        city: 'Pune',
        state: 'Maharashtra',
        pincode: '411001',
      },
    })
    .returning();
  if (lines.length) {
    await db.insert(ordersProducts).values(
      lines.map((line) => ({
        orderId: order!.id,
        ...line,
        unitPrice: 100,
        subTotal: line.quantity * 100,
      })),
    );
  }
  // As every order write does: the customer's figures, the sales and the status counts follow.
  await afterOrdersWritten(db, [{ orderId: order!.id, userId, fromStatus: null, toStatus: options.status }]);
  return order!;
}

export async function orderById(db: Db, id: number) {
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  return order!;
}
