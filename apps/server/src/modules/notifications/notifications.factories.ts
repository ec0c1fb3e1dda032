import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import { addresses, cities, contacts, pincodes, states, users } from '../../db/schema';

/** Test factories: places under India (country 1) and customers living there with push ids. */
const suffix = () => randomBytes(3).toString('hex');
let nextPincode = 400_001;
let nextMobile = 9_700_000_000;

export async function createState(db: Db, name = `State ${suffix()}`) {
  const [row] = await db.insert(states).values({ name, countryId: 1 }).returning();
  return row!;
}

export async function createCity(db: Db, stateId: number, name = `City ${suffix()}`) {
  const [row] = await db.insert(cities).values({ name, stateId, countryId: 1 }).returning();
  return row!;
}

export async function createPincode(db: Db, city: { id: number; stateId: number }) {
  const [row] = await db
    .insert(pincodes)
    .values({
      pincodeName: `Area ${suffix()}`,
      pincode: String(nextPincode++),
      cityId: city.id,
      stateId: city.stateId,
      countryId: 1,
    })
    .returning();
  return row!;
}

/** A customer with an address at the pincode (and its city and state), with a push id unless null. */
export async function createReachableCustomer(
  db: Db,
  place: { pincodeId: number; cityId: number; stateId: number } | null,
  pushId: string | null = `token-${suffix()}`,
) {
  const [user] = await db
    .insert(users)
    .values({ fullName: `Customer ${suffix()}`, mobileNumber: String(nextMobile++), pushId })
    .returning();
  if (place) {
    const [contact] = await db
      .insert(contacts)
      .values({ userId: user!.id, contactPersonName: user!.fullName })
      .returning();
    await db.insert(addresses).values({ contactId: contact!.id, name: 'Home', countryId: 1, ...place });
  }
  return user!;
}
