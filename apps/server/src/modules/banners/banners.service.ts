import { banners as bannerDef, bannerProblem, bannerTargetValues } from '@mandi/domain';
import type { Tx } from '../../db/client';
import { banners, brands, categories, products } from '../../db/schema';
import { invalidField } from '../../lib/errors';
import type { ResourceBinding, Row } from '../../lib/list';
import { brandsBinding } from '../brands/brands.service';
import { categoriesBinding } from '../categories/categories.service';
import { crudService } from '../crud/crud.service';
import { productsBinding } from '../products/products.binding';
import { bannersRepository as repository } from './banners.repository';

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

const TARGETS = [
  { field: 'categoryId', what: 'category' },
  { field: 'productId', what: 'product' },
  { field: 'brandId', what: 'brand' },
] as const;

/**
 * The banner as it will be stored (the change over the stored row) must lead somewhere that
 * exists, by its page's one field; the fields of other pages are cleared.
 */
async function beforeWrite(tx: Tx, input: Row, existing: Row | undefined): Promise<Row> {
  const merged = { ...existing, ...input } as Row;
  const problem = bannerProblem(merged);
  if (problem) throw invalidField(problem.field, problem.message);
  const target = bannerTargetValues(merged);
  for (const { field, what } of TARGETS) {
    const value = target[field];
    if (value === null || value === existing?.[field]) continue;
    if (!(await repository.targetExists(tx, field, value)))
      throw invalidField(field, `Please choose an existing ${what}`);
  }
  return { ...input, ...target };
}

export const bannersService = crudService({ binding: bannersBinding, beforeWrite, fileFields: ['image'] });
