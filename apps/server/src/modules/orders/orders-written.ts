import type { OrderStatus } from '@mandi/domain';
import type { Db, Tx } from '../../db/client';
import { refreshRollups } from '../dashboard/rollups';
import { refreshOrderFigures } from '../sales-figures';
import { refreshCustomerTotals } from '../users/customer-totals';
import { refreshCustomerDevices } from './customer-device';
import { countOrdersWritten } from './orders-counts';

/** One order as a write left it: new (fromStatus null), moved, or deleted (toStatus null). */
export interface OrderWritten {
  orderId: number;
  userId: number;
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus | null;
}

/**
 * Everything kept about orders elsewhere follows an order write here, in the write's own
 * transaction: the customers' figures, the products' and coupons' sales, the dashboard's daily
 * rollups and the per-status order counts (last: their rows are the most shared, so they are
 * held the shortest). Every write that
 * adds an order, moves its status or changes its lines, amounts, coupon or customer calls it,
 * after its own rows are written, with the orders it touched.
 */
export async function afterOrdersWritten(tx: Db | Tx, written: readonly OrderWritten[]): Promise<void> {
  if (written.length === 0) return;
  await refreshCustomerTotals(
    tx,
    written.map((order) => order.userId),
  );
  // The customers' last known phone (platform, app version), for notifications' audiences.
  await refreshCustomerDevices(
    tx,
    written.map((order) => order.userId),
  );
  await refreshOrderFigures(
    tx,
    written.map((order) => order.orderId),
  );
  await refreshRollups(tx, written);
  await countOrdersWritten(tx, written);
}
