import { and, asc, eq, inArray, like, ne, or } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db, Executor, Tx } from '../../db/client';
import {
  attributes,
  categories,
  ordersProducts,
  products,
  productsAttributes,
  productsCategories,
  relatedProducts,
} from '../../db/schema';
import { escapeLike } from '../../lib/list/operator-sql';
import { type CompiledSql, countRows } from '../../lib/list/statement';
import { anyRow } from '../../lib/row-checks';

export type ProductRow = typeof products.$inferSelect;
export type ProductValues = Partial<Omit<typeof products.$inferInsert, 'id'>>;

/** The only SQL of products: the row, its links to categories, attributes and related products. */
export const productsRepository = {
  async findById(db: Executor, id: number): Promise<ProductRow | undefined> {
    const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
    return row;
  },

  /** The row locked until the transaction ends, so two saves of one product queue up. */
  async lockById(tx: Tx, id: number): Promise<ProductRow | undefined> {
    const [row] = await tx.select().from(products).where(eq(products.id, id)).limit(1).for('update');
    return row;
  },

  async insert(tx: Tx, values: ProductValues & { name: string; slug: string }): Promise<ProductRow> {
    const [row] = await tx.insert(products).values(values).returning();
    return row!;
  },

  async update(tx: Executor, id: number, values: ProductValues): Promise<ProductRow | undefined> {
    const [row] = await tx.update(products).set(values).where(eq(products.id, id)).returning();
    return row;
  },

  async remove(tx: Tx, id: number) {
    await tx.delete(products).where(eq(products.id, id));
  },

  /** Slugs that `base` could collide with: itself and `base-<n>`, other than the product's own. */
  async slugsLike(tx: Executor, base: string, exceptId?: number): Promise<string[]> {
    const match = or(eq(products.slug, base), like(products.slug, `${escapeLike(base)}-%`));
    const rows = await tx
      .select({ slug: products.slug })
      .from(products)
      .where(exceptId === undefined ? match : and(match, ne(products.id, exceptId)));
    return rows.map((row) => row.slug);
  },

  hasOrders(tx: Executor, productId: number): Promise<boolean> {
    return anyRow(tx, ordersProducts, eq(ordersProducts.productId, productId));
  },

  /** Those of `ids` that exist in `table`. */
  async existing(db: Executor, table: PgTable, ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const idColumn = (table as unknown as { id: PgColumn }).id;
    const rows = (await db.select({ id: idColumn }).from(table).where(inArray(idColumn, ids))) as {
      id: number;
    }[];
    return new Set(rows.map((row) => row.id));
  },

  categoriesOf(db: Executor, productId: number) {
    return db
      .select({ id: categories.id, name: categories.name, parentId: categories.parentId })
      .from(productsCategories)
      .innerJoin(categories, eq(categories.id, productsCategories.categoryId))
      .where(eq(productsCategories.productId, productId))
      .orderBy(asc(categories.id));
  },

  attributesOf(db: Executor, productId: number) {
    return db
      .select({ id: attributes.id, name: attributes.name })
      .from(productsAttributes)
      .innerJoin(attributes, eq(attributes.id, productsAttributes.attributeId))
      .where(eq(productsAttributes.productId, productId))
      .orderBy(asc(attributes.id));
  },

  async relatedOf(db: Executor, productId: number): Promise<number[]> {
    const rows = await db
      .select({ id: relatedProducts.relatedProductId })
      .from(relatedProducts)
      .where(eq(relatedProducts.productId, productId))
      .orderBy(asc(relatedProducts.relatedProductId));
    return rows.map((row) => row.id);
  },

  async setCategories(tx: Tx, productId: number, ids: number[]) {
    await tx.delete(productsCategories).where(eq(productsCategories.productId, productId));
    if (ids.length > 0)
      await tx.insert(productsCategories).values(ids.map((categoryId) => ({ productId, categoryId })));
  },

  async setAttributes(tx: Tx, productId: number, ids: number[]) {
    await tx.delete(productsAttributes).where(eq(productsAttributes.productId, productId));
    if (ids.length > 0)
      await tx.insert(productsAttributes).values(ids.map((attributeId) => ({ productId, attributeId })));
  },

  async setRelated(tx: Tx, productId: number, ids: number[]) {
    await tx.delete(relatedProducts).where(eq(relatedProducts.productId, productId));
    if (ids.length > 0) {
      await tx
        .insert(relatedProducts)
        .values(ids.map((relatedProductId) => ({ productId, relatedProductId })));
    }
  },

  /** count(*) of `table` (products, or its narrow search copy) under a list's compiled WHERE. */
  countIn(db: Db, table: PgTable, where: CompiledSql | undefined): Promise<number> {
    return countRows(db, table, where);
  },
};
