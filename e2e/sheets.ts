import fs from 'node:fs';
import * as SheetJS from '@e965/xlsx';
import ExcelJS from 'exceljs';

/** Spreadsheets for the import specs: one built from rows, and the rows of a downloaded one. */

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function workbook(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

export const XLSB = 'application/vnd.ms-excel.sheet.binary.macroEnabled.12';

/** The same rows as Excel's binary workbook (.xlsb), written by SheetJS. */
export function binaryWorkbook(rows: unknown[][]): Buffer {
  const book = SheetJS.utils.book_new();
  SheetJS.utils.book_append_sheet(book, SheetJS.utils.aoa_to_sheet(rows), 'Sheet1');
  return SheetJS.write(book, { type: 'buffer', bookType: 'xlsb' }) as Buffer;
}

export async function sheetRows(file: string): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(fs.readFileSync(file) as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}
