import {
  PINCODE_REQUIRED_COLUMNS,
  PINCODE_SHEET_COLUMNS,
  type PincodeSheetKey,
  pincodeRowFromSheet,
} from '@mandi/domain';
import {
  exampleRow,
  FAILED_COLUMNS,
  readSheetRows,
  type SheetLayout,
  sheetWorkbook,
} from '../../lib/sheet/sheet-workbook';

const layout: SheetLayout<PincodeSheetKey> = {
  columns: PINCODE_SHEET_COLUMNS,
  required: PINCODE_REQUIRED_COLUMNS,
  toRow: pincodeRowFromSheet,
};

// Pincodes are text: Excel would drop nothing from 400001, but keeps '040001' mistakes visible.
const textKeys = ['pincode'];

/** The rows of a pincode sheet as rows of POST /pincodes/singleImport. */
export const readPincodeSheet = (content: Buffer) => readSheetRows(content, layout);

/** The downloadable template: the headers and an example row. */
export const pincodeTemplate = () =>
  sheetWorkbook({
    sheetName: 'Pincodes',
    columns: PINCODE_SHEET_COLUMNS,
    textKeys,
    rows: [exampleRow(PINCODE_SHEET_COLUMNS)],
  });

export interface FailedRow {
  row?: number;
  message: string;
  [column: string]: unknown;
}

const yesNoCell = (value: unknown) => (value === true ? 'Y' : value === false ? 'N' : value);

/** The failed rows of an import, as the template's columns plus the sheet row and the reason. */
export const failedRowsWorkbook = (rows: readonly FailedRow[]) =>
  sheetWorkbook({
    sheetName: 'Failed rows',
    columns: PINCODE_SHEET_COLUMNS,
    extra: FAILED_COLUMNS,
    textKeys,
    rows: rows.map((row) => ({
      ...row,
      isDeliverable: yesNoCell(row.isDeliverable),
      enabled: yesNoCell(row.enabled),
    })),
  });
