import {
  groupProductImportRows,
  PRODUCT_IMPORT_COLUMNS,
  PRODUCT_IMPORT_REQUIRED,
  type ProductImportKey,
  type ProductImportSheetRow,
  productImportRowFromSheet,
} from '@mandi/domain';
import { badRequest } from '../../lib/errors';
import { exampleRow, readSheetRows, type SheetLayout, sheetWorkbook } from '../../lib/sheet/sheet-workbook';

const layout: SheetLayout<ProductImportKey> = {
  columns: PRODUCT_IMPORT_COLUMNS,
  required: PRODUCT_IMPORT_REQUIRED,
  toRow: productImportRowFromSheet,
};

/**
 * The import sheet of a ZIP (import/import.xlsx) as one item per product, each with the
 * sheet rows it came from. The first row after the header is the guide row and is skipped.
 */
export async function readProductImportSheet(content: Buffer) {
  const rows = (await readSheetRows(content, layout)) as ProductImportSheetRow[];
  const items = groupProductImportRows(rows);
  if (items.length === 0) throw badRequest('Excel is empty');
  return { rows: rows.length - 1, total: items.length, items };
}

/** The template: the spec's columns and, on the second row, the guide (what each column takes). */
export const productImportTemplate = () =>
  sheetWorkbook({
    sheetName: 'Products',
    columns: PRODUCT_IMPORT_COLUMNS,
    textKeys: ['productId', 'sku', 'hsnCode', 'images', 'attributes', 'tags'],
    rows: [exampleRow(PRODUCT_IMPORT_COLUMNS)],
  });
