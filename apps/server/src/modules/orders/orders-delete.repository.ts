import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orders, transactions } from '../../db/schema';
import { anyRow } from '../../lib/row-checks';

/** The SQL of deleting a cart; the rule (only a cart, nothing paid) is the service's. */
export const ordersDeleteRepository = {
  /** Whether any payment or refund names the order (they belong to the accounts). */
  hasTransactions(tx: Tx, orderId: number): Promise<boolean> {
    return anyRow(tx, transactions, eq(transactions.orderId, orderId));
  },

  /** The order's row; its lines, timeline and reviews go with it (ON DELETE CASCADE). */
  async remove(tx: Tx, orderId: number): Promise<void> {
    await tx.delete(orders).where(eq(orders.id, orderId));
  },
};
