import { describe, expect, it } from 'vitest';
import { buildCreditNote, CREDIT_NOTE_REASON_CANCELLED, creditNoteSerial } from './credit-note';
import { buildInvoice } from './invoice';
import { financialYearOf, INVOICE_SERIAL_PATTERN } from './invoice-serial';

describe('credit notes', () => {
  it('numbers credit notes CN/<year>/<6 digits> within GST’s 16 characters', () => {
    const year = financialYearOf(new Date('2026-11-24T10:00:00Z'));
    expect(creditNoteSerial(year, 1)).toBe('CN/2627/000001');
    expect(creditNoteSerial(year, 1_234_567)).toBe('CN/2627/1234567');
    expect(creditNoteSerial(year, 9_999_999)).toMatch(INVOICE_SERIAL_PATTERN);
    expect(creditNoteSerial(financialYearOf(new Date('2027-03-31T18:29:00Z')), 2)).toBe('CN/2627/000002');
    expect(creditNoteSerial(financialYearOf(new Date('2027-03-31T18:30:00Z')), 2)).toBe('CN/2728/000002');
    expect(() => creditNoteSerial(year, 0)).toThrow(RangeError);
    expect(() => creditNoteSerial(year, 10_000_000)).toThrow(RangeError);
  });

  it('reverses the whole invoice as issued, naming it and its date', () => {
    const party = { name: 'x', address: [], stateName: 'Karnataka', stateCode: '29', gstNumber: null };
    const invoice = buildInvoice({
      serial: 'INV/2627/000042',
      date: '2026-11-20',
      orderId: 7,
      orderReference: null,
      orderDate: '2026-11-19',
      seller: party,
      buyer: party,
      placeOfSupply: { stateName: 'Karnataka', stateCode: '29', sameStateAsStore: false },
      lines: [{ description: 'बासमती चावल 1 kg', hsnCode: '1006', quantity: 2, amount: 300, taxRate: 5 }],
      discount: 0,
      shipping: 0,
    });
    const note = buildCreditNote(invoice, 'CN/2627/000003', '2026-11-24');
    expect(note).toMatchObject({
      serial: 'CN/2627/000003',
      date: '2026-11-24',
      invoiceSerial: 'INV/2627/000042',
      invoiceDate: '2026-11-20',
      reason: CREDIT_NOTE_REASON_CANCELLED,
      orderId: 7,
      placeOfSupply: invoice.placeOfSupply,
    });
    expect(note.lines).toEqual(invoice.lines);
    expect(note.lines[0]).toMatchObject({ taxableValue: 285.71, igstRate: 5, igst: 14.29, cgst: 0, sgst: 0 });
    expect(note.totals).toEqual(invoice.totals);
    expect(note.amountInWords).toBe(invoice.amountInWords);
    // A copy: the note does not share the invoice's objects.
    note.lines[0]!.amount = 0;
    expect(invoice.lines[0]!.amount).toBe(300);
  });
});
