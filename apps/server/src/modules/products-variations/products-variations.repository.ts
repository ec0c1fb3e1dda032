import { and, asc, eq, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import {
  attributesValues,
  ordersProducts,
  products,
  productsAttributes,
  productsVariations,
  productsVariationsAttributes,
} from '../../db/schema';

export type VariationRow = typeof productsVariations.$inferSelect;
export type VariationValues = Omit<typeof productsVariations.$inferInsert, 'id'>;
export type PriceValues = Pick<
  VariationValues,
  'unitPrice' | 'salePrice' | 'discountAmount' | 'discountPercentage'
>;
export interface AttributeLink {
  productsVariationId: number;
  attributeId: number;
  attributesValueId: number;
}

/** The only SQL of variations: the live set of a product, flags of a type switch, sku checks. */
export const variationsRepository = {
  async findById(db: Executor, id: number): Promise<VariationRow | undefined> {
    const [row] = await db.select().from(productsVariations).where(eq(productsVariations.id, id)).limit(1);
    return row;
  },

  /** The variations a product shows and sells now (not those set aside), oldest first. */
  liveOf(db: Executor, productId: number): Promise<VariationRow[]> {
    return db
      .select()
      .from(productsVariations)
      .where(and(eq(productsVariations.productId, productId), eq(productsVariations.keptAside, false)))
      .orderBy(asc(productsVariations.id));
  },

  /** Every variation of a product with the flags a type switch reads. */
  setsOf(db: Executor, productId: number) {
    return db
      .select({
        id: productsVariations.id,
        isDefault: productsVariations.isDefault,
        keptAside: productsVariations.keptAside,
      })
      .from(productsVariations)
      .where(eq(productsVariations.productId, productId));
  },

  async setFlags(tx: Tx, ids: number[], flags: { keptAside?: boolean; isDefault?: boolean }) {
    if (ids.length === 0) return;
    await tx.update(productsVariations).set(flags).where(inArray(productsVariations.id, ids));
  },

  async insert(tx: Tx, values: VariationValues): Promise<VariationRow> {
    const [row] = await tx.insert(productsVariations).values(values).returning();
    return row!;
  },

  async update(tx: Tx, id: number, values: Partial<VariationValues>): Promise<VariationRow> {
    const [row] = await tx
      .update(productsVariations)
      .set(values)
      .where(eq(productsVariations.id, id))
      .returning();
    return row!;
  },

  async remove(tx: Tx, ids: number[]) {
    if (ids.length === 0) return;
    await tx.delete(productsVariations).where(inArray(productsVariations.id, ids));
  },

  /** Those of `ids` that an order line points at: they can be disabled, not deleted. */
  async soldAmong(tx: Executor, ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await tx
      .selectDistinct({ id: ordersProducts.productsVariationId })
      .from(ordersProducts)
      .where(inArray(ordersProducts.productsVariationId, ids));
    return new Set(rows.map((row) => row.id));
  },

  /** Variations outside `exceptIds` holding one of `skus`, compared without case. */
  async holdersOfSkus(tx: Executor, skus: string[], exceptIds: number[]) {
    if (skus.length === 0) return [];
    const lowered = skus.map((sku) => sku.toLowerCase());
    const conditions: SQL[] = [sql`lower(${productsVariations.sku}) = any(${sql.param(lowered)}::text[])`];
    if (exceptIds.length > 0) conditions.push(notInArray(productsVariations.id, exceptIds));
    return tx
      .select({ id: productsVariations.id, sku: productsVariations.sku })
      .from(productsVariations)
      .where(and(...conditions));
  },

  linksOf(db: Executor, variationIds: number[]): Promise<AttributeLink[]> {
    if (variationIds.length === 0) return Promise.resolve([]);
    return db
      .select({
        productsVariationId: productsVariationsAttributes.productsVariationId,
        attributeId: productsVariationsAttributes.attributeId,
        attributesValueId: productsVariationsAttributes.attributesValueId,
      })
      .from(productsVariationsAttributes)
      .where(inArray(productsVariationsAttributes.productsVariationId, variationIds))
      .orderBy(asc(productsVariationsAttributes.id));
  },

  async replaceLinks(
    tx: Tx,
    variationId: number,
    links: Omit<AttributeLink, 'productsVariationId'>[],
    actorId: number,
  ) {
    await tx
      .delete(productsVariationsAttributes)
      .where(eq(productsVariationsAttributes.productsVariationId, variationId));
    if (links.length === 0) return;
    await tx.insert(productsVariationsAttributes).values(
      links.map((link) => ({
        ...link,
        productsVariationId: variationId,
        createdBy: actorId,
        updatedBy: actorId,
      })),
    );
  },

  /** Links of a product's variations to attributes it no longer has are dropped. */
  async dropLinksOutside(tx: Tx, productId: number, attributeIds: number[]) {
    const ofProduct = sql`${productsVariationsAttributes.productsVariationId} in (select ${productsVariations.id} from ${productsVariations} where ${productsVariations.productId} = ${productId})`;
    const outside =
      attributeIds.length > 0
        ? notInArray(productsVariationsAttributes.attributeId, attributeIds)
        : undefined;
    await tx.delete(productsVariationsAttributes).where(and(ofProduct, outside));
  },

  async attributeIdsOf(db: Executor, productId: number): Promise<number[]> {
    const rows = await db
      .select({ id: productsAttributes.attributeId })
      .from(productsAttributes)
      .where(eq(productsAttributes.productId, productId))
      .orderBy(asc(productsAttributes.attributeId));
    return rows.map((row) => row.id);
  },

  valuesByIds(db: Executor, ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .select({
        id: attributesValues.id,
        attributeId: attributesValues.attributeId,
        name: attributesValues.name,
      })
      .from(attributesValues)
      .where(inArray(attributesValues.id, ids));
  },

  /** Live variations by id with their product's name: what a price-update row is checked against. */
  namesByIds(db: Executor, ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return db
      .select({
        id: productsVariations.id,
        variationName: productsVariations.name,
        productName: products.name,
      })
      .from(productsVariations)
      .innerJoin(products, eq(products.id, productsVariations.productId))
      .where(and(inArray(productsVariations.id, ids), eq(productsVariations.keptAside, false)));
  },

  /** The prices a price update replaces, with what names them in the product's history. */
  pricesOf(tx: Executor, ids: number[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return tx
      .select({
        id: productsVariations.id,
        productId: productsVariations.productId,
        sku: productsVariations.sku,
        unitPrice: productsVariations.unitPrice,
        salePrice: productsVariations.salePrice,
        discountAmount: productsVariations.discountAmount,
        discountPercentage: productsVariations.discountPercentage,
      })
      .from(productsVariations)
      .where(inArray(productsVariations.id, ids));
  },

  async setPrices(tx: Tx, id: number, prices: PriceValues, actorId: number | null) {
    await tx
      .update(productsVariations)
      .set({ ...prices, updatedBy: actorId, updatedTimestamp: sql`now()` })
      .where(eq(productsVariations.id, id));
  },
};
