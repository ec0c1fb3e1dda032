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

const onlySearchFields = (condition: Condition): boolean => {
  if (isAnd(condition)) return condition.and.every(onlySearchFields);
  if (isOr(condition)) return condition.or.every(onlySearchFields);
  return Object.hasOwn(searchBinding.def.fields, condition.field);
};

/**
 * How many products a list query matches. The list's usual filters (name contains, enabled)
 * are counted on products_search, a sixth of the pages to read; any other filter counts on
 * products itself.
 */
export function countProducts(db: Db, where: Condition | undefined): Promise<number> {
  if (where === undefined || onlySearchFields(where)) {
    return productsRepository.countIn(db, productsSearch, whereSql(searchBinding, where));
  }
  return productsRepository.countIn(db, products, whereSql(productsBinding, where));
}
