import type { DayRange } from '@mandi/domain';
import type { Db } from '../../db/client';
import { topProductsSold } from './dashboard.repository';
import { splitByMonths } from './dashboard.split';
import { currentWindows, topOfWindow } from './rollups-windows.repository';
import {
  nextWalkRows,
  type TopProductsPlan,
  topProductsPlan,
  WALK_ROWS,
  walkIsFinal,
} from './top-products-plan';
import { splitForProbes } from './top-products-split';
import { walkLists } from './top-products-walk.repository';

/** A top product's row as the repositories answer it (revenue in rupees). */
export interface TopProductRow {
  product_id: number;
  name: string | null;
  revenue: string;
  quantity: number;
  orders: number;
}

/**
 * The top `limit` products of a period by revenue or quantity (then product id), as a recount
 * from the orders would rank them, and how they were found (top-products-plan.ts): a kept
 * window read down its index, a walk of ranked lists (a window, months) bounding the period, or
 * the period's rollups summed (short periods, periods needing many lists, and a walk that did
 * not settle within `walkRows` per list).
 */
export async function topProductsOf(
  db: Db,
  range: DayRange,
  by: 'revenue' | 'quantity',
  limit: number,
  today: string,
  walkRows: { first: number; most: number } = WALK_ROWS,
): Promise<{ rows: TopProductRow[]; how: TopProductsPlan['kind'] }> {
  const plan = topProductsPlan(range, today, await currentWindows(db, today), splitForProbes);
  if (plan.kind === 'window') return { rows: await topOfWindow(db, plan.window, by, limit), how: 'window' };
  let rows: number | null = plan.kind === 'walk' ? walkRows.first : null;
  while (plan.kind === 'walk' && rows !== null) {
    const { top, ends, needed } = await walkLists(db, plan, by, limit, rows, walkRows.most);
    const found = top.map((row) => ({ value: Number(row.ranked), productId: Number(row.product_id) }));
    if (walkIsFinal(found, limit, rows, ends)) return { rows: top, how: 'walk' };
    rows = nextWalkRows(rows, needed, walkRows.most);
  }
  return { rows: await topProductsSold(db, splitByMonths(range), by, limit), how: 'sum' };
}
