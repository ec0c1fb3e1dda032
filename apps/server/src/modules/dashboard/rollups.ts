import { SOLD_STATUSES } from '@mandi/domain';
import type { Executor } from '../../db/client';
import type { OrderWritten, OrderWrittenConsumer } from '../orders/orders-written';
import { orderDays, rebuildRollups, refreshDay } from './rollups.repository';

/**
 * The dashboard's rollups follow order writes: `refreshRollups` (the dashboard's order-written
 * consumer, in the write's transaction) recomputes the India days of the touched orders
 * (docs/DECISIONS.md). `rebuildRollups` (rollups.repository.ts) recomputes everything from the
 * orders (the seed, `npm run rollups:rebuild`).
 */

export interface RollupsRefreshed {
  /** India days recomputed. */
  days: string[];
  /** True when a written order had gone and everything was rebuilt. */
  rebuilt: boolean;
}

/**
 * Brings the rollups up to date after order writes. An order counts on its orderTimestamp's
 * India day while its status is sold, so a write only changes the days of the orders it
 * touched: each such day is recomputed from its orders (day row; the day's product and
 * pincode rows that differ are replaced, and the months of those products and pincodes are
 * summed again from their days). Writes where the order was not sold before nor after (a
 * cart, a cancelled order's comments) change nothing. A sold order that was deleted cannot
 * tell its day any more: then everything is rebuilt (rare; correct).
 */
export async function refreshRollups(
  tx: Executor,
  written: readonly OrderWritten[],
): Promise<RollupsRefreshed> {
  const sold = (status: OrderWritten['fromStatus']) => status !== null && SOLD_STATUSES.includes(status);
  const relevant = written.filter((order) => sold(order.fromStatus) || sold(order.toStatus));
  if (relevant.length === 0) return { days: [], rebuilt: false };
  const found = await orderDays(tx, [...new Set(relevant.map((order) => order.orderId))]);
  const goneSold = relevant.some(
    (order) => sold(order.fromStatus) && !found.some((row) => row.id === order.orderId),
  );
  if (goneSold) {
    await rebuildRollups(tx);
    return { days: [], rebuilt: true };
  }
  const days = [...new Set(found.flatMap((row) => (row.day ? [row.day] : [])))].sort();
  for (const day of days) await refreshDay(tx, day);
  return { days, rebuilt: false };
}

/** The dashboard's daily and monthly rollups of the written orders' days. */
export const rollupsOnOrderWritten: OrderWrittenConsumer = { name: 'dashboard rollups', run: refreshRollups };
