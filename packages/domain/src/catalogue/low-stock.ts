/*
 * No zod here: the web's shell (the header's alert) loads this module before zod is made
 * jitless; the answer's schema is in low-stock-answer.ts.
 */

/** The store's low-stock threshold when the settings row has none yet (the column's default). */
export const DEFAULT_LOW_STOCK_THRESHOLD = 10;

/** What low stock reads of a variation. */
export interface LowStockInput {
  manageStock: boolean;
  enabled: boolean;
  keptAside: boolean;
  stockQuantity: number;
  /** The variation's own threshold; null follows the store's. */
  lowStockThreshold: number | null;
}

/** The threshold in force for a variation: its own, else the store's (settings.lowStockThreshold). */
export function lowStockThresholdOf(
  variation: Pick<LowStockInput, 'lowStockThreshold'>,
  storeThreshold: number,
) {
  return variation.lowStockThreshold ?? storeThreshold;
}

/**
 * Low stock (issue 31 §6): a live, enabled variation whose stock is managed, at or below its
 * threshold. Unmanaged stock has no count to run low; a disabled or set-aside variation is
 * not on sale, so its count is nobody's worry today.
 */
export function isLowStock(variation: LowStockInput, storeThreshold: number): boolean {
  return (
    variation.manageStock &&
    variation.enabled &&
    !variation.keptAside &&
    variation.stockQuantity <= lowStockThresholdOf(variation, storeThreshold)
  );
}

/** `GET /api/products-variations/low-stock`: the list, the dashboard card and the header's count. */
export const LOW_STOCK_PATH = '/products-variations/low-stock';
