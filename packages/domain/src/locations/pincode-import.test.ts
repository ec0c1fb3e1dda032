import { describe, expect, it } from 'vitest';
import { isBlankRow, mapSheetHeaders, yesNo } from '../import/sheet';
import { PINCODE_SHEET_COLUMNS, pincodeImportRow, pincodeRowFromSheet } from './pincode-import';

describe('mapSheetHeaders', () => {
  it('finds the template headers in any order, case and spacing, and aliases', () => {
    expect(
      mapSheetHeaders(
        ['  pincode ', 'PINCODE NAME', 'State', 'city', 'Is Deliverable', 'Notes'],
        PINCODE_SHEET_COLUMNS,
      ),
    ).toEqual(['pincode', 'pincodeName', 'state', 'city', 'isDeliverable', undefined]);
    expect(mapSheetHeaders(['Pin Code', 'Post Office', 'District', null], PINCODE_SHEET_COLUMNS)).toEqual([
      'pincode',
      'pincodeName',
      'city',
      undefined,
    ]);
  });
});

describe('yesNo', () => {
  it('reads the usual spreadsheet spellings', () => {
    for (const yes of ['Y', 'yes', 'TRUE', 1, true]) expect(yesNo(yes)).toBe(true);
    for (const no of ['n', 'No', 'false', 0, false]) expect(yesNo(no)).toBe(false);
    expect(yesNo('  ')).toBeUndefined();
    expect(yesNo(null)).toBeUndefined();
    expect(yesNo('maybe')).toBe('maybe');
  });
});

describe('pincodeRowFromSheet', () => {
  it('maps cells to a request row, pincode as its digits', () => {
    expect(
      pincodeRowFromSheet(
        {
          pincode: 400001,
          pincodeName: ' Mumbai GPO ',
          city: 'Mumbai',
          state: 'Maharashtra',
          isDeliverable: 'N',
        },
        2,
      ),
    ).toEqual({
      row: 2,
      pincode: '400001',
      pincodeName: 'Mumbai GPO',
      city: 'Mumbai',
      state: 'Maharashtra',
      isDeliverable: false,
    });
    expect(pincodeRowFromSheet({ pincode: '560 001' }, 3)).toEqual({ row: 3, pincode: '560001' });
  });

  it('knows blank rows', () => {
    expect(isBlankRow({ pincode: ' ', city: null })).toBe(true);
    expect(isBlankRow({ pincode: 1 })).toBe(false);
  });
});

describe('pincodeImportRow', () => {
  it('defaults deliverable and enabled to yes', () => {
    expect(
      pincodeImportRow.parse({ pincode: '400001', pincodeName: 'Mumbai GPO', city: 'Mumbai' }),
    ).toMatchObject({
      isDeliverable: true,
      enabled: true,
    });
  });

  it('answers the first problem in the spec words', () => {
    const problem = (row: object) => pincodeImportRow.safeParse(row).error?.issues[0]?.message;
    expect(problem({ pincodeName: 'X', city: 'Mumbai' })).toBe('Please enter Pincode');
    expect(problem({ pincode: '4000O1', pincodeName: 'X', city: 'Mumbai' })).toBe(
      'Pincode should contain digits only',
    );
    expect(problem({ pincode: '400001', city: 'Mumbai' })).toBe('Please enter Pincode');
    expect(problem({ pincode: '400001', pincodeName: 'X', city: 'Mumbai', isDeliverable: 'maybe' })).toBe(
      'Deliverable should be Y or N',
    );
  });
});
