import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { brands, categories, products } from '../../db/schema';

const TARGET_TABLES: Record<'categoryId' | 'productId' | 'brandId', { table: PgTable; id: PgColumn }> = {
  categoryId: { table: categories, id: categories.id },
  productId: { table: products, id: products.id },
  brandId: { table: brands, id: brands.id },
};

/** The SQL of a banner's target: does the category, product or brand it names exist? */
export const bannersRepository = {
  async targetExists(tx: Tx, field: keyof typeof TARGET_TABLES, value: number): Promise<boolean> {
    const { table, id } = TARGET_TABLES[field];
    const rows = await tx.select({ id }).from(table).where(eq(id, value)).limit(1);
    return rows.length > 0;
  },
};
