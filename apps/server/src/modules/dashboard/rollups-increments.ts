/**
 * The rollups' increments (pure): what an order write adds to each rollup row, as the
 * difference between each written order's contribution as last applied (kept) and as it is
 * now (fresh). A sold order contributes its revenue and one order to its India day and its
 * pincode's day, and per product its lines' revenue, quantity and one order to the product's
 * day; the month rows take the sums of their days' increments. An order that is no longer sold
 * (or gone) has no fresh contribution, a newly sold one no kept one.
 */

export interface ProductContribution {
  productId: number;
  revenuePaise: number;
  quantity: number;
}

export interface OrderContribution {
  orderId: number;
  /** India day, 'YYYY-MM-DD'. */
  day: string;
  pincode: string | null;
  revenuePaise: number;
  /** One per product, by product id. */
  products: ProductContribution[];
}

/** An increment to one rollup row: `period` is the day (or month's 1st), `key` the product or pincode. */
export interface RowIncrement<K extends number | string | null = null> {
  period: string;
  key: K;
  revenuePaise: number;
  quantity: number;
  orders: number;
}

export interface RollupIncrements {
  days: RowIncrement[];
  dayProducts: RowIncrement<number>[];
  monthProducts: RowIncrement<number>[];
  dayPincodes: RowIncrement<string>[];
  monthPincodes: RowIncrement<string>[];
}

const monthOf = (day: string) => `${day.slice(0, 8)}01`;

/** Sums increments per (period, key); drops those that add nothing; sorted by period then key (the lock order). */
class IncrementSums<K extends number | string | null> {
  private readonly sums = new Map<string, RowIncrement<K>>();

  add(period: string, key: K, sign: number, revenuePaise: number, quantity: number): void {
    const id = `${period} ${key}`;
    const sum = this.sums.get(id) ?? { period, key, revenuePaise: 0, quantity: 0, orders: 0 };
    sum.revenuePaise += sign * revenuePaise;
    sum.quantity += sign * quantity;
    sum.orders += sign;
    this.sums.set(id, sum);
  }

  list(): RowIncrement<K>[] {
    return [...this.sums.values()]
      .filter((sum) => sum.revenuePaise !== 0 || sum.quantity !== 0 || sum.orders !== 0)
      .sort((a, b) =>
        a.period !== b.period
          ? a.period < b.period
            ? -1
            : 1
          : a.key === b.key
            ? 0
            : (a.key as number | string) < (b.key as number | string)
              ? -1
              : 1,
      );
  }
}

/** The increments that take the rollups from the kept contributions to the fresh ones. */
export function rollupIncrements(
  kept: readonly OrderContribution[],
  fresh: readonly OrderContribution[],
): RollupIncrements {
  const days = new IncrementSums<null>();
  const dayProducts = new IncrementSums<number>();
  const monthProducts = new IncrementSums<number>();
  const dayPincodes = new IncrementSums<string>();
  const monthPincodes = new IncrementSums<string>();
  const apply = (order: OrderContribution, sign: number) => {
    const month = monthOf(order.day);
    days.add(order.day, null, sign, order.revenuePaise, 0);
    if (order.pincode !== null) {
      dayPincodes.add(order.day, order.pincode, sign, order.revenuePaise, 0);
      monthPincodes.add(month, order.pincode, sign, order.revenuePaise, 0);
    }
    for (const line of order.products) {
      dayProducts.add(order.day, line.productId, sign, line.revenuePaise, line.quantity);
      monthProducts.add(month, line.productId, sign, line.revenuePaise, line.quantity);
    }
  };
  for (const order of kept) apply(order, -1);
  for (const order of fresh) apply(order, 1);
  return {
    days: days.list(),
    dayProducts: dayProducts.list(),
    monthProducts: monthProducts.list(),
    dayPincodes: dayPincodes.list(),
    monthPincodes: monthPincodes.list(),
  };
}

const sameContribution = (a: OrderContribution | undefined, b: OrderContribution | undefined) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The written orders whose fresh contribution differs from the kept one (a payment changes none). */
export function changedContributions(
  kept: readonly OrderContribution[],
  fresh: readonly OrderContribution[],
): { kept: OrderContribution[]; fresh: OrderContribution[] } {
  const keptById = new Map(kept.map((order) => [order.orderId, order]));
  const freshById = new Map(fresh.map((order) => [order.orderId, order]));
  const changed = new Set(
    [...new Set([...keptById.keys(), ...freshById.keys()])].filter(
      (id) => !sameContribution(keptById.get(id), freshById.get(id)),
    ),
  );
  return {
    kept: kept.filter((order) => changed.has(order.orderId)),
    fresh: fresh.filter((order) => changed.has(order.orderId)),
  };
}
