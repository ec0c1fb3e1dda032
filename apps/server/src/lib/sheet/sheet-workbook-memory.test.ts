import { PassThrough } from 'node:stream';
import {
  PINCODE_REQUIRED_COLUMNS,
  PINCODE_SHEET_COLUMNS,
  type PincodeSheetKey,
  pincodeRowFromSheet,
} from '@mandi/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { MAX_SHEET_ROWS, readSheetRows, type SheetLayout } from './sheet-workbook';

const ROWS = 200_000;
const MB = 1024 * 1024;

const layout: SheetLayout<PincodeSheetKey> = {
  columns: PINCODE_SHEET_COLUMNS,
  required: PINCODE_REQUIRED_COLUMNS,
  toRow: pincodeRowFromSheet,
};

/** A pincode sheet of `rows` rows, written as a stream so the test itself stays small. */
async function bigPincodeSheet(rows: number): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true });
  const sheet = workbook.addWorksheet('Pincodes');
  sheet.addRow(PINCODE_SHEET_COLUMNS.map((column) => column.header)).commit();
  for (let i = 0; i < rows; i++) {
    sheet.addRow([String(100000 + i), `Office ${i}`, 'Mumbai', 'Maharashtra', 'Yes']).commit();
  }
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(chunks);
}

/** The highest heap in use while `work` runs, sampled between its awaits. */
async function peakHeap(work: () => Promise<unknown>): Promise<number> {
  let peak = process.memoryUsage().heapUsed;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }, 5);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return Math.max(peak, process.memoryUsage().heapUsed);
}

describe('readSheetRows memory', () => {
  it('reads a 200,000-row pincode sheet with the heap growing far less than the sheet would whole', async () => {
    const content = await bigPincodeSheet(ROWS);
    const before = process.memoryUsage().heapUsed;
    let failure: unknown;
    const peak = await peakHeap(() =>
      readSheetRows(content, layout).catch((error: unknown) => {
        failure = error;
      }),
    );
    // Read to its end, and refused as too long, with the same answer as before.
    expect((failure as Error).message).toBe(
      `The sheet has more than ${MAX_SHEET_ROWS} rows; please split it`,
    );
    // Loaded whole, this sheet took ~850 MB of heap; streamed, it stays well under 150 MB.
    expect((peak - before) / MB).toBeLessThan(150);
  }, 60_000);
});
