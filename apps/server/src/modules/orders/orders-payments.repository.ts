import type { OrderStatus } from '@mandi/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orders, ordersHistory, transactions } from '../../db/schema';
import { nameTakenIn } from '../../lib/row-checks';

export type NewTransaction = typeof transactions.$inferInsert;
export type StoredTransaction = typeof transactions.$inferSelect;

/** The SQL of an order's payments and refunds; the rules are the service's. */
export const paymentsRepository = {
  /**
   * What the order's successful transactions add up to, to the paisa (numeric sums): payments
   * less refunds received, refunds alone refunded. Read with the order locked.
   */
  async sums(tx: Tx, orderId: number): Promise<{ received: number; refunded: number }> {
    const [row] = await tx
      .select({
        paid: sql<string>`coalesce(sum(${transactions.amount}) filter (where ${transactions.kind} = 'payment'), 0)`,
        refunded: sql<string>`coalesce(sum(${transactions.amount}) filter (where ${transactions.kind} = 'refund'), 0)`,
      })
      .from(transactions)
      .where(sql`${transactions.orderId} = ${orderId} and ${transactions.status} = 'success'`);
    const paid = Number(row?.paid ?? 0);
    const refunded = Number(row?.refunded ?? 0);
    return { received: Math.round((paid - refunded) * 100) / 100, refunded };
  },

  async setAmounts(
    tx: Tx,
    orderId: number,
    amounts: { amountReceived: number; amountRefunded: number },
  ): Promise<void> {
    await tx.update(orders).set(amounts).where(eq(orders.id, orderId));
  },

  /** A move the money made (a cleared due delivers): a staff member's loaded edit is then stale. */
  async moveStatus(tx: Tx, orderId: number, status: OrderStatus, updatedBy: number | null): Promise<void> {
    await tx
      .update(orders)
      .set({ status, updatedBy, updatedTimestamp: new Date() })
      .where(eq(orders.id, orderId));
  },

  async addHistory(tx: Tx, entry: typeof ordersHistory.$inferInsert): Promise<void> {
    await tx.insert(ordersHistory).values(entry);
  },

  async insert(tx: Tx, values: NewTransaction): Promise<StoredTransaction> {
    const [row] = await tx.insert(transactions).values(values).returning();
    return row!;
  },

  /** Is this transaction id (any case) already recorded? */
  txnidTaken(tx: Tx, txnid: string): Promise<boolean> {
    return nameTakenIn(tx, transactions, transactions.txnid, txnid);
  },

  /** These orders' rows, locked in id order (a transaction moved from one order to another). */
  lockOrders(tx: Tx, ids: readonly number[]) {
    return tx
      .select()
      .from(orders)
      .where(inArray(orders.id, [...ids]))
      .orderBy(asc(orders.id))
      .for('update');
  },
};
