import {
  DEFAULT_LOW_STOCK_THRESHOLD,
  type LowStockAnswer,
  lowStockThresholdOf,
  parseListQuery,
  type ResourceDef,
} from '@mandi/domain';
import { and, isNotNull, isNull, lte, not, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { productsVariations as v } from '../../db/schema';
import { type RawQuery, whereSql } from '../../lib/list';
import { answerPage } from '../../lib/list/list-rows';
import { compileSql, countRows, pageArrays } from '../../lib/list/statement';
import { settingsRepository } from '../settings/settings.repository';
import { productsVariationsBinding as binding } from './products-variations.binding';

/** Lowest stock first, then oldest: what runs out soonest heads the list. */
const lowStockDef: ResourceDef = {
  ...binding.def,
  defaultSort: [
    { field: 'stockQuantity', order: 'ASC' },
    { field: 'id', order: 'ASC' },
  ],
};

/** settings.lowStockThreshold: the threshold of variations without their own. */
export async function storeLowStockThreshold(db: Db): Promise<number> {
  return (await settingsRepository.first(db))?.lowStockThreshold ?? DEFAULT_LOW_STOCK_THRESHOLD;
}

/**
 * packages/domain isLowStock as SQL. Written as two arms, one per kind of threshold, so each
 * can be served by a partial index (docs/DECISIONS.md, Low stock): the store's threshold is a
 * bound value compared with stock_quantity, a variation's own is the expression
 * stock_quantity - low_stock_threshold compared with 0.
 */
export function lowStockSql(storeThreshold: number): SQL {
  return and(
    v.manageStock,
    v.enabled,
    not(v.keptAside),
    or(
      and(isNull(v.lowStockThreshold), lte(v.stockQuantity, storeThreshold)),
      and(isNotNull(v.lowStockThreshold), sql`(${v.stockQuantity} - ${v.lowStockThreshold}) <= 0`),
    ),
  )!;
}

/** GET /products-variations/low-stock: the list grammar over the low-stock variations. */
export async function lowStockList(db: Db, raw: RawQuery): Promise<LowStockAnswer> {
  const storeThreshold = await storeLowStockThreshold(db);
  const query = parseListQuery(raw, lowStockDef);
  const where = compileSql(db, and(whereSql(binding, query.where), lowStockSql(storeThreshold))!);
  const [page, total] = await Promise.all([
    pageArrays(db, binding, { where, sort: query.sort, limit: query.limit, offset: query.offset }),
    countRows(db, binding.table, where),
  ]);
  const rows = await answerPage(db, binding, page, query);
  const data = rows.map((row) =>
    'lowStockThreshold' in row
      ? {
          ...row,
          threshold: lowStockThresholdOf(row as { lowStockThreshold: number | null }, storeThreshold),
        }
      : row,
  ) as LowStockAnswer['data'];
  return {
    data,
    count: data.length,
    total,
    page: query.page,
    pageCount: Math.ceil(total / query.limit),
    storeThreshold,
  };
}
