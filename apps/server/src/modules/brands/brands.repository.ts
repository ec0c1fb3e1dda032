import { count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { products } from '../../db/schema';

/** The SQL of the brands module beyond the generic CRUD. */
export const brandsRepository = {
  /** Products of the brand: they keep their brand, so it cannot go. */
  async productCount(db: Executor, brandId: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(products).where(eq(products.brandId, brandId));
    return row?.n ?? 0;
  },
};
