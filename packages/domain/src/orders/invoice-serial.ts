/**
 * Invoice serials (GST rule 46: at most 16 characters of A-Z, 0-9, '-' and '/', unique within
 * a financial year). Ours: `INV/` + the financial year's two 2-digit years + `/` + the number
 * in the year, 6 digits with leading zeros: `INV/2627/000123` (15 characters) for the 123rd
 * invoice of April 2026 to March 2027. A year past 999,999 invoices takes a 7th digit (16
 * characters); past 9,999,999 there is no serial.
 */

/** India has had one offset, +05:30, since 1945: India days and years cut at its midnight. */
const INDIA_OFFSET_MS = 330 * 60 * 1000;

export const INVOICE_SERIAL_PATTERN = /^[A-Z0-9/-]{1,16}$/;
export const INVOICE_SERIAL_PREFIX = 'INV';
export const INVOICE_NUMBER_MAX = 9_999_999;

export interface FinancialYear {
  /** '2026-27': April 2026 to March 2027. */
  label: string;
  /** '2627', as serials carry it. */
  code: string;
}

/** The Indian financial year (1 April to 31 March, India time) an instant falls in. */
export function financialYearOf(at: Date): FinancialYear {
  const india = new Date(at.getTime() + INDIA_OFFSET_MS);
  const year = india.getUTCMonth() >= 3 ? india.getUTCFullYear() : india.getUTCFullYear() - 1;
  const first = String(year % 100).padStart(2, '0');
  const second = String((year + 1) % 100).padStart(2, '0');
  return { label: `${year}-${second}`, code: `${first}${second}` };
}

/** The serial of the n-th invoice of a financial year: `INV/2627/000123`. */
export function invoiceSerial(year: FinancialYear, n: number): string {
  if (!Number.isSafeInteger(n) || n < 1 || n > INVOICE_NUMBER_MAX) {
    throw new RangeError(`An invoice number is from 1 to ${INVOICE_NUMBER_MAX}: ${n}`);
  }
  return `${INVOICE_SERIAL_PREFIX}/${year.code}/${String(n).padStart(6, '0')}`;
}
