import { round2 } from './money';

export interface Discount {
  discountAmount: number;
  discountPercentage: number;
}

/**
 * The discount a sale price gives (spec 01 §4): with a sale price above 0, the amount is unit
 * price minus sale price and the percentage that over unit price times 100, both to 2
 * decimals; without one, both are 0.
 */
export function discountOf(unitPrice: number, salePrice: number): Discount {
  if (!(salePrice > 0) || !(unitPrice > 0)) return { discountAmount: 0, discountPercentage: 0 };
  const discountAmount = round2(unitPrice - salePrice);
  return { discountAmount, discountPercentage: round2((discountAmount / unitPrice) * 100) };
}
