import * as XLSX from '@e965/xlsx';
import { PINCODE_REQUIRED_COLUMNS, PINCODE_SHEET_COLUMNS, pincodeRowFromSheet } from '@mandi/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { HttpError } from '../errors';
import { MAX_SHEET_ROWS, readSheetRows } from './sheet-workbook';
import { XLSB_TOO_BIG, xlsbAsXlsx } from './xlsb';

const layout = {
  columns: PINCODE_SHEET_COLUMNS,
  required: PINCODE_REQUIRED_COLUMNS,
  toRow: pincodeRowFromSheet,
};

/** A pincode sheet of `rows` rows as an .xlsb. */
function pincodeXlsb(rows: number): Buffer {
  const cells: unknown[][] = [PINCODE_SHEET_COLUMNS.map((column) => column.header)];
  for (let i = 0; i < rows; i++)
    cells.push([String(100000 + i), `Office number ${i} of the district`, 'Mumbai', 'Maharashtra', 'Yes']);
  const workbook = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(workbook, XLSX.utils.aoa_to_sheet(cells), 'Pincodes');
  return XLSX.write(workbook, { type: 'buffer', bookType: 'xlsb', compression: true }) as Buffer;
}

/**
 * .xlsb workbooks are converted whole by SheetJS in a child process with a capped heap, so
 * the server's memory never holds them (issue 10.8).
 */
describe('xlsbAsXlsx', () => {
  let largest: Buffer;
  beforeAll(() => {
    largest = pincodeXlsb(MAX_SHEET_ROWS);
  }, 120_000);

  it(`converts a sheet of ${MAX_SHEET_ROWS} rows (the most an import takes) within the child's heap`, async () => {
    const xlsx = await xlsbAsXlsx(largest);
    expect(xlsx).toBeDefined();
    const rows = await readSheetRows(xlsx!, layout);
    expect(rows).toHaveLength(MAX_SHEET_ROWS);
    expect(rows.at(-1)).toMatchObject({ pincode: String(100000 + MAX_SHEET_ROWS - 1), city: 'Mumbai' });
  }, 120_000);

  it('refuses (413) a workbook the child cannot hold, and the server goes on', async () => {
    // The same sheet with a 40 MB heap: SheetJS needs about 50 MB for it.
    const refused = await xlsbAsXlsx(largest, 40).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 413, message: XLSB_TOO_BIG });
    // The next conversion runs as before.
    expect(await xlsbAsXlsx(pincodeXlsb(3))).toBeDefined();
  }, 120_000);

  it('answers undefined for a ZIP that is not a workbook', async () => {
    expect(await xlsbAsXlsx(Buffer.from('PK\x03\x04binary', 'binary'))).toBeUndefined();
  }, 60_000);
});
