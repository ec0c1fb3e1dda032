/**
 * The spec's price rules, for the demo seed: unit price from MRP (GST taken out) and the
 * discount a sale price gives.
 */
export const round2 = (value: number) => Math.round((value + Number.EPSILON) * 100) / 100;

/** Unit price from MRP = MRP / (1 + rounded tax rate / 100), 2 decimals. */
export function unitPriceFromMrp(mrp: number, taxRate: number): number {
  return round2(mrp / (1 + Math.round(taxRate) / 100));
}

/** Discount of a sale price: unit minus sale, and that over unit in percent; 0 without one. */
export function discountOf(unitPrice: number, salePrice: number) {
  if (!(salePrice > 0)) return { discountAmount: 0, discountPercentage: 0 };
  const discountAmount = round2(unitPrice - salePrice);
  return { discountAmount, discountPercentage: round2((discountAmount / unitPrice) * 100) };
}
