import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter, gstinProblem } from '../customers/tax-ids';
import { indiaDay } from '../dashboard/periods';
import { gstinStateProblem, gstStateCodeOf } from './gst-states';
import { buildInvoice, chargedCessRate, invoiceLine, issuedInvoice, lineDiscount, splitTax } from './invoice';
import { financialYearOf, INVOICE_SERIAL_PATTERN, invoiceSerial } from './invoice-serial';
import { indianNumberInWords, rupeesInWords } from './invoice-words';
import { lineTax } from './price-order';

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
    [123_456.78, 'Rupees One Lakh Twenty Three Thousand Four Hundred Fifty Six and Seventy Eight Paise Only'],
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

describe('the tax split', () => {
  it('halves the rate and the tax within the store’s state, the odd paisa on CGST', () => {
    expect(splitTax(4.76, 5, true)).toEqual({
      cgstRate: 2.5,
      cgst: 2.38,
      sgstRate: 2.5,
      sgst: 2.38,
      igstRate: 0,
      igst: 0,
    });
    const odd = splitTax(1.83, 18, true);
    expect(odd).toMatchObject({ cgstRate: 9, cgst: 0.92, sgstRate: 9, sgst: 0.91, igst: 0 });
    expect(Math.round((odd.cgst + odd.sgst) * 100)).toBe(183);
  });

  it('charges IGST at the whole rate between states', () => {
    expect(splitTax(1.83, 18, false)).toEqual({
      cgstRate: 0,
      cgst: 0,
      sgstRate: 0,
      sgst: 0,
      igstRate: 18,
      igst: 1.83,
    });
  });
});

describe('buildInvoice', () => {
  const party = { name: 'x', address: [], stateName: 'Maharashtra', stateCode: '27', gstNumber: null };
  const input = (sameStateAsStore: boolean) => ({
    serial: 'INV/2627/000001',
    date: '2026-11-24',
    orderId: 7,
    orderReference: null,
    orderDate: null,
    seller: party,
    buyer: party,
    shipTo: null,
    placeOfSupply: { stateName: 'Maharashtra', stateCode: '27', sameStateAsStore },
    lines: [
      {
        description: 'Atta 5 kg',
        hsnCode: '1101',
        quantity: 2,
        amount: 100,
        taxRate: 5,
        unitPrice: 50,
        cessRate: 0,
      },
      {
        description: 'Ghee 1 l',
        hsnCode: '0405',
        quantity: 1,
        amount: 12,
        taxRate: 18,
        unitPrice: 12,
        cessRate: 0,
      },
      {
        description: 'Onion 1 kg',
        hsnCode: '0703',
        quantity: 3,
        amount: 90,
        taxRate: 0,
        unitPrice: 30,
        cessRate: 0,
      },
    ],
    discount: 20,
    shipping: 49,
  });

  it('takes the tax out of each line with the pricing’s rounding and splits it in the state', () => {
    const invoice = buildInvoice(input(true));
    expect(invoice.lines.map((line) => [line.taxableValue, line.cgst, line.sgst, line.igst])).toEqual([
      [95.24, 2.38, 2.38, 0],
      [10.17, 0.92, 0.91, 0],
      [90, 0, 0, 0],
    ]);
    for (const line of invoice.lines) {
      expect(line.taxableValue).toBe(lineTax(line.amount, line.taxRate).taxableValue);
      expect(line.unit).toBe('NOS');
    }
    expect(invoice.totals).toEqual({
      taxableValue: 195.41,
      cgst: 3.3,
      sgst: 3.29,
      igst: 0,
      cess: 0,
      lines: 202,
      discount: 20,
      shipping: 49,
      grandTotal: 231,
    });
    expect(invoice.amountInWords).toBe('Rupees Two Hundred Thirty One Only');
  });

  it('charges IGST when delivered to another state', () => {
    const invoice = buildInvoice(input(false));
    expect(invoice.lines.map((line) => [line.igstRate, line.igst, line.cgst, line.sgst])).toEqual([
      [5, 4.76, 0, 0],
      [18, 1.83, 0, 0],
      [0, 0, 0, 0],
    ]);
    expect(invoice.totals).toMatchObject({ taxableValue: 195.41, cgst: 0, sgst: 0, igst: 6.59 });
  });
});

