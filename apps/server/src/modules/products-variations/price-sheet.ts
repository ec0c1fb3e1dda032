import {
  PRICE_REQUIRED_COLUMNS,
  PRICE_SHEET_COLUMNS,
  type PriceSheetKey,
  priceRowFromSheet,
} from '@mandi/domain';
import {
  exampleRow,
  FAILED_COLUMNS,
  readSheetRows,
  type SheetLayout,
  sheetWorkbook,
} from '../../lib/sheet/sheet-workbook';

const layout: SheetLayout<PriceSheetKey> = {
  columns: PRICE_SHEET_COLUMNS,
  required: PRICE_REQUIRED_COLUMNS,
  toRow: priceRowFromSheet,
};

/** The rows of a price sheet as rows of POST /products-variations/updatePrices. */
export const readPriceSheet = (content: Buffer) => readSheetRows(content, layout);

/** The template: the four columns and an example row. */
export const priceTemplate = () =>
  sheetWorkbook({
    sheetName: 'Prices',
    columns: PRICE_SHEET_COLUMNS,
    rows: [exampleRow(PRICE_SHEET_COLUMNS)],
  });

/** The failed rows with their sheet row and reason, to fix and upload again. */
export const failedPricesWorkbook = (rows: readonly Record<string, unknown>[]) =>
  sheetWorkbook({ sheetName: 'Failed rows', columns: PRICE_SHEET_COLUMNS, extra: FAILED_COLUMNS, rows });
