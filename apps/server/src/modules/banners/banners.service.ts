import { banners as bannerDef, bannerProblem, bannerTargetValues } from '@mandi/domain';
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { banners, brands, categories, products } from '../../db/schema';
import { invalidField } from '../../lib/errors';
import type { ResourceBinding, Row } from '../../lib/list';
import { brandsBinding } from '../brands/brands.service';
import { categoriesBinding } from '../categories/categories.service';
import { crudService } from '../crud/crud.service';
import { productsBinding } from '../products/products.binding';

export const bannersBinding: ResourceBinding = {
  def: bannerDef,
  table: banners,
  relations: {
    category: {
      target: () => categoriesBinding,
      sourceColumn: banners.categoryId,
      targetColumn: categories.id,
    },
    product: { target: () => productsBinding, sourceColumn: banners.productId, targetColumn: products.id },
    brand: { target: () => brandsBinding, sourceColumn: banners.brandId, targetColumn: brands.id },
  },
};

const TARGETS: {
  field: 'categoryId' | 'productId' | 'brandId';
  table: PgTable;
  id: PgColumn;
  what: string;
}[] = [
  { field: 'categoryId', table: categories, id: categories.id, what: 'category' },
  { field: 'productId', table: products, id: products.id, what: 'product' },
  { field: 'brandId', table: brands, id: brands.id, what: 'brand' },
];

/**
 * The banner as it will be stored (the change over the stored row) must lead somewhere that
 * exists, by its page's one field; the fields of other pages are cleared.
 */
async function beforeWrite(tx: Tx, input: Row, existing: Row | undefined): Promise<Row> {
  const merged = { ...existing, ...input } as Row;
  const problem = bannerProblem(merged);
  if (problem) throw invalidField(problem.field, problem.message);
  const target = bannerTargetValues(merged);
  for (const { field, table, id, what } of TARGETS) {
    const value = target[field];
    if (value === null || value === existing?.[field]) continue;
    const found = await tx.select({ id }).from(table).where(eq(id, value)).limit(1);
    if (found.length === 0) throw invalidField(field, `Please choose an existing ${what}`);
  }
  return { ...input, ...target };
}

export const bannersService = crudService({ binding: bannersBinding, beforeWrite, fileFields: ['image'] });