describe('buildInvoice: list price, line discount and cess (issue 29)', () => {
  const party = { name: 'x', address: [], stateName: 'Delhi', stateCode: '07', gstNumber: null };
  const invoice = buildInvoice({
    serial: 'INV/2627/000009',
    date: '2026-11-29',
    orderId: 9,
    orderReference: 'MND-261129-9',
    orderDate: '2026-11-29',
    seller: party,
    buyer: party,
    shipTo: party,
    placeOfSupply: { stateName: 'Delhi', stateCode: '07', sameStateAsStore: false },
    lines: [
      // 3 colas listed at ₹45, sold at ₹40, 28% GST + 12% cess; 2 × green chilli ₹22 sold at ₹17.
      {
        description: 'Cola',
        hsnCode: '2202',
        quantity: 3,
        unitPrice: 45,
        amount: 120,
        taxRate: 28,
        cessRate: 12,
      },
      {
        description: 'Green Chilli',
        hsnCode: '0709',
        quantity: 2,
        unitPrice: 22,
        amount: 34,
        taxRate: 0,
        cessRate: 0,
      },
    ],
    discount: 0,
    shipping: 49,
  });

  it('shows each line’s discount off the list price, taxable value and cess', () => {
    expect(
      invoice.lines.map((line) => [line.unitPrice, line.discount, line.taxableValue, line.igst, line.cess]),
    ).toEqual([
      [45, 15, 93.75, 26.25, 11.25],
      [22, 10, 34, 0, 0],
    ]);
    expect(lineDiscount({ unitPrice: 22, quantity: 2, amount: 44 })).toBe(0);
    // A price above the list price is no discount.
    expect(lineDiscount({ unitPrice: 20, quantity: 2, amount: 44 })).toBe(0);
  });

  it('adds the cess to the grand total: lines + cess − discount + delivery, to the paisa', () => {
    expect(invoice.totals).toEqual({
      taxableValue: 127.75,
      cgst: 0,
      sgst: 0,
      igst: 26.25,
      cess: 11.25,
      lines: 154,
      discount: 0,
      shipping: 49,
      grandTotal: 214.25,
    });
    expect(invoice.amountInWords).toBe('Rupees Two Hundred Fourteen and Twenty Five Paise Only');
  });

  it('reads a document issued before cess and discounts as it said: none of either', () => {
    const { shipTo: _, ...older } = invoice;
    const stored = JSON.parse(JSON.stringify(older)) as typeof invoice;
    for (const line of stored.lines as Partial<(typeof stored.lines)[number]>[]) {
      delete line.unitPrice;
      delete line.discount;
      delete line.cessRate;
      delete line.cess;
    }
    delete (stored.totals as Partial<typeof stored.totals>).cess;
    const read = issuedInvoice(stored);
    expect(read.shipTo).toBeNull();
    expect(read.totals.cess).toBe(0);
    expect(read.lines.map((line) => [line.unitPrice, line.discount, line.cessRate, line.cess])).toEqual([
      [40, 0, 0, 0],
      [17, 0, 0, 0],
    ]);
  });
});

describe('the cess the order charged (issue 29)', () => {
  const cola = {
    description: 'Cola',
    hsnCode: '2202',
    quantity: 3,
    unitPrice: 45,
    amount: 120,
    taxRate: 28,
    cessRate: 15,
  };

  it('invoices the cess charged, at the rate it is of the taxable value, whatever the tax’s rate now', () => {
    // Priced at 12% (₹11.25 of ₹93.75); the tax now says 15% (₹14.06).
    expect(invoiceLine({ ...cola, cess: 11.25 }, false)).toMatchObject({ cess: 11.25, cessRate: 12 });
    expect(invoiceLine({ ...cola, cessRate: 12, cess: 11.25 }, false)).toMatchObject({
      cess: 11.25,
      cessRate: 12,
    });
    // Charged none (priced before the tax had a cess): none, at 0%.
    expect(invoiceLine({ ...cola, cess: 0 }, false)).toMatchObject({ cess: 0, cessRate: 0 });
    // No charged cess given: the rate's (documents built from rates alone, as before).
    expect(invoiceLine(cola, false)).toMatchObject({ cess: 14.06, cessRate: 15 });
  });

  it('shows the tax’s rate when it gives the cess charged, else the cess as a percent to 2 decimals', () => {
    // ₹1.04 at 12% is ₹0.12 (0.12 ÷ 1.04 is 11.54%): the tax's 12 is shown.
    expect(chargedCessRate(1.04, 0.12, 12)).toBe(12);
    // The tax now says 15% (₹0.16): the figures say 11.54%.
    expect(chargedCessRate(1.04, 0.12, 15)).toBe(11.54);
    expect(chargedCessRate(70.31, 8.44, 15)).toBe(12);
    expect(chargedCessRate(100, 12.5, 15)).toBe(12.5);
    expect(chargedCessRate(0, 0, 12)).toBe(0);
    expect(chargedCessRate(50, 0, 12)).toBe(0);
  });
});
