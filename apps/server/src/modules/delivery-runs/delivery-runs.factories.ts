import type { OrderStatus } from '@mandi/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { createOrderWithLines, createStockedVariation } from '../orders/orders.factories';

/**
 * A cash-on-delivery order of `units` at ₹100 (one line) going to this pincode, in this
 * status, Home Delivery unless said, placed now unless said, optionally with placed coordinates.
 */
export async function createDeliveryOrder(
  db: Db,
  options: {
    pincode?: string;
    status?: OrderStatus;
    units?: number;
    deliveryType?: string;
    orderTimestamp?: Date;
    coordinates?: { x: number; y: number };
  } = {},
) {
  const { product, variation } = await createStockedVariation(db, { manageStock: false });
  const order = await createOrderWithLines(db, {
    status: options.status ?? 'Order Placed',
    lines: [{ productId: product.id, productsVariationId: variation.id, quantity: options.units ?? 3 }],
    ...(options.deliveryType ? { deliveryType: options.deliveryType } : {}),
    ...(options.orderTimestamp ? { orderTimestamp: options.orderTimestamp } : {}),
  });
  const pincode = options.pincode ?? '411001';
  await db
    .update(orders)
    .set({
      address: {
        name: 'Home',
        line1: `${order.id} MG Road`,
        line2: null,
        city: 'Pune',
        state: 'Maharashtra',
        pincode,
      },
      orderPlacedCoordinates: options.coordinates ?? null,
    })
    .where(eq(orders.id, order.id));
  return order;
}
