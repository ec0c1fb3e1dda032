import type { Tx } from '../../db/client';
import { attributes, brands, categories, measurementUnits, products, taxes } from '../../db/schema';
import { badRequest, type FieldError } from '../../lib/errors';
import { productsRepository as repository } from './products.repository';

export interface ProductReferences {
  brandId?: number | null;
  taxId?: number | null;
  measurementUnitId?: number | null;
  category?: { id: number }[];
  attribute?: { id: number }[];
  relatedProduct?: number[];
}

const choose = (what: string) => `Please choose an existing ${what}`;

/**
 * Every id a product links to must exist (a 400 naming the field, rather than a foreign-key
 * failure), and a product is not related to itself.
 */
export async function checkReferences(tx: Tx, input: ProductReferences, selfId?: number) {
  const errors: FieldError[] = [];
  const one = [
    ['brandId', brands, input.brandId, 'brand'],
    ['taxId', taxes, input.taxId, 'tax'],
    ['measurementUnitId', measurementUnits, input.measurementUnitId, 'measurement unit'],
  ] as const;
  for (const [field, table, id, what] of one) {
    if (id !== null && id !== undefined && !(await repository.existing(tx, table, [id])).has(id)) {
      errors.push({ field, message: choose(what) });
    }
  }
  const many = [
    ['category', categories, input.category?.map((ref) => ref.id), 'category'],
    ['attribute', attributes, input.attribute?.map((ref) => ref.id), 'attribute'],
    ['relatedProduct', products, input.relatedProduct, 'product'],
  ] as const;
  for (const [field, table, ids, what] of many) {
    if (!ids || ids.length === 0) continue;
    const found = await repository.existing(tx, table, ids);
    const missing = ids.findIndex((id) => !found.has(id));
    if (missing >= 0) errors.push({ field: `${field}.${missing}`, message: choose(what) });
  }
  if (selfId !== undefined && input.relatedProduct?.includes(selfId)) {
    errors.push({ field: 'relatedProduct', message: 'A product cannot be related to itself' });
  }
  if (errors.length > 0) throw badRequest(errors[0]!.message, errors);
}

/** Ids of a `[{ id }]` list, each once, in the order sent. */
export const idsOf = (refs: readonly { id: number }[]) => [...new Set(refs.map((ref) => ref.id))];
