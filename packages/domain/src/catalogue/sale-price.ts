import { round2 } from './money';

/** The highest sale price a unit price allows: one rupee below it (spec 01 §5), never below 0. */
export function maxSalePrice(unitPrice: number): number {
  return Math.max(0, round2(unitPrice - 1));
}

/**
 * Why a sale price is refused, or undefined when it is allowed: 0 (no sale) up to unit price
 * minus 1.
 */
export function salePriceError(unitPrice: number, salePrice: number): string | undefined {
  const max = maxSalePrice(unitPrice);
  if (salePrice < 0 || salePrice > max) return `Sale price should be 0 to ${max}`;
  return undefined;
}
