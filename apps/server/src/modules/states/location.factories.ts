import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { cities, pincodes, states } from '../../db/schema';

/** Test factories for states, cities and pincodes of India (country 1), made directly. */

const suffix = () => randomBytes(3).toString('hex');

export async function createState(db: Db, values: Partial<typeof states.$inferInsert> = {}) {
  const [row] = await db
    .insert(states)
    .values({ name: `State ${suffix()}`, ...values })
    .returning();
  return row!;
}

export async function createCity(db: Db, stateId: number, values: Partial<typeof cities.$inferInsert> = {}) {
  const [row] = await db
    .insert(cities)
    .values({ name: `City ${suffix()}`, stateId, ...values })
    .returning();
  return row!;
}

let nextPincode = 560_100;
/** A fresh valid Indian pincode for each call. */
export const freshPincode = () => String(nextPincode++);

export async function createPincode(
  db: Db,
  city: { id: number; stateId: number },
  values: Partial<typeof pincodes.$inferInsert> = {},
) {
  const [row] = await db
    .insert(pincodes)
    .values({
      pincodeName: 'Test PO',
      pincode: freshPincode(),
      cityId: city.id,
      stateId: city.stateId,
      ...values,
    })
    .returning();
  return row!;
}
