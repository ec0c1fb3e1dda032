import fs from 'node:fs';
import ExcelJS from 'exceljs';

/** Spreadsheets for the import specs: one built from rows, and the rows of a downloaded one. */

export const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export async function workbook(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

export async function sheetRows(file: string): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(fs.readFileSync(file) as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}
