import {
  isBlankRow,
  mapSheetHeaders,
  PINCODE_REQUIRED_COLUMNS,
  PINCODE_SHEET_COLUMNS,
  type PincodeSheetKey,
  pincodeRowFromSheet,
} from '@mandi/domain';
import ExcelJS from 'exceljs';
import { badRequest } from '../../lib/errors';

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

async function loadWorkbook(content: Buffer): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(content as unknown as ArrayBuffer);
  } catch {
    throw badRequest('The file could not be read as an Excel workbook (.xlsx)');
  }
  return workbook;
}

/**
 * The rows of a pincode sheet as rows of POST /pincodes/singleImport, each with its sheet
 * row number. The first non-empty row holds the headers (the template's, in any order);
 * blank rows are skipped.
 */
export async function readPincodeSheet(content: Buffer): Promise<Record<string, unknown>[]> {
  const workbook = await loadWorkbook(content);
  const sheet = workbook.worksheets.find((candidate) => candidate.actualRowCount > 0);
  if (!sheet) throw badRequest('Excel is empty');

  let keys: (PincodeSheetKey | undefined)[] | undefined;
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    // row.values is 1-based: index 0 is always empty.
    const values = (row.values as ExcelJS.CellValue[]).slice(1).map(plain);
    if (!keys) {
      keys = mapSheetHeaders(values, PINCODE_SHEET_COLUMNS);
      return;
    }
    const cells: Partial<Record<PincodeSheetKey, unknown>> = {};
    keys.forEach((key, i) => {
      if (key && cells[key] === undefined) cells[key] = values[i];
    });
    if (isBlankRow(cells)) return;
    if (rows.length >= MAX_SHEET_ROWS) {
      throw badRequest(`The sheet has more than ${MAX_SHEET_ROWS} rows; please split it`);
    }
    rows.push(pincodeRowFromSheet(cells, rowNumber));
  });

  const found = keys ?? [];
  const missing = PINCODE_REQUIRED_COLUMNS.filter((key) => !found.includes(key));
  if (missing.length > 0) {
    const headers = missing.map((key) => PINCODE_SHEET_COLUMNS.find((column) => column.key === key)!.header);
    throw badRequest(`The sheet has no ${headers.join(', ')} column; please use the template`);
  }
  if (rows.length === 0) throw badRequest('Excel is empty');
  return rows;
}

function newSheet(workbook: ExcelJS.Workbook, name: string, extra: { header: string; key: string }[] = []) {
  const sheet = workbook.addWorksheet(name);
  sheet.columns = [
    ...PINCODE_SHEET_COLUMNS.map((column) => ({ header: column.header, key: column.key, width: 18 })),
    ...extra.map((column) => ({ ...column, width: column.key === 'message' ? 50 : 10 })),
  ];
  sheet.getRow(1).font = { bold: true };
  // Pincodes are text: Excel would drop nothing from 400001, but keeps '040001' mistakes visible.
  sheet.getColumn('pincode').numFmt = '@';
  return sheet;
}

const toBuffer = async (workbook: ExcelJS.Workbook) => Buffer.from(await workbook.xlsx.writeBuffer());

/** The downloadable template: the headers and an example row. */
export function pincodeTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = newSheet(workbook, 'Pincodes');
  sheet.addRow(Object.fromEntries(PINCODE_SHEET_COLUMNS.map((column) => [column.key, column.example])));
  return toBuffer(workbook);
}

export interface FailedRow {
  row?: number;
  message: string;
  [column: string]: unknown;
}

const yesNoCell = (value: unknown) => (value === true ? 'Y' : value === false ? 'N' : value);

/** The failed rows of an import, as the template's columns plus the sheet row and the reason. */
export function failedRowsWorkbook(rows: readonly FailedRow[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = newSheet(workbook, 'Failed rows', [
    { header: 'Row', key: 'row' },
    { header: 'Reason', key: 'message' },
  ]);
  for (const row of rows) {
    sheet.addRow({
      ...row,
      isDeliverable: yesNoCell(row.isDeliverable),
      enabled: yesNoCell(row.enabled),
    });
  }
  return toBuffer(workbook);
}
