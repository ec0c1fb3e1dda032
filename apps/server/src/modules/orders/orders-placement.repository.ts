import { type OrderStatus, type PricedLine, SOLD_STATUSES } from '@mandi/domain';
import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import {
  addresses,
  cities,
  contacts,
  coupons,
  orders,
  ordersHistory,
  ordersProducts,
  pincodes,
  products,
  productsCategories,
  productsVariations,
  settings,
  states,
  taxes,
  users,
} from '../../db/schema';
import { escapeLike } from '../../lib/list/operator-sql';

/**
 * The SQL of placing an order for a customer (orders-placement.ts) and of its look-ups
 * (orders-placement-lookups.ts): the rules (pricing, refusals, what is locked when) stay there.
 */

/** `%text%` for ILIKE, its own % and _ taken literally. */
const containing = (text: string) => `%${escapeLike(text)}%`;

/** The store's pricing settings (the one settings row), undefined when there is none yet. */
export async function pricingSettingsRow(db: Executor) {
  const [row] = await db
    .select({
      deliveryCharge: settings.deliveryCharge,
      freeDeliveryThreshold: settings.freeDeliveryThreshold,
      maximumCashAllowed: settings.maximumCashAllowed,
      activateCOD: settings.activateCOD,
    })
    .from(settings)
    .orderBy(asc(settings.id))
    .limit(1);
  return row;
}

export const variationColumns = {
  productId: products.id,
  productsVariationId: productsVariations.id,
  productName: products.name,
  variationName: productsVariations.name,
  productType: products.productType,
  sku: productsVariations.sku,
  unitPrice: productsVariations.unitPrice,
  salePrice: productsVariations.salePrice,
  mrp: productsVariations.mrp,
  isTaxable: products.isTaxable,
  taxRate: taxes.rate,
  cessRate: taxes.cessRate,
  productEnabled: products.enabled,
  variationEnabled: productsVariations.enabled,
  keptAside: productsVariations.keptAside,
  manageStock: productsVariations.manageStock,
  stockQuantity: productsVariations.stockQuantity,
  stockStatus: productsVariations.stockStatus,
  allowBackOrder: productsVariations.allowBackOrder,
};

export interface VariationRow {
  productId: number;
  productsVariationId: number;
  productName: string;
  variationName: string;
  productType: 'simple' | 'variable';
  sku: string;
  unitPrice: number;
  salePrice: number;
  mrp: number | null;
  isTaxable: boolean;
  taxRate: number | null;
  cessRate: number | null;
  productEnabled: boolean;
  variationEnabled: boolean;
  keptAside: boolean;
  manageStock: boolean;
  stockQuantity: number;
  stockStatus: 'In Stock' | 'Out Of Stock';
  allowBackOrder: boolean;
}

/** The variations with their product and tax rate, by id; locked (id order) when `lock` is set. */
export async function variationsByIds(
  db: Executor,
  ids: readonly number[],
  lock: boolean,
): Promise<VariationRow[]> {
  const query = db
    .select(variationColumns)
    .from(productsVariations)
    .innerJoin(products, eq(products.id, productsVariations.productId))
    .leftJoin(taxes, eq(taxes.id, products.taxId))
    .where(inArray(productsVariations.id, [...ids]))
    .orderBy(asc(productsVariations.id));
  return (lock ? await query.for('update', { of: productsVariations }) : await query) as VariationRow[];
}

/** Enabled variations, not kept aside, of enabled products by product name or sku (names in order). */
export async function sellableVariationsMatching(
  db: Executor,
  text: string,
  limit: number,
): Promise<VariationRow[]> {
  return (await db
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
    .limit(limit)) as VariationRow[];
}

/** Each product's category ids. */
export async function categoryIdsOfProducts(
  db: Executor,
  productIds: readonly number[],
): Promise<Map<number, number[]>> {
  const links =
    productIds.length === 0
      ? []
      : await db
          .select({ productId: productsCategories.productId, categoryId: productsCategories.categoryId })
          .from(productsCategories)
          .where(inArray(productsCategories.productId, [...productIds]));
  const categoriesOf = new Map<number, number[]>();
  for (const link of links)
    categoriesOf.set(link.productId, [...(categoriesOf.get(link.productId) ?? []), link.categoryId]);
  return categoriesOf;
}

