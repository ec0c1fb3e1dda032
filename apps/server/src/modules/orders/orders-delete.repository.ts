import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orders, transactions } from '../../db/schema';

/** The SQL of deleting a cart; the rule (only a cart, nothing paid) is the service's. */
export const ordersDeleteRepository = {
  /** Whether any payment or refund names the order (they belong to the accounts). */
  async hasTransactions(tx: Tx, orderId: number): Promise<boolean> {
    const [row] = await tx
      .select({ id: transactions.id })
      .from(transactions)
      .where(eq(transactions.orderId, orderId))
      .limit(1);
    return row !== undefined;
  },

  /** The order's row; its lines, timeline and reviews go with it (ON DELETE CASCADE). */
  async remove(tx: Tx, orderId: number): Promise<void> {
    await tx.delete(orders).where(eq(orders.id, orderId));
  },
};
