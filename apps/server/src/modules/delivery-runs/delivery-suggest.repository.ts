import { STORE_PICKUP } from '@mandi/domain';
import { and, asc, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders, pincodes, settings, users } from '../../db/schema';

const deliveryAddress = sql`coalesce(${orders.shippingAddress}, ${orders.address})`;

/** The reads of the run planner. */
export const suggestRepository = {
  /** The store's cut-off time of day (HH:MM); the column's default when there is no settings row. */
  async cutOffTime(db: Executor): Promise<string> {
    const [row] = await db.select({ time: settings.orderCutOffTime }).from(settings).limit(1);
    return row?.time ?? '18:00';
  },

  /**
   * The home deliveries waiting in Order Placed that were placed before `before`, not pending
   * in a run, with what a proposal shows of each (read by the status and placed-on index).
   */
  waitingOrders(db: Executor, before: Date) {
    return db
      .select({
        orderId: orders.id,
        orderReference: orders.orderReference,
        orderStatus: orders.status,
        paymentMethod: orders.paymentMethod,
        customerName: users.fullName,
        mobile: users.mobileNumber,
        address: sql<Record<string, string | null> | null>`${deliveryAddress}`,
        pincode: sql<string | null>`coalesce(${deliveryAddress}->>'pincode', ${pincodes.pincode})`,
        coordinates: orders.orderPlacedCoordinates,
        itemsCount: orders.totalQuantity,
        grandTotal: orders.grandTotal,
        amountReceived: orders.amountReceived,
        amountRefunded: orders.amountRefunded,
        returnedAmount: orders.returnedAmount,
      })
      .from(orders)
      .leftJoin(users, eq(users.id, orders.userId))
      .leftJoin(pincodes, eq(pincodes.id, orders.pincodeId))
      .where(
        and(
          eq(orders.status, 'Order Placed'),
          lt(orders.orderTimestamp, before),
          or(isNull(orders.deliveryType), ne(orders.deliveryType, STORE_PICKUP)),
          sql`not exists (select 1 from delivery_runs_stops s where s.order_id = "orders"."id" and s.outcome = 'pending')`,
        ),
      )
      .orderBy(asc(orders.id));
  },
};
