import { z } from 'zod';
import { variationRow } from '../resources/products-variations';

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

/** A low-stock row: the variation with its product's name and the threshold in force. */
export const lowStockRow = variationRow.partial().extend({
  id: z.number().int(),
  threshold: z.number().int().optional().describe('the threshold in force: its own, else the store default'),
  product: z.object({ id: z.number().int(), name: z.string() }).partial().optional(),
});

export const lowStockAnswer = z.object({
  data: z.array(lowStockRow),
  count: z.number().int(),
  total: z.number().int(),
  page: z.number().int(),
  pageCount: z.number().int(),
  storeThreshold: z
    .number()
    .int()
    .describe('settings.lowStockThreshold: the threshold of variations without their own'),
});
export type LowStockAnswer = z.output<typeof lowStockAnswer>;

/** `GET /api/products-variations/low-stock`: the list, the dashboard card and the header's count. */
export const LOW_STOCK_PATH = '/products-variations/low-stock';
