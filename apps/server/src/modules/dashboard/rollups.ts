import { SOLD_STATUSES } from '@mandi/domain';
import type { Executor } from '../../db/client';
import { changesSoldFigures, type OrderWritten, type OrderWrittenConsumer } from '../orders/orders-written';
import { changedContributions, rollupIncrements } from './rollups-increments';
import { applyIncrements, deleteEmptied, readContributions } from './rollups-increments.repository';

/**
 * The dashboard's rollups follow order writes: `refreshRollups` (the dashboard's order-written
 * consumer, in the write's transaction) adds to each rollup row the difference between the
 * written orders' contributions as last applied (kept in rollup_order_contributions) and as
 * they are now: the cost of the orders' own lines, not of their day (docs/DECISIONS.md,
 * "Dashboard rollups"). `rebuildRollups` (rollups.repository.ts) recomputes everything from
 * the orders (the seed, `npm run rollups:rebuild`).
 */

export interface RollupsRefreshed {
  /** Orders whose contribution changed (a payment changes none). */
  orders: number[];
  /** Rollup rows incremented, all tables. */
  rows: number;
}

const sold = (status: OrderWritten['fromStatus']) => status !== null && SOLD_STATUSES.includes(status);

/**
 * Brings the rollups up to date after order writes. Writes where the order was not sold
 * before nor after (a cart, a cancelled order's comments), and payments and moves between sold
 * statuses (changesSoldFigures), change nothing and read nothing. A deleted sold order
 * is found no more, so its kept contribution is taken away whole.
 */
export async function refreshRollups(
  tx: Executor,
  written: readonly OrderWritten[],
): Promise<RollupsRefreshed> {
  const ids = [
    ...new Set(
      written
        .filter((order) => changesSoldFigures(order) && (sold(order.fromStatus) || sold(order.toStatus)))
        .map((order) => order.orderId),
    ),
  ];
  if (ids.length === 0) return { orders: [], rows: 0 };
  const { kept, fresh } = await readContributions(tx, ids);
  const changed = changedContributions(kept, fresh);
  const orderIds = [...new Set([...changed.kept, ...changed.fresh].map((order) => order.orderId))];
  if (orderIds.length === 0) return { orders: [], rows: 0 };
  const increments = rollupIncrements(changed.kept, changed.fresh);
  const emptied = await applyIncrements(tx, orderIds, changed.fresh, increments);
  await deleteEmptied(tx, emptied);
  return { orders: orderIds, rows: Object.values(increments).reduce((sum, rows) => sum + rows.length, 0) };
}

/** The dashboard's daily and monthly rollups and kept windows, by increments. */
export const rollupsOnOrderWritten: OrderWrittenConsumer = { name: 'dashboard rollups', run: refreshRollups };
