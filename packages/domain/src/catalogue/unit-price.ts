import { round2 } from './money';

/**
 * Unit price (before GST) from the MRP printed on the pack (spec 01 §4): MRP divided by
 * (1 + the tax rate rounded to a whole percent / 100), to 2 decimals.
 */
export function unitPriceFromMrp(mrp: number, taxRate: number): number {
  return round2(mrp / (1 + Math.round(taxRate) / 100));
}
