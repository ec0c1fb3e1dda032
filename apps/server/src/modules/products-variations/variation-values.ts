import { discountOf, stockStatusOf, type VariationInput } from '@mandi/domain';
import type { VariationValues } from './products-variations.repository';

/**
 * The stored columns of a variation from what the form sent: discount and (for managed stock)
 * stock status are computed here on every save, never taken from the client.
 */
export function variationValues(
  input: Omit<VariationInput, 'id' | 'productsVariationsAttribute'>,
  defaultName: string,
): Omit<VariationValues, 'productId'> {
  return {
    name: input.name ?? defaultName,
    enabled: input.enabled,
    image: input.image ?? null,
    mrp: input.mrp ?? null,
    unitPrice: input.unitPrice,
    salePrice: input.salePrice,
    ...discountOf(input.unitPrice, input.salePrice),
    sku: input.sku,
    manageStock: input.manageStock,
    stockStatus: stockStatusOf(input),
    allowBackOrder: input.allowBackOrder,
    stockQuantity: input.stockQuantity,
    lowStockThreshold: input.lowStockThreshold ?? null,
  };
}
