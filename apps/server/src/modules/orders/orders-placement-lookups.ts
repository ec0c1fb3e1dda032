import {
  normalizeMobile,
  type PlacementAddress,
  type PlacementCustomer,
  type PlacementPincode,
  type PlacementProduct,
} from '@mandi/domain';
import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  addresses,
  cities,
  contacts,
  pincodes,
  products,
  productsVariations,
  states,
  taxes,
  users,
} from '../../db/schema';
import { presentVariations, type VariationRow, variationColumns } from './orders-placement';

const LIMIT = 20;

/** `%text%` for ILIKE, its own % and _ taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Customers by name, email or mobile: a mobile is matched by its digits, so "+91 98765 43210"
 * finds 9876543210. At most 20, names in order.
 */
export async function findCustomers(db: Db, q: string): Promise<PlacementCustomer[]> {
  const text = q.trim();
  if (text.length < 2) return [];
  const digits = normalizeMobile(text).replace(/\D/g, '');
  const matches: SQL[] = [
    ilike(users.fullName, containing(text)),
    ilike(users.emailAddress, containing(text)),
  ];
  if (digits.length >= 3) matches.push(sql`${users.mobileNumber} like ${containing(digits)}`);
  return db
    .select({
      id: users.id,
      fullName: users.fullName,
      mobileNumber: users.mobileNumber,
      emailAddress: users.emailAddress,
      enabled: users.enabled,
    })
    .from(users)
    .where(or(...matches))
    .orderBy(asc(users.fullName), asc(users.id))
    .limit(LIMIT);
}

/** A customer's enabled addresses (through their contacts), with their place names. */
export async function customerAddresses(db: Db, userId: number): Promise<PlacementAddress[]> {
  return db
    .select({
      id: addresses.id,
      name: addresses.name,
      line1: addresses.line1,
      line2: addresses.line2,
      city: cities.name,
      state: states.name,
      pincode: pincodes.pincode,
    })
    .from(addresses)
    .innerJoin(contacts, eq(contacts.id, addresses.contactId))
    .leftJoin(cities, eq(cities.id, addresses.cityId))
    .leftJoin(states, eq(states.id, addresses.stateId))
    .leftJoin(pincodes, eq(pincodes.id, addresses.pincodeId))
    .where(and(eq(contacts.userId, userId), eq(addresses.enabled, true)))
    .orderBy(asc(addresses.id));
}

/** Variations to add by product name or sku: enabled ones, at most 20, with stock and price. */
export async function findProducts(db: Db, q: string): Promise<PlacementProduct[]> {
  const text = q.trim();
  if (text.length < 2) return [];
  const rows = (await db
    .select(variationColumns)
    .from(productsVariations)
    .innerJoin(products, eq(products.id, productsVariations.productId))
    .leftJoin(taxes, eq(taxes.id, products.taxId))
    .where(
      and(
        eq(products.enabled, true),
        eq(productsVariations.enabled, true),
        eq(productsVariations.keptAside, false),
        or(ilike(products.name, containing(text)), ilike(productsVariations.sku, containing(text))),
      ),
    )
    .orderBy(asc(products.name), asc(productsVariations.id))
    .limit(LIMIT)) as VariationRow[];
  return [...(await presentVariations(db, rows)).values()];
}

/** Deliverable pincodes by their digits or post office name, at most 20, for a new address. */
export async function findPincodes(db: Db, q: string): Promise<PlacementPincode[]> {
  const text = q.trim();
  if (text.length < 2) return [];
  return db
    .select({
      id: pincodes.id,
      pincode: pincodes.pincode,
      pincodeName: pincodes.pincodeName,
      city: cities.name,
      state: states.name,
    })
    .from(pincodes)
    .innerJoin(cities, eq(cities.id, pincodes.cityId))
    .innerJoin(states, eq(states.id, pincodes.stateId))
    .where(
      and(
        eq(pincodes.enabled, true),
        or(
          sql`${pincodes.pincode} like ${`${text.replace(/[\\%_]/g, '')}%`}`,
          ilike(pincodes.pincodeName, containing(text)),
        ),
      ),
    )
    .orderBy(asc(pincodes.pincode))
    .limit(LIMIT);
}
