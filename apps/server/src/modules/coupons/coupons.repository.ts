import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { categories, couponsCategories } from '../../db/schema';

/** The SQL of a coupon's categories: read them, check them, replace them. */
export const couponsRepository = {
  categoriesOf(db: Executor, couponId: number) {
    return db
      .select({ id: categories.id, name: categories.name })
      .from(couponsCategories)
      .innerJoin(categories, eq(categories.id, couponsCategories.categoryId))
      .where(eq(couponsCategories.couponId, couponId))
      .orderBy(asc(categories.name));
  },

  async existingCategoryIds(db: Executor, ids: number[]): Promise<Set<number>> {
    if (ids.length === 0) return new Set();
    const rows = await db.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids));
    return new Set(rows.map((row) => row.id));
  },

  async setCategories(tx: Tx, couponId: number, ids: number[]) {
    await tx.delete(couponsCategories).where(eq(couponsCategories.couponId, couponId));
    if (ids.length > 0)
      await tx.insert(couponsCategories).values(ids.map((categoryId) => ({ couponId, categoryId })));
  },
};
