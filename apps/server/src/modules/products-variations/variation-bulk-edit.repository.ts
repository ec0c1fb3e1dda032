import type { BulkEditValues, Discount, StockStatus } from '@mandi/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { products, productsVariations } from '../../db/schema';
import type { ProductRow } from '../products/products.repository';
import type { VariationRow } from './products-variations.repository';

/** What one row of the bulk save writes. */
export type BulkWrite = { id: number } & BulkEditValues & Discount;

/** The bulk grid's SQL: its locks, read and one-statement write. */
export const bulkEditRepository = {
  /**
   * Locks the products of these variations, in id order as the variation form's save locks
   * its one product first: a grid save and a form save of the same product wait, never deadlock.
   */
  lockProductsOf(tx: Tx, variationIds: number[]): Promise<ProductRow[]> {
    return tx
      .select()
      .from(products)
      .where(
        inArray(
          products.id,
          tx
            .select({ id: productsVariations.productId })
            .from(productsVariations)
            .where(inArray(productsVariations.id, variationIds)),
        ),
      )
      .orderBy(asc(products.id))
      .for('update');
  },

  /** The live variations among `ids`, locked. */
  lockLive(tx: Tx, ids: number[]): Promise<VariationRow[]> {
    return tx
      .select()
      .from(productsVariations)
      .where(and(inArray(productsVariations.id, ids), eq(productsVariations.keptAside, false)))
      .orderBy(asc(productsVariations.id))
      .for('update');
  },

  /** Every row's new values in one UPDATE ... FROM unnest(...), answering the rows written. */
  async write(tx: Tx, rows: readonly BulkWrite[], actorId: number | null): Promise<VariationRow[]> {
    if (rows.length === 0) return [];
    const column = <K extends keyof BulkWrite>(key: K) => sql.param(rows.map((row) => row[key]));
    // Money as text, so numeric keeps exactly the 2 decimals (a float param would round-trip).
    const text = (key: 'mrp' | 'unitPrice' | 'salePrice' | 'discountAmount' | 'discountPercentage') =>
      sql.param(rows.map((row) => (row[key] === null ? null : String(row[key]))));
    const values = sql`unnest(
      ${column('id')}::int[], ${text('mrp')}::numeric[], ${text('unitPrice')}::numeric[],
      ${text('salePrice')}::numeric[], ${column('stockQuantity')}::int[], ${column('stockStatus')}::text[],
      ${column('enabled')}::boolean[], ${text('discountAmount')}::numeric[],
      ${text('discountPercentage')}::numeric[]
    ) as x(id, mrp, unit_price, sale_price, stock_quantity, stock_status, enabled, discount_amount, discount_percentage)`;
    return tx
      .update(productsVariations)
      .set({
        mrp: sql`x.mrp`,
        unitPrice: sql`x.unit_price`,
        salePrice: sql`x.sale_price`,
        stockQuantity: sql`x.stock_quantity`,
        stockStatus: sql`x.stock_status`,
        enabled: sql`x.enabled`,
        discountAmount: sql`x.discount_amount`,
        discountPercentage: sql`x.discount_percentage`,
        updatedBy: actorId,
        updatedTimestamp: sql`now()`,
      })
      .from(sql`${values}`)
      .where(eq(productsVariations.id, sql`x.id`))
      .returning();
  },

  /** The live variations of these products, as a product's stock status reads them. */
  liveStockOf(tx: Tx, productIds: number[]) {
    if (productIds.length === 0) return Promise.resolve([]);
    return tx
      .select({
        productId: productsVariations.productId,
        enabled: productsVariations.enabled,
        stockStatus: productsVariations.stockStatus,
      })
      .from(productsVariations)
      .where(and(inArray(productsVariations.productId, productIds), eq(productsVariations.keptAside, false)));
  },

  /** Products' new stock statuses in one statement. */
  async setProductStock(tx: Tx, rows: readonly { id: number; stockStatus: StockStatus }[]) {
    if (rows.length === 0) return;
    const values = sql`unnest(${sql.param(rows.map((r) => r.id))}::int[], ${sql.param(rows.map((r) => r.stockStatus))}::text[]) as x(id, stock_status)`;
    await tx
      .update(products)
      .set({ stockStatus: sql`x.stock_status`, updatedTimestamp: sql`now()` })
      .from(sql`${values}`)
      .where(eq(products.id, sql`x.id`));
  },
};
