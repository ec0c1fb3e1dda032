import { createRequire } from 'node:module';
import { PINCODE_REQUIRED_COLUMNS, PINCODE_SHEET_COLUMNS, pincodeRowFromSheet } from '@mandi/domain';
import { describe, expect, it } from 'vitest';
import { deflatedPart, zipOf } from '../../../test/bombs';
import { sheet } from '../../../test/sheets';
import type { HttpError } from '../errors';
import { readSheetRows } from './sheet-workbook';

const layout = {
  columns: PINCODE_SHEET_COLUMNS,
  required: PINCODE_REQUIRED_COLUMNS,
  toRow: pincodeRowFromSheet,
};
const require = createRequire(import.meta.url);
const UNREADABLE = 'The file could not be read as an Excel workbook (.xlsx)';

async function refusal(content: Buffer) {
  const error = (await readSheetRows(content, layout).catch((e: unknown) => e)) as HttpError;
  return { status: error.statusCode, message: error.message };
}

describe('readSheetRows on what is not a workbook', () => {
  it('refuses a ZIP with no workbook in it', async () => {
    expect(await refusal(zipOf([deflatedPart('notes.txt', 'hello')]))).toEqual({
      status: 400,
      message: UNREADABLE,
    });
  });

  it('refuses a workbook whose XML is cut short', async () => {
    const content = zipOf([
      deflatedPart('xl/workbook.xml', '<workbook><sheets'),
      deflatedPart(
        'xl/worksheets/sheet1.xml',
        '<worksheet><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>A',
      ),
    ]);
    expect(await refusal(content)).toEqual({ status: 400, message: UNREADABLE });
  });
});

describe('readSheetRows on a workbook whose worksheet comes before its shared strings', () => {
  // exceljs writes xl/worksheets/sheet1.xml before xl/sharedStrings.xml. Its streaming reader
  // would park the worksheet in a temporary file, and entries that arrive meanwhile are lost
  // (the product import failed in CI on a loaded machine). A slow temporary file shows it here.
  it('reads every time, without parking the worksheet in a temporary file', async () => {
    const tmp = createRequire(require.resolve('exceljs'))('tmp') as { file: (cb: unknown) => void };
    const original = tmp.file;
    let parked = 0;
    tmp.file = (cb) => {
      parked++;
      setTimeout(() => original(cb), 20);
    };
    try {
      const content = await sheet([
        PINCODE_SHEET_COLUMNS.map((column) => column.header),
        PINCODE_SHEET_COLUMNS.map((column) => column.example),
      ]);
      for (let i = 0; i < 5; i++) {
        expect(await readSheetRows(content, layout)).toHaveLength(1);
      }
      expect(parked).toBe(0);
    } finally {
      tmp.file = original;
    }
  });
});
