import { and, asc, desc, eq, ilike, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { orders, products, productsVariations, users } from '../../db/schema';
import { escapeLike } from '../../lib/list/operator-sql';

/**
 * The command palette's look-ups (issue 31), each answered by one index: orders by id (primary
 * key) or reference (orders_order_reference_unique), a customer's latest orders (user_id,
 * order_timestamp), customers by mobile prefix (users_mobile_pattern_index) or name
 * (users_full_name_trgm_index), products by name (products_name_trgm_index) and variations by
 * SKU (products_variations_sku_trgm_index).
 */

const containing = (text: string) => `%${escapeLike(text)}%`;

const orderColumns = {
  id: orders.id,
  orderReference: orders.orderReference,
  status: orders.status,
  grandTotal: orders.grandTotal,
  orderTimestamp: orders.orderTimestamp,
  customerName: users.fullName,
  customerMobile: users.mobileNumber,
};

function ordersWhere(db: Executor, where: SQL | undefined, limit: number) {
  return db
    .select(orderColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(where)
    .orderBy(desc(orders.orderTimestamp), desc(orders.id))
    .limit(limit);
}

/** The order with this number or this reference (upper case, as stored). */
export function ordersNamed(db: Executor, id: number | undefined, reference: string | undefined) {
  const named: SQL[] = [];
  if (id !== undefined) named.push(eq(orders.id, id));
  if (reference !== undefined) named.push(eq(orders.orderReference, reference));
  if (named.length === 0) return Promise.resolve([]);
  return ordersWhere(db, named.length === 1 ? named[0] : sql`(${sql.join(named, sql` or `)})`, 2);
}

/** These customers' latest placed orders (carts have no time and are left out), newest first. */
export function latestOrdersOf(db: Executor, userIds: readonly number[], limit: number) {
  if (userIds.length === 0) return Promise.resolve([]);
  return ordersWhere(db, and(inArray(orders.userId, [...userIds]), isNotNull(orders.orderTimestamp)), limit);
}

const customerColumns = {
  id: users.id,
  fullName: users.fullName,
  mobileNumber: users.mobileNumber,
  emailAddress: users.emailAddress,
};

/** Customers whose stored mobile digits start with these, in mobile order. */
export function customersByMobile(db: Executor, prefix: string, limit: number) {
  return db
    .select(customerColumns)
    .from(users)
    .where(sql`${users.mobileNumber} like ${`${escapeLike(prefix)}%`}`)
    .orderBy(asc(users.mobileNumber))
    .limit(limit);
}

/** Customers whose name contains the text, in any case. */
export function customersByName(db: Executor, text: string, limit: number) {
  return db
    .select(customerColumns)
    .from(users)
    .where(ilike(users.fullName, containing(text)))
    .orderBy(asc(users.fullName), asc(users.id))
    .limit(limit);
}

/** Products whose name contains the text, in any case. */
export function productsByName(db: Executor, text: string, limit: number) {
  return db
    .select({ id: products.id, name: products.name, enabled: products.enabled })
    .from(products)
    .where(ilike(products.name, containing(text)))
    .orderBy(asc(products.name), asc(products.id))
    .limit(limit);
}

/** Variations whose SKU contains the text, in any case, with their product. */
export function variationsBySku(db: Executor, text: string, limit: number) {
  return db
    .select({
      id: products.id,
      name: products.name,
      enabled: products.enabled,
      sku: productsVariations.sku,
    })
    .from(productsVariations)
    .innerJoin(products, eq(products.id, productsVariations.productId))
    .where(ilike(productsVariations.sku, containing(text)))
    .orderBy(asc(productsVariations.sku), asc(productsVariations.id))
    .limit(limit);
}

/** Each product's first variation's SKU (by the variation's id). */
export async function firstSkuOf(db: Executor, productIds: readonly number[]): Promise<Map<number, string>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([productsVariations.productId], {
      productId: productsVariations.productId,
      sku: productsVariations.sku,
    })
    .from(productsVariations)
    .where(inArray(productsVariations.productId, [...productIds]))
    .orderBy(asc(productsVariations.productId), asc(productsVariations.id));
  return new Map(rows.map((row) => [row.productId, row.sku]));
}
