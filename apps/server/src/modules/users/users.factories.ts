import type { OrderStatus } from '@mandi/domain';
import type { Db } from '../../db/client';
import { orders, organizations, users, usersRoles } from '../../db/schema';

let serial = 0;
const next = () => {
  serial += 1;
  return serial;
};

export async function createUsersRole(db: Db, name = `Role ${next()}`) {
  const [role] = await db.insert(usersRoles).values({ name }).returning();
  return role!;
}

export async function createOrganization(db: Db, name = `Organization ${next()}`) {
  const [organization] = await db.insert(organizations).values({ name }).returning();
  return organization!;
}

/** A stored customer (no password), with a unique mobile and email unless given. */
export async function createCustomer(db: Db, values: Partial<typeof users.$inferInsert> = {}) {
  const n = next();
  const [user] = await db
    .insert(users)
    .values({
      fullName: `Customer ${n}`,
      mobileNumber: `7${String(100000000 + n * 7919).slice(-9)}`,
      emailAddress: `customer${n}.${Date.now()}@example.in`,
      ...values,
    })
    .returning();
  return user!;
}

/** An order of a customer with a status, grand total and time (no lines: totals read the order). */
export async function createOrder(
  db: Db,
  userId: number,
  status: OrderStatus,
  grandTotal: number,
  orderTimestamp: Date | null = status === 'In Cart' ? null : new Date(),
) {
  const [order] = await db.insert(orders).values({ userId, status, grandTotal, orderTimestamp }).returning();
  return order!;
}
