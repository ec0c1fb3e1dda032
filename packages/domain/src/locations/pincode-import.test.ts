import { describe, expect, it } from 'vitest';
import { isBlankRow, mapSheetHeaders, yesNo } from '../import/sheet';
import {
  PINCODE_SHEET_COLUMNS,
  pincodeImportRow,
  pincodeRowFromSheet,
  pincodeRowPlace,
} from './pincode-import';

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

describe('pincodeRowPlace', () => {
  const pune = { cityId: 1, cityName: 'Pune', stateId: 10, stateName: 'Maharashtra' };
  const aurangabadMh = { cityId: 2, cityName: 'Aurangabad', stateId: 10, stateName: 'Maharashtra' };
  const aurangabadBr = { cityId: 3, cityName: 'Aurangabad', stateId: 20, stateName: 'Bihar' };
  const cities = [pune, aurangabadMh, aurangabadBr, aurangabadMh];
  const states = [
    { id: 10, name: 'Maharashtra' },
    { id: 20, name: 'Bihar' },
  ];
  const place = (row: Parameters<typeof pincodeRowPlace>[0]) => pincodeRowPlace(row, cities, states);

  it('finds a city by id, or by name within the state named by id or name', () => {
    expect(place({ cityId: 3 })).toBe(aurangabadBr);
    expect(place({ cityId: 1, stateId: 10, city: 'pune', state: 'maharashtra' })).toBe(pune);
    expect(place({ city: 'aurangabad', stateId: 10 })).toBe(aurangabadMh);
    expect(place({ city: 'Aurangabad', state: 'bihar' })).toBe(aurangabadBr);
    expect(place({ city: 'Pune' })).toBe(pune);
  });

  it('says why a row names no city, or two that disagree', () => {
    expect(place({ cityId: 9 })).toBe('No city has the id 9');
    expect(place({ cityId: 1, stateId: 99 })).toBe('No state has the id 99');
    expect(place({ cityId: 1, stateId: 20 })).toBe('Pune is in Maharashtra, not in Bihar');
    expect(place({ cityId: 1, state: 'Goa' })).toBe('Pune is in Maharashtra, not in Goa');
    expect(place({ cityId: 1, city: 'Nashik' })).toBe('City id 1 is Pune, not Nashik');
    expect(place({ stateId: 10, state: 'Bihar', city: 'Pune' })).toBe(
      'State id 10 is Maharashtra, not Bihar',
    );
    expect(place({ city: 'Pune', stateId: 20 })).toBe('City Pune not found in Bihar');
    expect(place({ city: 'Aurangabad' })).toBe('City Aurangabad is in more than one state; give the state');
  });

  it('wants a city by id or by name', () => {
    const problem = (row: object) => pincodeImportRow.safeParse(row).error?.issues[0];
    expect(problem({ pincode: '400001', pincodeName: 'X' })).toMatchObject({
      path: ['city'],
      message: 'Please enter city',
    });
    expect(problem({ pincode: '400001', pincodeName: 'X', cityId: 4 })).toBeUndefined();
    expect(problem({ pincode: '400001', pincodeName: 'X', cityId: 1.5 })?.message).toBe(
      'City id should be a whole number',
    );
  });
});
