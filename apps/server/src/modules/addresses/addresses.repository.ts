import type { PincodePlace } from '@mandi/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { addresses, cities, contacts, pincodes, states, users } from '../../db/schema';
import { rowExists } from '../../lib/row-checks';

export type NewAddress = typeof addresses.$inferInsert;

const placeColumns = {
  pincodeId: pincodes.id,
  pincode: pincodes.pincode,
  cityId: pincodes.cityId,
  cityName: cities.name,
  stateId: pincodes.stateId,
  stateName: states.name,
  countryId: pincodes.countryId,
};

/**
 * The addresses' own SQL beyond the generic CRUD: whose contacts they hang on (contacts are
 * read here directly: index contacts(user_id, id)), where a pincode is, the import's look-ups.
 */
export const addressesRepository = {
  /** The ids of a customer's contacts (index on contacts(user_id, id)). */
  async contactIdsOfUser(db: Executor, userId: number): Promise<number[]> {
    const rows = await db.select({ id: contacts.id }).from(contacts).where(eq(contacts.userId, userId));
    return rows.map((row) => row.id);
  },

  userExists(db: Executor, userId: number): Promise<boolean> {
    return rowExists(db, users, userId);
  },

  contactExists(db: Executor, contactId: number): Promise<boolean> {
    return rowExists(db, contacts, contactId);
  },

  /** The customer a contact belongs to. */
  async userOfContact(db: Executor, contactId: number): Promise<number | null> {
    const [row] = await db
      .select({ userId: contacts.userId })
      .from(contacts)
      .where(eq(contacts.id, contactId));
    return row?.userId ?? null;
  },

  /** Each customer's first contact (lowest id): where their new addresses hang. */
  async firstContacts(db: Executor, userIds: number[]): Promise<Map<number, number>> {
    if (userIds.length === 0) return new Map();
    const rows = await db
      .selectDistinctOn([contacts.userId], { userId: contacts.userId, id: contacts.id })
      .from(contacts)
      .where(sql`${contacts.userId} = any(${sql.param([...new Set(userIds)])}::integer[])`)
      .orderBy(asc(contacts.userId), asc(contacts.id));
    return new Map(rows.map((row) => [row.userId!, row.id]));
  },

  /** Where the pincode with this id is. */
  async placeOfPincode(db: Executor, pincodeId: number): Promise<PincodePlace | undefined> {
    const [row] = await db
      .select(placeColumns)
      .from(pincodes)
      .innerJoin(cities, eq(cities.id, pincodes.cityId))
      .innerJoin(states, eq(states.id, pincodes.stateId))
      .where(eq(pincodes.id, pincodeId));
    return row;
  },

  /** Where each of these pincodes is, by pincode (pincodes are unique). */
  async placesOfPincodes(db: Executor, codes: string[]): Promise<Map<string, PincodePlace>> {
    if (codes.length === 0) return new Map();
    const rows = await db
      .select(placeColumns)
      .from(pincodes)
      .innerJoin(cities, eq(cities.id, pincodes.cityId))
      .innerJoin(states, eq(states.id, pincodes.stateId))
      .where(sql`${pincodes.pincode} = any(${sql.param([...new Set(codes)])}::text[])`);
    return new Map(rows.map((row) => [row.pincode, row]));
  },

  /** Customers by mobile number (ten digits; unique index users_mobile_unique). */
  async customersByMobile(db: Executor, mobiles: string[]): Promise<Map<string, number>> {
    if (mobiles.length === 0) return new Map();
    const rows = await db
      .select({ id: users.id, mobile: users.mobileNumber })
      .from(users)
      .where(sql`${users.mobileNumber} = any(${sql.param([...new Set(mobiles)])}::text[])`);
    return new Map(rows.map((row) => [row.mobile!, row.id]));
  },

  /** Customers by email, any case (unique index on lower(email_address)). */
  async customersByEmail(db: Executor, emails: string[]): Promise<Map<string, number>> {
    if (emails.length === 0) return new Map();
    const rows = await db
      .select({ id: users.id, email: sql<string>`lower(${users.emailAddress})` })
      .from(users)
      .where(sql`lower(${users.emailAddress}) = any(${sql.param([...new Set(emails)])}::text[])`);
    return new Map(rows.map((row) => [row.email, row.id]));
  },

  /** The addresses stored on these contacts, as `addressKey`s (index on addresses(contact_id)). */
  async storedKeys(db: Executor, contactIds: number[]): Promise<Set<string>> {
    if (contactIds.length === 0) return new Set();
    const rows = await db
      .select({
        contactId: addresses.contactId,
        name: addresses.name,
        line1: addresses.line1,
        line2: addresses.line2,
        pincodeId: addresses.pincodeId,
      })
      .from(addresses)
      .where(sql`${addresses.contactId} = any(${sql.param([...new Set(contactIds)])}::integer[])`);
    return new Set(rows.map(addressKey));
  },

  async insertMany(db: Executor, rows: NewAddress[]) {
    if (rows.length === 0) return [];
    return db.insert(addresses).values(rows).returning();
  },
};

/** What makes two addresses of a contact the same: name, lines (any case, trimmed) and pincode. */
export function addressKey(row: {
  contactId: number | null;
  name: string;
  line1: string | null;
  line2: string | null;
  pincodeId: number | null;
}): string {
  const text = (value: string | null) => (value ?? '').trim().toLowerCase();
  return [row.contactId, text(row.name), text(row.line1), text(row.line2), row.pincodeId].join('\u0001');
}
