import {
  ADDRESS_REQUIRED_COLUMNS,
  ADDRESS_SHEET_COLUMNS,
  ADDRESS_TEXT_COLUMNS,
  type AddressSheetKey,
  addressRowFromSheet,
} from '@mandi/domain';
import type { FailedSheetRow } from '../../lib/sheet/sheet-import-routes';
import {
  exampleRow,
  FAILED_COLUMNS,
  readSheetRows,
  type SheetLayout,
  sheetWorkbook,
} from '../../lib/sheet/sheet-workbook';

const layout: SheetLayout<AddressSheetKey> = {
  columns: ADDRESS_SHEET_COLUMNS,
  required: ADDRESS_REQUIRED_COLUMNS,
  toRow: addressRowFromSheet,
};

/** The rows of an address sheet as rows of POST /addresses/singleImport. */
export const readAddressSheet = (content: Buffer) => readSheetRows(content, layout);

/** The downloadable template: the headers and an example row. */
export const addressTemplate = () =>
  sheetWorkbook({
    sheetName: 'Addresses',
    columns: ADDRESS_SHEET_COLUMNS,
    textKeys: ADDRESS_TEXT_COLUMNS,
    rows: [exampleRow(ADDRESS_SHEET_COLUMNS)],
  });

/** The failed rows of an import, as the template's columns plus the sheet row and the reason. */
export const failedAddressesWorkbook = (rows: readonly FailedSheetRow[]) =>
  sheetWorkbook({
    sheetName: 'Failed rows',
    columns: ADDRESS_SHEET_COLUMNS,
    extra: FAILED_COLUMNS,
    textKeys: ADDRESS_TEXT_COLUMNS,
    rows,
  });
