import { Readable } from 'node:stream';
import { isBlankRow, mapSheetHeaders, type SheetColumn } from '@mandi/domain';
import ExcelJS from 'exceljs';
import { badRequest } from '../errors';
import { withPartsFirst } from '../zip-guard';

/** More rows than a person would check in one go; a bigger sheet is split. */
export const MAX_SHEET_ROWS = 20_000;

/** A cell's value as plain text, number, boolean or date (rich text, links and formulas unwrapped). */
function plain(value: ExcelJS.CellValue): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value !== 'object' || value instanceof Date) return value;
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('result' in value) return plain(value.result as ExcelJS.CellValue);
  if ('text' in value) return value.text;
  if ('error' in value) return undefined;
  return String(value);
}

const UNREADABLE = 'The file could not be read as an Excel workbook (.xlsx)';
/** The worksheet parts exceljs's reader parses (xl/worksheets/sheetN.xml). */
const WORKSHEET = /^xl\/worksheets\/sheet\d+\.xml$/;

/** A row of cells with a value, with its sheet row number. */
interface SheetRow {
  number: number;
  values: unknown[];
}

/**
 * The rows with a value of the first worksheet that has any, read as a stream so a big sheet
 * never sits whole in memory (a workbook loaded at once takes ~4 KB of heap per row).
 * The whole workbook is always read to its end.
 *
 * The worksheets are moved behind the other parts first: the reader parks a worksheet that
 * comes before the shared strings (exceljs writes them in that order) in a temporary file, and
 * the zip stream drops entries that arrive while it awaits that file (unzipper#234): the
 * workbook then read as "unreadable" now and then, more often on a loaded machine.
 */
async function* firstSheetRows(content: Buffer): AsyncGenerator<SheetRow> {
  let ordered: Buffer;
  try {
    ordered = withPartsFirst(content, (name) => !WORKSHEET.test(name));
  } catch {
    throw badRequest(UNREADABLE);
  }
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([ordered]), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    // Kept (styles.xml is small): a number formatted as a date reads as a date, as before.
    styles: 'cache',
    worksheets: 'emit',
  });
  let found = false;
  let done = false;
  const next = async (iterator: AsyncIterator<unknown>) => {
    try {
      return await iterator.next();
    } catch {
      throw badRequest(UNREADABLE);
    }
  };
  const sheets = reader[Symbol.asyncIterator]();
  for (let sheet = await next(sheets); !sheet.done; sheet = await next(sheets)) {
    const rows = (sheet.value as AsyncIterable<ExcelJS.Row>)[Symbol.asyncIterator]();
    for (let row = await next(rows); !row.done; row = await next(rows)) {
      const value = row.value as ExcelJS.Row;
      if (done || !value.hasValues) continue;
      found = true;
      // row.values is 1-based: index 0 is always empty.
      yield { number: value.number, values: (value.values as ExcelJS.CellValue[]).slice(1).map(plain) };
    }
    if (found) done = true;
  }
  // No xl/workbook.xml read: a ZIP that is not a workbook, or a broken one (the streaming
  // reader parses what it can and says nothing).
  if (!(reader as unknown as { model?: unknown }).model) throw badRequest(UNREADABLE);
}

export interface SheetLayout<Key extends string> {
  columns: readonly SheetColumn<Key>[];
  /** Headers a sheet must have for its rows to mean anything. */
  required: readonly Key[];
  /** One sheet row (cells by column key) as a row of the import call. */
  toRow: (cells: Partial<Record<Key, unknown>>, rowNumber: number) => Record<string, unknown>;
}

/**
 * The rows of an uploaded sheet as rows of an import call, each with its sheet row number.
 * The first non-empty row holds the headers (the template's, in any order, or an alias);
 * blank rows are skipped.
 */
export async function readSheetRows<Key extends string>(
  content: Buffer,
  layout: SheetLayout<Key>,
): Promise<Record<string, unknown>[]> {
  let keys: (Key | undefined)[] | undefined;
  const rows: Record<string, unknown>[] = [];
  let tooMany = false;
  // The loop never breaks early, so the reader always finishes (see firstSheetRows).
  for await (const { number, values } of firstSheetRows(content)) {
    if (!keys) {
      keys = mapSheetHeaders(values, layout.columns);
      continue;
    }
    if (tooMany) continue;
    const cells: Partial<Record<Key, unknown>> = {};
    keys.forEach((key, i) => {
      if (key && cells[key] === undefined) cells[key] = values[i];
    });
    if (isBlankRow(cells)) continue;
    if (rows.length >= MAX_SHEET_ROWS) {
      tooMany = true;
      rows.length = 0;
      continue;
    }
    rows.push(layout.toRow(cells, number));
  }
  if (!keys) throw badRequest('Excel is empty');
  if (tooMany) throw badRequest(`The sheet has more than ${MAX_SHEET_ROWS} rows; please split it`);

  const missing = layout.required.filter((key) => !keys.includes(key));
  if (missing.length > 0) {
    const headers = missing.map((key) => layout.columns.find((column) => column.key === key)!.header);
    throw badRequest(`The sheet has no ${headers.join(', ')} column; please use the template`);
  }
  if (rows.length === 0) throw badRequest('Excel is empty');
  return rows;
}

export interface WorkbookSpec {
  sheetName: string;
  columns: readonly SheetColumn[];
  /** Columns after the layout's own (the failed rows' Row and Reason). */
  extra?: readonly { header: string; key: string; width: number }[];
  /** Keys of columns kept as text, so Excel shows what was typed. */
  textKeys?: readonly string[];
  rows: readonly Record<string, unknown>[];
}

/** A workbook of one sheet with the layout's headers in bold: templates and failed rows. */
export async function sheetWorkbook(spec: WorkbookSpec): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(spec.sheetName);
  sheet.columns = [
    ...spec.columns.map((column) => ({ header: column.header, key: column.key, width: 18 })),
    ...(spec.extra ?? []),
  ];
  sheet.getRow(1).font = { bold: true };
  for (const key of spec.textKeys ?? []) sheet.getColumn(key).numFmt = '@';
  for (const row of spec.rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** The example row of a layout, for its template. */
export const exampleRow = (columns: readonly SheetColumn[]) =>
  Object.fromEntries(columns.map((column) => [column.key, column.example]));

/** The Row and Reason columns of a failed-rows sheet. */
export const FAILED_COLUMNS = [
  { header: 'Row', key: 'row', width: 10 },
  { header: 'Reason', key: 'message', width: 50 },
] as const;
