import { SOLD_STATUSES } from '@mandi/domain';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders, organizations, users, usersRoles } from '../../db/schema';
import { anyRow, rowExists } from '../../lib/row-checks';

/** Customers' SQL beyond the list machinery (lib/list) and the crud kit's writes. */
export const usersRepository = {
  /** Organization names by id, for a page or a batch of customers. */
  async organizationNames(db: Executor, ids: readonly number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: organizations.id, name: organizations.name })
      .from(organizations)
      .where(inArray(organizations.id, [...ids]));
    return new Map(rows.map((row) => [row.id, row.name]));
  },
  async organizationName(db: Executor, id: number | null): Promise<string | null> {
    if (id === null) return null;
    return (await usersRepository.organizationNames(db, [id])).get(id) ?? null;
  },
  roleExists(db: Executor, id: number): Promise<boolean> {
    return rowExists(db, usersRoles, id);
  },
  organizationExists(db: Executor, id: number): Promise<boolean> {
    return rowExists(db, organizations, id);
  },
  /** Has the customer any order at all (a cart included)? */
  hasOrders(db: Executor, userId: number): Promise<boolean> {
    return anyRow(db, orders, eq(orders.userId, userId));
  },
  /** The customer's latest orders that left the cart, newest first. */
  latestOrders(db: Executor, userId: number, limit = 5) {
    return db
      .select({
        id: orders.id,
        orderReference: orders.orderReference,
        status: orders.status,
        orderTimestamp: orders.orderTimestamp,
        grandTotal: orders.grandTotal,
        totalProducts: orders.totalProducts,
        paymentMethod: orders.paymentMethod,
      })
      .from(orders)
      .where(and(eq(orders.userId, userId), ne(orders.status, 'In Cart')))
      .orderBy(desc(orders.orderTimestamp), desc(orders.id))
      .limit(limit);
  },
  /**
   * What a customer bought between two India days (both included): the grand totals (net of
   * returns) of their orders that count as bought, placed in that period.
   */
  async totalPurchase(db: Executor, userId: number, startDate: string, endDate: string) {
    const from = sql`(${startDate}::date)::timestamp at time zone 'Asia/Kolkata'`;
    const to = sql`(${endDate}::date + 1)::timestamp at time zone 'Asia/Kolkata'`;
    const [row] = await db
      .select({
        total: sql<string>`coalesce(sum(${orders.grandTotal} - ${orders.returnedAmount}), 0)`,
        count: sql<number>`count(*)::int`,
      })
      .from(orders)
      .where(
        and(
          eq(orders.userId, userId),
          inArray(orders.status, [...SOLD_STATUSES]),
          sql`${orders.orderTimestamp} >= ${from}`,
          sql`${orders.orderTimestamp} < ${to}`,
        ),
      );
    return { total: Number(row?.total ?? 0), count: Number(row?.count ?? 0) };
  },
  exists(db: Executor, id: number): Promise<boolean> {
    return rowExists(db, users, id);
  },
};
