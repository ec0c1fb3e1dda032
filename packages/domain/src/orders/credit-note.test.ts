import { describe, expect, it } from 'vitest';
import {
  buildCreditNote,
  buildRestCreditNote,
  buildReturnCreditNote,
  CREDIT_NOTE_REASON_CANCELLED,
  creditNoteSerial,
} from './credit-note';
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
      shipTo: null,
      placeOfSupply: { stateName: 'Karnataka', stateCode: '29', sameStateAsStore: false },
      lines: [
        {
          description: 'बासमती चावल 1 kg',
          hsnCode: '1006',
          quantity: 2,
          amount: 300,
          taxRate: 5,
          unitPrice: 150,
          cessRate: 0,
        },
      ],
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

describe('credit notes of returned goods', () => {
  const party = { name: 'x', address: [], stateName: 'Maharashtra', stateCode: '27', gstNumber: null };
  const invoiceIn = (sameStateAsStore: boolean) =>
    buildInvoice({
      serial: 'INV/2627/000042',
      date: '2026-11-20',
      orderId: 7,
      orderReference: null,
      orderDate: '2026-11-19',
      seller: party,
      buyer: party,
      shipTo: null,
      placeOfSupply: { stateName: 'Maharashtra', stateCode: '27', sameStateAsStore },
      lines: [
        // 3 × ₹33.33 at 5% and 2 × ₹560.00 at 12%.
        {
          description: 'Amul Taaza Milk - 1 L',
          hsnCode: '0401',
          quantity: 3,
          amount: 99.99,
          taxRate: 5,
          unitPrice: 33.33,
          cessRate: 0,
        },
        {
          description: 'Amul Ghee - 1 l',
          hsnCode: '0405',
          quantity: 2,
          amount: 1120,
          taxRate: 12,
          unitPrice: 560,
          cessRate: 0,
        },
      ],
      discount: 50,
      shipping: 30,
    });
  const head = (n: number) => ({
    serial: `CN/2627/00000${n}`,
    date: '2026-11-25',
    reason: 'Goods returned: spoilt',
  });
  const figures = (
    notes: {
      lines: {
        invoiceLine?: number;
        amount: number;
        taxableValue: number;
        cgst: number;
        sgst: number;
        igst: number;
      }[];
    }[],
    index: number,
  ) => {
    const sum = { amount: 0, taxableValue: 0, cgst: 0, sgst: 0, igst: 0 };
    for (const note of notes)
      for (const line of note.lines)
        if (line.invoiceLine === index)
          for (const key of Object.keys(sum) as (keyof typeof sum)[]) sum[key] += Math.round(line[key] * 100);
    return sum;
  };

  it('credits the returned units at their price, GST split CGST + SGST within the state', () => {
    const invoice = invoiceIn(true);
    const note = buildReturnCreditNote(invoice, [], [{ invoiceLine: 0, quantity: 1 }], head(1));
    expect(note).toMatchObject({
      serial: 'CN/2627/000001',
      invoiceSerial: 'INV/2627/000042',
      invoiceDate: '2026-11-20',
      reason: 'Goods returned: spoilt',
      covers: 'returned goods',
    });
    // ₹33.33 at 5%: taxable 31.74, GST 1.59 split 0.80 + 0.79.
    expect(note.lines).toEqual([
      expect.objectContaining({
        description: 'Amul Taaza Milk - 1 L',
        quantity: 1,
        amount: 33.33,
        taxableValue: 31.74,
        cgstRate: 2.5,
        cgst: 0.8,
        sgstRate: 2.5,
        sgst: 0.79,
        igst: 0,
        invoiceLine: 0,
      }),
    ]);
    // A return credits the goods, not the order's discount or delivery charge.
    expect(note.totals).toEqual({
      taxableValue: 31.74,
      cgst: 0.8,
      sgst: 0.79,
      igst: 0,
      cess: 0,
      lines: 33.33,
      discount: 0,
      shipping: 0,
      grandTotal: 33.33,
    });
    expect(note.amountInWords).toBe('Rupees Thirty Three and Thirty Three Paise Only');
  });

  it('credits IGST at the whole rate between states', () => {
    const note = buildReturnCreditNote(invoiceIn(false), [], [{ invoiceLine: 1, quantity: 1 }], head(1));
    // ₹560.00 at 12%: taxable 500.00, IGST 60.00.
    expect(note.lines[0]).toMatchObject({
      amount: 560,
      taxableValue: 500,
      igstRate: 12,
      igst: 60,
      cgst: 0,
      sgst: 0,
    });
    expect(note.totals).toMatchObject({ igst: 60, cgst: 0, sgst: 0, grandTotal: 560 });
  });

  it('credits a line’s last units as what the earlier notes left, so the notes equal the invoice line', () => {
    for (const sameState of [true, false]) {
      const invoice = invoiceIn(sameState);
      const first = buildReturnCreditNote(invoice, [], [{ invoiceLine: 0, quantity: 1 }], head(1));
      const second = buildReturnCreditNote(invoice, [first], [{ invoiceLine: 0, quantity: 1 }], head(2));
      const last = buildReturnCreditNote(
        invoice,
        [first, second],
        [{ invoiceLine: 0, quantity: 1 }],
        head(3),
      );
      const line = invoice.lines[0]!;
      expect(figures([first, second, last], 0)).toEqual({
        amount: Math.round(line.amount * 100),
        taxableValue: Math.round(line.taxableValue * 100),
        cgst: Math.round(line.cgst * 100),
        sgst: Math.round(line.sgst * 100),
        igst: Math.round(line.igst * 100),
      });
      expect(() =>
        buildReturnCreditNote(invoice, [first, second, last], [{ invoiceLine: 0, quantity: 1 }], head(4)),
      ).toThrow(RangeError);
    }
  });

  it('after returns, a cancellation credits only the rest, and all the notes add up to the invoice', () => {
    const invoice = invoiceIn(true);
    const returned = buildReturnCreditNote(
      invoice,
      [],
      [
        { invoiceLine: 0, quantity: 3 },
        { invoiceLine: 1, quantity: 1 },
      ],
      head(1),
    );
    const rest = buildRestCreditNote(invoice, [returned], { serial: 'CN/2627/000002', date: '2026-11-26' })!;
    expect(rest).toMatchObject({ covers: 'rest of invoice', reason: CREDIT_NOTE_REASON_CANCELLED });
    expect(rest.lines.map((line) => [line.invoiceLine, line.quantity])).toEqual([[1, 1]]);
    // The rest carries the invoice's discount and delivery charge.
    expect(rest.totals).toMatchObject({ lines: 560, discount: 50, shipping: 30, grandTotal: 540 });
    const paise = (value: number) => Math.round(value * 100);
    expect(paise(returned.totals.grandTotal) + paise(rest.totals.grandTotal)).toBe(
      paise(invoice.totals.grandTotal),
    );
    for (const key of ['taxableValue', 'cgst', 'sgst', 'igst'] as const)
      expect(paise(returned.totals[key]) + paise(rest.totals[key])).toBe(paise(invoice.totals[key]));

    // Nothing returned before: the rest is the whole invoice.
    const whole = buildRestCreditNote(invoice, [], { serial: 'CN/2627/000003', date: '2026-11-26' })!;
    expect(whole.totals).toEqual(invoice.totals);
    // Everything credited already, and no charges: nothing left, no note.
    const bare = buildInvoice({ ...invoice, discount: 0, shipping: 0, lines: invoice.lines });
    const all = buildReturnCreditNote(
      bare,
      [],
      [
        { invoiceLine: 0, quantity: 3 },
        { invoiceLine: 1, quantity: 2 },
      ],
      head(1),
    );
    expect(all.totals.grandTotal).toBe(bare.totals.grandTotal);
    expect(buildRestCreditNote(bare, [all], { serial: 'CN/2627/000004', date: '2026-11-26' })).toBeNull();
  });
});

