import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinProblem } from '../customers/tax-ids';
import { gstinStateProblem, gstStateCodeOf } from './gst-states';
import {
  financialYearOf,
  INVOICE_SERIAL_PATTERN,
  indiaDay,
  invoiceSerial,
} from './invoice-serial';
import { indianNumberInWords, rupeesInWords } from './invoice-words';

describe('amounts in words (Indian numbering)', () => {
  it.each([
    [0, 'Rupees Zero Only'],
    [1, 'Rupees One Only'],
    [19, 'Rupees Nineteen Only'],
    [20, 'Rupees Twenty Only'],
    [99, 'Rupees Ninety Nine Only'],
    [100, 'Rupees One Hundred Only'],
    [499, 'Rupees Four Hundred Ninety Nine Only'],
    [1000, 'Rupees One Thousand Only'],
    [10_001, 'Rupees Ten Thousand One Only'],
    [100_000, 'Rupees One Lakh Only'],
    [
      123_456.78,
      'Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Seventy Eight Paise Only',
    ],
    [99_99_999, 'Rupees Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine Only'],
    [1_00_00_000, 'Rupees One Crore Only'],
    [
      12_34_56_789.05,
      'Rupees Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine and Five Paise Only',
    ],
    [
      9_99_99_99_999.99,
      'Rupees Nine Hundred Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine and Ninety Nine Paise Only',
    ],
    [0.5, 'Rupees Zero and Fifty Paise Only'],
    [1_05_000.1, 'Rupees One Lakh Five Thousand and Ten Paise Only'],
  ])('%d is "%s"', (amount, words) => {
    expect(rupeesInWords(amount)).toBe(words);
  });

  it('refuses what is not an amount', () => {
    expect(() => rupeesInWords(-1)).toThrow(RangeError);
    expect(() => rupeesInWords(Number.NaN)).toThrow(RangeError);
    expect(() => indianNumberInWords(1.5)).toThrow(RangeError);
  });

  it('says crores of crores in words', () => {
    expect(indianNumberInWords(10 ** 11)).toBe('Ten Thousand Crore');
    expect(indianNumberInWords(10 ** 12)).toBe('One Lakh Crore');
  });
});

describe('financial years and serials', () => {
  it('cuts the year at 1 April, midnight India time', () => {
    // 31 March 2027 23:59 IST is 18:29 UTC; 1 April 00:00 IST is 31 March 18:30 UTC.
    expect(financialYearOf(new Date('2027-03-31T18:29:59Z'))).toEqual({ label: '2026-27', code: '2627' });
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toEqual({ label: '2027-28', code: '2728' });
    expect(financialYearOf(new Date('2026-04-01T00:00:00+05:30'))).toEqual({
      label: '2026-27',
      code: '2627',
    });
    expect(financialYearOf(new Date('2099-06-01T00:00:00Z'))).toEqual({ label: '2099-00', code: '9900' });
  });

  it('gives the India day', () => {
    expect(indiaDay(new Date('2026-11-24T18:29:59Z'))).toBe('2026-11-24');
    expect(indiaDay(new Date('2026-11-24T18:30:00Z'))).toBe('2026-11-25');
  });

  it('writes serials of at most 16 characters of A-Z, 0-9, - and /', () => {
    const year = { label: '2026-27', code: '2627' };
    expect(invoiceSerial(year, 123)).toBe('INV/2627/000123');
    expect(invoiceSerial(year, 1)).toBe('INV/2627/000001');
    const largest = invoiceSerial(year, 9_999_999);
    expect(largest).toBe('INV/2627/9999999');
    expect(largest.length).toBe(16);
    for (const serial of [invoiceSerial(year, 1), largest]) expect(serial).toMatch(INVOICE_SERIAL_PATTERN);
    expect(() => invoiceSerial(year, 0)).toThrow(RangeError);
    expect(() => invoiceSerial(year, 10_000_000)).toThrow(RangeError);
  });
});

describe('GST state codes', () => {
  const gstin = (first14: string) => `${first14}${gstinCheckCharacter(first14)}`;

  it('reads a state’s code from its ISO letters', () => {
    expect(gstStateCodeOf('MH')).toBe('27');
    expect(gstStateCodeOf('ka')).toBe('29');
    expect(gstStateCodeOf('TS')).toBe('36');
    expect(gstStateCodeOf('XX')).toBeNull();
    expect(gstStateCodeOf(null)).toBeNull();
  });

  it('wants a GSTIN to open with its state’s code', () => {
    const maharashtra = gstin('27AAHCM7305K1Z');
    expect(gstinProblem(maharashtra)).toBeNull();
    expect(gstinStateProblem(maharashtra, { name: 'Maharashtra', code: 'MH' })).toBeNull();
    expect(gstinStateProblem(maharashtra, { name: 'Karnataka', code: 'KA' })).toBe(
      'GST number of a store in Karnataka should start with 29',
    );
    expect(gstinStateProblem(maharashtra, { name: 'Somewhere', code: null })).toBeNull();
    expect(gstinStateProblem(null, { name: 'Karnataka', code: 'KA' })).toBeNull();
  });
});
