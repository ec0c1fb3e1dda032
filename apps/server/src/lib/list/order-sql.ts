import type { SortSpec } from '@mandi/domain';
import { asc, desc, type SQL } from 'drizzle-orm';
import { type ResourceBinding, requireColumn } from './binding';

/** The asked sort with `id` last, so rows that tie keep one order from page to page. */
export function withIdLast(sort: readonly SortSpec[]): SortSpec[] {
  return sort.some((s) => s.field === 'id') ? [...sort] : [...sort, { field: 'id', order: 'ASC' }];
}

/** ORDER BY terms; PostgreSQL's defaults put nulls last ascending and first descending. */
export function orderSql(binding: ResourceBinding, sort: readonly SortSpec[]): SQL[] {
  return withIdLast(sort).map(({ field, order }) => {
    const column = requireColumn(binding, binding.table, field);
    return order === 'ASC' ? asc(column) : desc(column);
  });
}