describe('credit notes carry the cess back (issue 29)', () => {
  const party = { name: 'x', address: [], stateName: 'Delhi', stateCode: '07', gstNumber: null };
  const invoice = buildInvoice({
    serial: 'INV/2627/000009',
    date: '2026-11-20',
    orderId: 9,
    orderReference: null,
    orderDate: '2026-11-19',
    seller: party,
    buyer: party,
    shipTo: party,
    placeOfSupply: { stateName: 'Delhi', stateCode: '07', sameStateAsStore: false },
    // 3 colas at ₹40 (listed ₹45), 28% + 12% cess: taxable 93.75, IGST 26.25, cess 11.25.
    lines: [
      {
        description: 'Cola',
        hsnCode: '2202',
        quantity: 3,
        unitPrice: 45,
        amount: 120,
        taxRate: 28,
        cessRate: 12,
      },
    ],
    discount: 0,
    shipping: 49,
  });
  const head = (n: number) => ({
    serial: `CN/2627/00000${n}`,
    date: '2026-11-24',
    reason: 'Goods returned: leaking',
  });

  it('credits each returned unit’s share of the cess, the last units what is left', () => {
    const first = buildReturnCreditNote(invoice, [], [{ invoiceLine: 0, quantity: 1 }], head(1));
    expect(first.lines[0]).toMatchObject({
      amount: 40,
      discount: 5,
      taxableValue: 31.25,
      igst: 8.75,
      cess: 3.75,
    });
    expect(first.totals).toMatchObject({ cess: 3.75, grandTotal: 43.75 });
    const rest = buildReturnCreditNote(invoice, [first], [{ invoiceLine: 0, quantity: 2 }], head(2));
    expect(rest.lines[0]).toMatchObject({
      amount: 80,
      discount: 10,
      taxableValue: 62.5,
      igst: 17.5,
      cess: 7.5,
    });
    expect(rest.totals).toMatchObject({ cess: 7.5, grandTotal: 87.5 });
  });

  it('credits the whole invoice’s cess on a cancellation, and the rest after returns', () => {
    expect(buildCreditNote(invoice, 'CN/2627/000001', '2026-11-24').totals).toMatchObject({
      cess: 11.25,
      grandTotal: 180.25, // 120.00 + cess 11.25 + delivery 49.00
    });
    const returned = buildReturnCreditNote(invoice, [], [{ invoiceLine: 0, quantity: 1 }], head(1));
    const rest = buildRestCreditNote(invoice, [returned], head(2))!;
    expect(rest.totals).toMatchObject({ cess: 7.5, shipping: 49, grandTotal: 136.5 });
    // The notes add up to the invoice, cess included.
    expect(returned.totals.grandTotal + rest.totals.grandTotal).toBe(invoice.totals.grandTotal);
  });
});
