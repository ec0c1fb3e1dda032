import { describe, expect, it } from 'vitest';
import {
  addressImportRow,
  addressRowFromSheet,
  addressRowPlace,
  customerKeyOf,
  mobileDigits,
} from './address-import';
import { addressLine } from './addresses';

describe('mobileDigits', () => {
  it('reads a number as customers say it: +91, 0, spaces and dashes', () => {
    expect(mobileDigits('9876543210')).toBe('9876543210');
    expect(mobileDigits('+91 98765-43210')).toBe('9876543210');
    expect(mobileDigits('919876543210')).toBe('9876543210');
    expect(mobileDigits('098765 43210')).toBe('9876543210');
    expect(mobileDigits('(98765) 43210')).toBe('9876543210');
  });

  it('is undefined for what is not a ten-digit number', () => {
    expect(mobileDigits('12345')).toBeUndefined();
    expect(mobileDigits('98765432101')).toBeUndefined();
    expect(mobileDigits('call me')).toBeUndefined();
  });
});

describe('customerKeyOf', () => {
  const row = (more: object) =>
    addressImportRow.parse({
      name: 'Asha Rao',
      pincode: '560034',
      mobileNumber: '+91 90000 00000',
      emailAddress: 'Asha@Example.com',
      ...more,
    });

  it('takes the customer mobile, else the customer email, else the row mobile, else its email', () => {
    expect(customerKeyOf(row({ customerMobile: '+91 98765-43210' }))).toEqual({ mobile: '9876543210' });
    expect(customerKeyOf(row({ customerEmail: 'A@B.IN' }))).toEqual({ email: 'a@b.in' });
    expect(customerKeyOf(row({}))).toEqual({ mobile: '9000000000' });
    expect(customerKeyOf(row({ mobileNumber: '+1 555 0100 999' }))).toEqual({ email: 'asha@example.com' });
    expect(customerKeyOf(row({ customerMobile: '12345' }))).toBe(
      'Customer mobile 12345 is not a 10-digit number',
    );
  });
});

describe('addressRowPlace', () => {
  const places = new Map([
    [
      '560034',
      {
        pincodeId: 7,
        pincode: '560034',
        cityId: 3,
        cityName: 'Bengaluru',
        stateId: 2,
        stateName: 'Karnataka',
        countryId: 1,
      },
    ],
  ]);

  it("finds the pincode's place, any case, and refuses a city or state that is not its own", () => {
    expect(
      addressRowPlace({ pincode: '560034', city: 'BENGALURU', state: 'karnataka' }, places),
    ).toMatchObject({
      cityId: 3,
      stateId: 2,
    });
    expect(addressRowPlace({ pincode: '560001' }, places)).toBe('Pincode 560001 not found');
    expect(addressRowPlace({ pincode: '560034', city: 'Mysuru' }, places)).toBe(
      'Pincode 560034 is in Bengaluru, not in Mysuru',
    );
    expect(addressRowPlace({ pincode: '560034', state: 'Kerala' }, places)).toBe(
      'Pincode 560034 is in Karnataka, not in Kerala',
    );
  });
});

describe('addressRowFromSheet and addressLine', () => {
  it('makes the name from its parts when the sheet has none', () => {
    expect(
      addressRowFromSheet({ firstName: 'Asha', middleName: ' ', lastName: 'Rao', pincode: 560034 }, 2),
    ).toEqual({
      row: 2,
      name: 'Asha Rao',
      firstName: 'Asha',
      lastName: 'Rao',
      pincode: '560034',
    });
  });

  it('joins line1, line2, city, state and pincode, leaving blanks out', () => {
    expect(
      addressLine({ line1: 'Flat 2', line2: ' ', city: 'Bengaluru', state: 'Karnataka', pincode: '560034' }),
    ).toBe('Flat 2, Bengaluru, Karnataka, 560034');
    expect(addressLine({})).toBe('');
  });
});
