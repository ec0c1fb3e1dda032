import type { Tx } from '../../db/client';
import { brands, categories, products } from '../../db/schema';
import { rowExists, type TableWithId } from '../../lib/row-checks';

const TARGET_TABLES: Record<'categoryId' | 'productId' | 'brandId', TableWithId> = {
  categoryId: categories,
  productId: products,
  brandId: brands,
};

/** The SQL of a banner's target: does the category, product or brand it names exist? */
export const bannersRepository = {
  targetExists(tx: Tx, field: keyof typeof TARGET_TABLES, value: number): Promise<boolean> {
    return rowExists(tx, TARGET_TABLES[field], value);
  },
};
