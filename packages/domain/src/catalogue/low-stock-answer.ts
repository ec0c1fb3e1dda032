import { z } from 'zod';
import { variationRow } from '../resources/products-variations';

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