/** The coupon a code names, in any case; locked when `lock` is set. */
export async function couponByCode(db: Executor, code: string, lock: boolean) {
  const query = db.select().from(coupons).where(sql`lower(${coupons.code}) = lower(${code})`);
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** How many sold orders used the coupon. */
export async function soldUsesOfCoupon(db: Executor, couponId: number): Promise<number> {
  const [used] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .where(and(eq(orders.couponId, couponId), inArray(orders.status, [...SOLD_STATUSES])));
  return used?.count ?? 0;
}

/** A customer's sold orders, and how many of them used the coupon (0 without one). */
export async function soldOrdersOfCustomer(
  db: Executor,
  userId: number,
  couponId: number | null,
): Promise<{ previousOrders: number; couponUses: number }> {
  const [counts] = await db
    .select({
      previousOrders: sql<number>`count(*)::int`,
      couponUses:
        couponId !== null
          ? sql<number>`(count(*) filter (where ${orders.couponId} = ${couponId}))::int`
          : sql<number>`0`,
    })
    .from(orders)
    .where(and(eq(orders.userId, userId), inArray(orders.status, [...SOLD_STATUSES])));
  return { previousOrders: counts?.previousOrders ?? 0, couponUses: Number(counts?.couponUses ?? 0) };
}

/** Customers whose name or email contains the text, or whose mobile contains the digits. */
export async function customersMatching(db: Executor, text: string, digits: string | null, limit: number) {
  const matches: SQL[] = [
    ilike(users.fullName, containing(text)),
    ilike(users.emailAddress, containing(text)),
  ];
  if (digits !== null) matches.push(sql`${users.mobileNumber} like ${containing(digits)}`);
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
    .limit(limit);
}

/** Enabled pincodes starting with the digits or whose post office name contains the text. */
export async function enabledPincodesMatching(db: Executor, text: string, limit: number) {
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
    .limit(limit);
}

/**
 * Addresses with their place names (city, state, pincode) and whose they are (through their
 * contact), in id order: the one query both the placement and its look-up read addresses with.
 */
export async function addressesWithPlaces(db: Executor, where: SQL | undefined) {
  return db
    .select({
      id: addresses.id,
      name: addresses.name,
      line1: addresses.line1,
      line2: addresses.line2,
      city: cities.name,
      state: states.name,
      pincode: pincodes.pincode,
      countryId: addresses.countryId,
      stateId: addresses.stateId,
      cityId: addresses.cityId,
      pincodeId: addresses.pincodeId,
      userId: contacts.userId,
    })
    .from(addresses)
    .innerJoin(contacts, eq(contacts.id, addresses.contactId))
    .leftJoin(cities, eq(cities.id, addresses.cityId))
    .leftJoin(states, eq(states.id, addresses.stateId))
    .leftJoin(pincodes, eq(pincodes.id, addresses.pincodeId))
    .where(where)
    .orderBy(asc(addresses.id));
}
export type AddressWithPlaces = Awaited<ReturnType<typeof addressesWithPlaces>>[number];

/** One address with its place names and whose it is. */
export async function addressWithPlaces(
  db: Executor,
  addressId: number,
): Promise<AddressWithPlaces | undefined> {
  const [row] = await addressesWithPlaces(db, eq(addresses.id, addressId));
  return row;
}

/** A customer's enabled addresses with their place names. */
export function enabledAddressesOfCustomer(db: Executor, userId: number): Promise<AddressWithPlaces[]> {
  return addressesWithPlaces(db, and(eq(contacts.userId, userId), eq(addresses.enabled, true)));
}

export async function insertContact(tx: Tx, values: typeof contacts.$inferInsert): Promise<number> {
  const [row] = await tx.insert(contacts).values(values).returning({ id: contacts.id });
  return row!.id;
}

/** The customer's row, locked to the end of the transaction. */
export async function lockCustomer(tx: Tx, userId: number) {
  const [customer] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
  return customer;
}

/** Writes the order's head and answers its id. */
export async function insertOrder(tx: Tx, values: typeof orders.$inferInsert): Promise<number> {
  const [order] = await tx.insert(orders).values(values).returning({ id: orders.id });
  return order!.id;
}

export async function setOrderReference(tx: Tx, orderId: number, orderReference: string): Promise<void> {
  await tx.update(orders).set({ orderReference }).where(eq(orders.id, orderId));
}

/** Priced lines written as the order's lines, by whom: a placement's all, a change's new ones. */
export async function insertPricedLines(
  tx: Tx,
  orderId: number,
  lines: readonly PricedLine[],
  actorId: number,
): Promise<void> {
  if (lines.length === 0) return;
  await tx.insert(ordersProducts).values(
    lines.map((line) => ({
      orderId,
      productId: line.productId,
      productsVariationId: line.productsVariationId,
      unitPrice: line.unitPrice,
      salePrice: line.salePrice,
      quantity: line.quantity,
      subTotal: line.subTotal,
      taxedAmount: line.taxedAmount,
      cessAmount: line.cessAmount,
      taxRate: line.taxRate,
      cessRate: line.cessRate,
      createdBy: actorId,
      updatedBy: actorId,
    })),
  );
}

export async function insertHistoryEntry(
  tx: Tx,
  entry: {
    orderId: number;
    fromStatus: OrderStatus | null;
    toStatus: OrderStatus;
    comment: string;
    adminId: number;
  },
): Promise<void> {
  await tx.insert(ordersHistory).values(entry);
}

export async function setVariationStock(
  tx: Tx,
  variationId: number,
  stock: { stockQuantity: number; stockStatus: 'In Stock' | 'Out Of Stock' },
): Promise<void> {
  await tx.update(productsVariations).set(stock).where(eq(productsVariations.id, variationId));
}

/** The products' rows, locked in id order. */
export async function lockProducts(tx: Tx, productIds: readonly number[]) {
  return tx
    .select()
    .from(products)
    .where(inArray(products.id, [...productIds]))
    .orderBy(asc(products.id))
    .for('update');
}
