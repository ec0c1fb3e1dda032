import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { contacts, users } from '../../db/schema';

/** Test factories for customers and their contacts, made directly (their modules are others'). */

const suffix = () => randomBytes(3).toString('hex');
let nextMobile = 9_800_000_000;

export async function createCustomer(db: Db, values: Partial<typeof users.$inferInsert> = {}) {
  const [row] = await db
    .insert(users)
    .values({
      fullName: `Customer ${suffix()}`,
      mobileNumber: String(nextMobile++),
      emailAddress: `customer-${suffix()}@example.com`,
      ...values,
    })
    .returning();
  return row!;
}

export async function createContact(
  db: Db,
  userId: number,
  values: Partial<typeof contacts.$inferInsert> = {},
) {
  const [row] = await db
    .insert(contacts)
    .values({ userId, contactPersonName: `Contact ${suffix()}`, ...values })
    .returning();
  return row!;
}
