import type { StockStatus } from '../enums';

export interface StockInput {
  manageStock: boolean;
  stockQuantity: number;
  /** The two-value switch, read only when stock is not managed. */
  stockStatus: StockStatus;
}

/**
 * Stock status at save (spec 01 §4): managed stock follows the quantity (above 0 In Stock,
 * else Out Of Stock); unmanaged stock keeps the switch the admin set.
 */
export function stockStatusOf(stock: StockInput): StockStatus {
  if (stock.manageStock) return stock.stockQuantity > 0 ? 'In Stock' : 'Out Of Stock';
  return stock.stockStatus;
}

/**
 * A product's own status from its live variations: In Stock when any enabled one is, so the
 * store shows it as buyable; with no variation yet, its own stock settings decide.
 */
export function productStockStatus(
  variations: readonly { enabled: boolean; stockStatus: StockStatus }[],
  own: StockInput,
): StockStatus {
  if (variations.length === 0) return stockStatusOf(own);
  return variations.some((v) => v.enabled && v.stockStatus === 'In Stock') ? 'In Stock' : 'Out Of Stock';
}
