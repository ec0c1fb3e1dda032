import {
  normalizeMobile,
  type PlacementAddress,
  type PlacementCustomer,
  type PlacementPincode,
  type PlacementProduct,
} from '@mandi/domain';
import type { Db } from '../../db/client';
import { presentVariations } from './orders-placement';
import {
  customersMatching,
  enabledAddressesOfCustomer,
  enabledPincodesMatching,
  sellableVariationsMatching,
} from './orders-placement.repository';

const LIMIT = 20;

/**
 * Customers by name, email or mobile: a mobile is matched by its digits, so "+91 98765 43210"
 * finds 9876543210. At most 20, names in order.
 */
export async function findCustomers(db: Db, q: string): Promise<PlacementCustomer[]> {
  const text = q.trim();
  if (text.length < 2) return [];
  const digits = normalizeMobile(text).replace(/\D/g, '');
  return customersMatching(db, text, digits.length >= 3 ? digits : null, LIMIT);
}

/** A customer's enabled addresses (through their contacts), with their place names. */
export async function customerAddresses(db: Db, userId: number): Promise<PlacementAddress[]> {
  const rows = await enabledAddressesOfCustomer(db, userId);
  return rows.map(({ id, name, line1, line2, city, state, pincode }) => ({
    id,
    name,
    line1,
    line2,
    city,
    state,
    pincode,
  }));
}

/** Variations to add by product name or sku: enabled ones, at most 20, with stock and price. */
export async function findProducts(db: Db, q: string): Promise<PlacementProduct[]> {
  const text = q.trim();
  if (text.length < 2) return [];
  const rows = await sellableVariationsMatching(db, text, LIMIT);
  return [...(await presentVariations(db, rows)).values()];
}

/** Deliverable pincodes by their digits or post office name, at most 20, for a new address. */
export async function findPincodes(db: Db, q: string): Promise<PlacementPincode[]> {
  const text = q.trim();
  if (text.length < 2) return [];
  return enabledPincodesMatching(db, text, LIMIT);
}
