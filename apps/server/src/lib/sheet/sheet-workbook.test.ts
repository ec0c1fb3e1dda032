import { PINCODE_REQUIRED_COLUMNS, PINCODE_SHEET_COLUMNS, pincodeRowFromSheet } from '@mandi/domain';
import { describe, expect, it } from 'vitest';
import { deflatedPart, zipOf } from '../../../test/bombs';
import type { HttpError } from '../errors';
import { readSheetRows } from './sheet-workbook';

const layout = {
  columns: PINCODE_SHEET_COLUMNS,
  required: PINCODE_REQUIRED_COLUMNS,
  toRow: pincodeRowFromSheet,
};
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
