import { z } from 'zod';
import { cellNumber, cellText, definedOnly, type SheetColumn } from '../import/sheet';
import { checkSalePrice, salePrice, unitPrice } from '../resources/products-variations';
import { INT4_MAX } from '../validation';

/**
 * The price-update import (/product/import-update-price): a sheet of Id, Product Name,
 * Regular Price and Sale Price, sent to POST /products-variations/updatePrices in batches of
 * PRICE_UPDATE_BATCH (spec 01 §7). Prices live on variations, so Id is a variation's id; the
 * variations export (Variation Id, Product Name, Regular Price, Sale Price) reads back as is.
 */
export const PRICE_UPDATE_BATCH = 5;

export const PRICE_SHEET_COLUMNS = [
  { key: 'id', header: 'Id', aliases: ['variation id', 'variant id'], example: '101' },
  {
    key: 'name',
    header: 'Product Name',
    aliases: ['name', 'variation name', 'product'],
    example: 'Aashirvaad Whole Wheat Atta 5 kg',
  },
  { key: 'unitPrice', header: 'Regular Price', aliases: ['unit price', 'price'], example: '265' },
  { key: 'salePrice', header: 'Sale Price', aliases: ['sale'], example: '249' },
] as const satisfies readonly SheetColumn[];

export type PriceSheetKey = (typeof PRICE_SHEET_COLUMNS)[number]['key'];

export const PRICE_REQUIRED_COLUMNS: readonly PriceSheetKey[] = ['id', 'unitPrice'];

/** One sheet row as a row of POST /products-variations/updatePrices. */
export function priceRowFromSheet(
  cells: Partial<Record<PriceSheetKey, unknown>>,
  row: number,
): Record<string, unknown> {
  return definedOnly({
    row,
    id: cellNumber(cells.id),
    name: cellText(cells.name),
    unitPrice: cellNumber(cells.unitPrice),
    salePrice: cellNumber(cells.salePrice),
  });
}

/**
 * One row of POST /products-variations/updatePrices. A blank sale price means no sale (0).
 * The name, when given, must be the variation's product or variation name: a sheet whose
 * rows slipped by one line then fails instead of re-pricing the wrong goods.
 */
export const priceUpdateRow = z
  .object({
    row: z.number().int().positive().optional(),
    id: z
      .number({ error: 'Id should be the variation id, a whole number' })
      .int('Id should be the variation id, a whole number')
      .positive('Id should be the variation id, a whole number')
      .max(INT4_MAX, 'Id should be the variation id, a whole number'),
    name: z.string().trim().max(250).optional(),
    unitPrice,
    salePrice: salePrice.default(0),
  })
  .superRefine(checkSalePrice);
export type PriceUpdateRow = z.output<typeof priceUpdateRow>;

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Why a row's name does not fit the variation its id names, or undefined when it does. */
export function priceRowNameError(
  row: Pick<PriceUpdateRow, 'id' | 'name'>,
  variation: { productName: string; variationName: string | null },
): string | undefined {
  if (!row.name) return undefined;
  if (sameName(row.name, variation.productName)) return undefined;
  if (variation.variationName && sameName(row.name, variation.variationName)) return undefined;
  const own = variation.variationName && !sameName(variation.variationName, variation.productName);
  return `Id ${row.id} is ${variation.productName}${own ? ` (${variation.variationName})` : ''}, not ${row.name}`;
}
