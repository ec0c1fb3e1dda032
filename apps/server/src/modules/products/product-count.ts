import { type Condition, isAnd, isOr, products as productDef } from '@mandi/domain';
import type { Db } from '../../db/client';
import { products, productsSearch } from '../../db/schema';
import type { ResourceBinding } from '../../lib/list';
import { compileWhere } from '../../lib/list/compiled-where';
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
  if (where && countsOnSearch(where)) {
    return productsRepository.countIn(db, productsSearch, compileWhere(db, searchBinding, where));
  }
  return productsRepository.countIn(db, products, compileWhere(db, productsBinding, where));
}

/** Per frozen condition (a parsed query kept by lib/list/parsed-query-cache.ts): its table. */
const onSearch = new WeakMap<Condition, boolean>();

/** Whether a name filter, on the search table's fields alone, is counted on products_search. */
function countsOnSearch(where: Condition): boolean {
  const known = onSearch.get(where);
  if (known !== undefined) return known;
  const fields = fieldsOf(where);
  const answer =
    fields.includes('name') && fields.every((field) => Object.hasOwn(searchBinding.def.fields, field));
  if (Object.isFrozen(where)) onSearch.set(where, answer);
  return answer;
}
