import * as XLSX from '@e965/xlsx';
import ExcelJS from 'exceljs';

/** Test helpers for spreadsheet imports: a multipart body of files, a sheet built from rows, rows read back. */

export function multipart(files: { name: string; content: Buffer }[]) {
  const boundary = '----mandi-import-boundary';
  const parts = files.map(({ name, content }) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      content,
      Buffer.from('\r\n'),
    ]),
  );
  const payload = Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export async function sheet(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const worksheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) worksheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The same rows as Excel's binary workbook (.xlsb), written by SheetJS. */
export function binarySheet(rows: unknown[][]): Buffer {
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(rows), 'Sheet1');
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsb' }) as Buffer;
}

export async function rowsOf(content: Buffer): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  const values: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => values.push((row.values as unknown[]).slice(1)));
  return values;
}
