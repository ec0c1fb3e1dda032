import { type Condition, isAnd, isOr, products as productDef } from '@mandi/domain';
import type { Db } from '../../db/client';
import { products, productsSearch } from '../../db/schema';
import { type ResourceBinding, whereSql } from '../../lib/list';
import { productsBinding } from './products.binding';
import { productsRepository } from './products.repository';

/** The narrow search table, seen as a resource with the two fields it copies. */
const searchBinding: ResourceBinding = {
  def: {
    ...productDef,
    fields: { name: productDef.fields.name!, enabled: productDef.fields.enabled! },
    relations: {},
  },
  table: productsSearch,
};

const fieldsOf = (condition: Condition): string[] => {
  if (isAnd(condition)) return condition.and.flatMap(fieldsOf);
  if (isOr(condition)) return condition.or.flatMap(fieldsOf);
  return [condition.field];
};

/**
 * How many products a list query matches. A name filter (with or without enabled) is counted
 * on products_search, a sixth of the pages to recheck; anything else on products itself,
 * where `enabled` alone is an index-only scan.
 */
export function countProducts(db: Db, where: Condition | undefined): Promise<number> {
  const fields = where ? fieldsOf(where) : [];
  if (fields.includes('name') && fields.every((field) => Object.hasOwn(searchBinding.def.fields, field))) {
    return productsRepository.countIn(db, productsSearch, whereSql(searchBinding, where));
  }
  return productsRepository.countIn(db, products, whereSql(productsBinding, where));
}
