import { z } from 'zod';
import {
  checkSalePrice,
  salePrice,
  stockQuantity,
  unitPrice,
  variationSku,
} from '../resources/products-variations';
import { INT4_MAX, optionalText } from '../validation';
import { attributePairsOf, type ImportAttributePair, type ImportStock, stockOf } from './product-import';
import { productImportVariation } from './product-import-item';

/**
 * The variation import (POST /products-variations/singleImport, spec 01 §7): rows that add a
 * variation to an existing product or change one of its variations, sent in batches of
 * VARIATION_IMPORT_BATCH (the spec's import batch). A row's cells read as the product import's
 * do (Stock Status, Stock Quantity, Allow backorders, Attributes & Values as attribute~value
 * pairs), with the same rules (stockOf, attributePairsOf).
 */
export const VARIATION_IMPORT_BATCH = 100;

const wholeId = (label: string) => {
  const message = `${label} should be a whole number`;
  return z.number({ error: message }).int(message).positive(message).max(INT4_MAX, message);
};
const cell = z.union([z.string(), z.number(), z.boolean()]).nullable().optional();

/** One row as sent: the product, the variation (absent: a new one) and its cells. */
export const variationImportCells = z
  .object({
    /** The sheet row it came from, echoed in the failures. */
    row: z.number().int().positive().optional(),
    productId: wholeId('Product Id'),
    /** A variation of that product to change; absent, a new variation (a simple product's one). */
    id: wholeId('Variation Id').optional(),
    name: optionalText({ max: 150 }),
    sku: variationSku,
    unitPrice,
    salePrice: salePrice.default(0),
    /** Y / In Stock, or N; used when the quantity is not above 0. */
    stockStatus: cell,
    /** Above 0: stock is managed (In Stock). */
    stockQuantity: cell,
    allowBackOrder: cell,
    /** attribute~value pairs, comma-separated: "Weight~1 kg,Pack~Single". */
    attributes: z.string({ error: 'Attributes & Values should be text' }).max(1000).nullable().optional(),
    enabled: z.boolean({ error: 'Enabled should be Y or N' }).default(true),
  })
  .superRefine(checkSalePrice);

const afterRules = z.object({ stockQuantity, attributes: productImportVariation.shape.attributes });

export type VariationImportRow = Omit<
  z.output<typeof variationImportCells>,
  'attributes' | keyof ImportStock
> &
  ImportStock & { stockQuantity: number; attributes: ImportAttributePair[] };

/** A row checked and read with the import's rules, or the first reason it is refused. */
export function variationImportRow(raw: unknown): { row: VariationImportRow } | { problem: string } {
  const cells = variationImportCells.safeParse(raw);
  if (!cells.success) return { problem: cells.error.issues[0]?.message ?? 'Invalid row' };
  const stock = stockOf(cells.data);
  const read = afterRules.safeParse({
    stockQuantity: stock.stockQuantity,
    attributes: attributePairsOf(cells.data.attributes),
  });
  if (!read.success) return { problem: read.error.issues[0]?.message ?? 'Invalid row' };
  return { row: { ...cells.data, ...stock, ...read.data } };
}
