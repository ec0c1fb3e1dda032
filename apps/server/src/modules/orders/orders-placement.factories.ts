import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import {
  addresses,
  categories,
  contacts,
  coupons,
  couponsCategories,
  products,
  productsCategories,
  productsVariations,
  taxes,
  users,
} from '../../db/schema';
import { createCity, createPincode, createState } from '../states/location.factories';

/** Test factories for placing orders: customers with an address, taxed products, coupons. */

const suffix = () => randomBytes(3).toString('hex');
// Random start: a benchmark database keeps the customers of earlier runs.
let nextMobile = 7_000_000_000 + Math.floor(Math.random() * 900_000_000);

/** A customer with one contact and one address in a fresh state, city and pincode. */
export async function createCustomerWithAddress(db: Db, values: Partial<typeof users.$inferInsert> = {}) {
  const [user] = await db
    .insert(users)
    .values({
      fullName: `Buyer ${suffix()}`,
      mobileNumber: String(nextMobile++),
      emailAddress: `buyer-${suffix()}@example.in`,
      ...values,
    })
    .returning();
  const [contact] = await db
    .insert(contacts)
    .values({ userId: user!.id, contactPersonName: user!.fullName })
    .returning();
  const state = await createState(db, { name: `Karnataka ${suffix()}` });
  const city = await createCity(db, state.id, { name: `Bengaluru ${suffix()}` });
  const pincode = await createPincode(db, city, { pincode: String(nextPincode++) });
  const [address] = await db
    .insert(addresses)
    .values({
      contactId: contact!.id,
      name: 'Home',
      line1: '14 Residency Road',
      stateId: state.id,
      cityId: city.id,
      pincodeId: pincode.id,
    })
    .returning();
  return { user: user!, address: address!, pincode, city, state };
}

let nextPincode = 200_000 + Math.floor(Math.random() * 700_000);

/** The taxes made, by database: test files may share this module (vitest isolate: false). */
const taxesByDatabase = new WeakMap<Db, Map<number, number>>();

/** The tax of this rate (one per rate per database). */
async function taxOf(db: Db, rate: number) {
  const taxRates = taxesByDatabase.get(db) ?? new Map<number, number>();
  taxesByDatabase.set(db, taxRates);
  const known = taxRates.get(rate);
  if (known) return known;
  const [tax] = await db
    .insert(taxes)
    .values({ name: `GST ${rate}% ${suffix()}`, rate })
    .returning({ id: taxes.id });
  taxRates.set(rate, tax!.id);
  return tax!.id;
}

export interface VariationOptions {
  unitPrice?: number;
  salePrice?: number;
  taxRate?: number | null;
  manageStock?: boolean;
  stockQuantity?: number;
  stockStatus?: 'In Stock' | 'Out Of Stock';
  allowBackOrder?: boolean;
  enabled?: boolean;
  categoryIds?: number[];
  name?: string;
}

/** A simple product with its one variation. */
export async function createPricedVariation(db: Db, options: VariationOptions = {}) {
  const n = suffix();
  const taxRate = options.taxRate === undefined ? 5 : options.taxRate;
  const [product] = await db
    .insert(products)
    .values({
      name: options.name ?? `Placed product ${n}`,
      slug: `placed-product-${n}`,
      hsnCode: '1001',
      isTaxable: taxRate !== null,
      taxId: taxRate === null ? null : await taxOf(db, taxRate),
      enabled: options.enabled ?? true,
      manageStock: options.manageStock ?? false,
    })
    .returning();
  const [variation] = await db
    .insert(productsVariations)
    .values({
      productId: product!.id,
      name: 'Default',
      sku: `PLC-${n}`.toUpperCase(),
      unitPrice: options.unitPrice ?? 100,
      salePrice: options.salePrice ?? 0,
      manageStock: options.manageStock ?? false,
      stockQuantity: options.stockQuantity ?? 0,
      stockStatus: options.stockStatus ?? 'In Stock',
      allowBackOrder: options.allowBackOrder ?? false,
      isDefault: true,
    })
    .returning();
  if (options.categoryIds?.length)
    await db
      .insert(productsCategories)
      .values(options.categoryIds.map((categoryId) => ({ productId: product!.id, categoryId })));
  return { product: product!, variation: variation! };
}

export async function createCategory(db: Db, name = `Category ${suffix()}`) {
  const [row] = await db
    .insert(categories)
    .values({ name, slug: `category-${suffix()}` })
    .returning();
  return row!;
}

const day = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** A percent coupon valid from yesterday to next week, unless told otherwise. */
export async function createCoupon(
  db: Db,
  values: Partial<typeof coupons.$inferInsert> = {},
  categoryIds: number[] = [],
) {
  const [row] = await db
    .insert(coupons)
    .values({
      name: `Coupon ${suffix()}`,
      code: `C${suffix()}`.toUpperCase(),
      validFrom: day(-1),
      validTill: day(7),
      totalAvailable: 100,
      applyDiscount: 'percent',
      percentAmount: 10,
      ...values,
    })
    .returning();
  if (categoryIds.length)
    await db
      .insert(couponsCategories)
      .values(categoryIds.map((categoryId) => ({ couponId: row!.id, categoryId })));
  return row!;
}

export const daysFromToday = day;
