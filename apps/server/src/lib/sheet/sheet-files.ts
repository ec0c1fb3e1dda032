import type { SheetColumn } from '@mandi/domain';
import type { FailedSheetRow } from './sheet-import-routes';
import { exampleRow, FAILED_COLUMNS, readSheetRows, type SheetLayout, sheetWorkbook } from './sheet-workbook';

export interface SheetKind<Key extends string> extends SheetLayout<Key> {
  /** The template's sheet name ("Pincodes"). */
  sheetName: string;
  columns: readonly SheetColumn<Key>[];
  /** Keys of columns kept as text, so Excel shows what was typed (a pincode's leading 0). */
  textKeys?: readonly string[];
  /** A failed row's cells as the sheet writes them (true/false back to Y/N). */
  failedCells?: (row: FailedSheetRow) => Record<string, unknown>;
}

/**
 * The three files of a spreadsheet import, from its columns: the template (headers and an
 * example row), reading an uploaded sheet into the import call's rows, and the failed rows
 * (the template's columns plus the sheet row and the reason). `sheetImportRoutes` serves them.
 */
export function sheetFiles<Key extends string>(kind: SheetKind<Key>) {
  const { sheetName, columns, textKeys, failedCells } = kind;
  return {
    template: () => sheetWorkbook({ sheetName, columns, textKeys, rows: [exampleRow(columns)] }),
    read: (content: Buffer) => readSheetRows(content, kind),
    failed: (rows: readonly FailedSheetRow[]) =>
      sheetWorkbook({
        sheetName: 'Failed rows',
        columns,
        extra: FAILED_COLUMNS,
        textKeys,
        rows: failedCells ? rows.map(failedCells) : rows,
      }),
  };
}
