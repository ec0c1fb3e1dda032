import { PRICE_REQUIRED_COLUMNS, PRICE_SHEET_COLUMNS, priceRowFromSheet } from '@mandi/domain';
import { sheetFiles } from '../../lib/sheet/sheet-files';

/** The price update's template, sheet reading (rows of POST /products-variations/updatePrices) and failed rows. */
export const priceSheet = sheetFiles({
  sheetName: 'Prices',
  columns: PRICE_SHEET_COLUMNS,
  required: PRICE_REQUIRED_COLUMNS,
  toRow: priceRowFromSheet,
});
