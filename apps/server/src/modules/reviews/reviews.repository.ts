import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders, users } from '../../db/schema';

/** The SQL of the reviews' own reads: the order a review is of, the names its list shows. */
export const reviewsRepository = {
  async orderCustomer(tx: Executor, orderId: number): Promise<{ userId: number } | undefined> {
    const [row] = await tx
      .select({ userId: orders.userId })
      .from(orders)
      .where(eq(orders.id, orderId))
      .limit(1);
    return row;
  },

  /** Full names of these customers, one query. */
  async customerNames(db: Executor, ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: users.id, fullName: users.fullName })
      .from(users)
      .where(inArray(users.id, ids));
    return new Map(rows.map((row) => [row.id, row.fullName]));
  },

  /** References of these orders, one query. */
  async orderReferences(db: Executor, ids: number[]): Promise<Map<number, string | null>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: orders.id, orderReference: orders.orderReference })
      .from(orders)
      .where(inArray(orders.id, ids));
    return new Map(rows.map((row) => [row.id, row.orderReference]));
  },
};
