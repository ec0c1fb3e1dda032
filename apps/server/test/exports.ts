import type ExcelJS from 'exceljs';
import type { TestApp } from './harness';
import { rowsOf } from './sheets';

/**
 * An export fetched and read back: its status, header row and data rows (one object per row,
 * keyed by header, an empty cell null), so a test compares what the file holds, not only that it came.
 */
export async function readExport(
  test: Pick<TestApp, 'app'>,
  token: string,
  url: string,
): Promise<{ status: number; headers: string[]; rows: Record<string, unknown>[] }> {
  const res = await test.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  if (res.statusCode !== 200) return { status: res.statusCode, headers: [], rows: [] };
  const [head = [], ...body] = await rowsOf(res.rawPayload);
  const headers = head.map(String);
  const rows = body.map((cells) =>
    Object.fromEntries(headers.map((header, i) => [header, cells[i] ?? null])),
  );
  return { status: res.statusCode, headers, rows };
}

/** The money cells' number format (lib/xlsx-writer.ts): rupees, two decimals, grouped. */
export const RUPEE_FORMAT = '"₹"#,##,##0.00';

/**
 * A sheet row's cells by their column's header, each with the number format the file gives it:
 * to check that money reads as rupees and a date is a date, not only what the cell holds.
 */
export function cellsByHeader(
  sheet: ExcelJS.Worksheet,
  row: number,
): Record<string, { value: unknown; numFmt: string | undefined }> {
  const headers = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const cells = sheet.getRow(row);
  return Object.fromEntries(
    headers.map((header, i) => {
      const cell = cells.getCell(i + 1);
      return [header, { value: cell.value, numFmt: cell.numFmt || undefined }];
    }),
  );
}
