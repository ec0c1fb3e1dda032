import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter } from '../customers/tax-ids';
import { buildCreditNote, buildReturnCreditNote } from '../orders/credit-note';
import { buildInvoice, type Invoice, type InvoiceLineInput } from '../orders/invoice';
import { classifyCreditNote, classifyInvoice } from './gst-classify';
import { buildGstr1, gstDate } from './gstr1-build';
import { documentProblems } from './gstr1-checks';
import { gstr1Totals, reconcileGstr1 } from './gstr1-totals';
import { parseReturnPeriod, quarterPeriodOf, recentReturnPeriods } from './return-period';

const gstin = (state: string, pan: string) => `${state}${pan}1Z${gstinCheckCharacter(`${state}${pan}1Z`)}`;
const STORE = gstin('27', 'AAHCM7305K');
const BUYER_MH = gstin('27', 'AABCK1234L');
const BUYER_KA = gstin('29', 'AABCK1234L');
const head = { gstin: STORE, fp: '112026', b2clThreshold: 100000 };

const party = (gstNumber: string | null) => ({
  name: 'Buyer',
  address: [],
  stateName: null,
  stateCode: null,
  gstNumber,
});
const line = (amount: number, taxRate: number, extra: Partial<InvoiceLineInput> = {}): InvoiceLineInput => ({
  description: 'Aashirvaad Atta - 5 kg',
  hsnCode: '1101',
  quantity: 1,
  unitPrice: amount,
  amount,
  taxRate,
  cessRate: 0,
  ...extra,
});

let serial = 0;
function invoice(options: {
  gstin?: string | null;
  state?: 'MH' | 'KA';
  lines: InvoiceLineInput[];
}): Invoice {
  serial += 1;
  const state = options.state ?? 'MH';
  return buildInvoice({
    serial: `INV/2627/${String(serial).padStart(6, '0')}`,
    date: '2026-11-05',
    orderId: serial,
    orderReference: null,
    orderDate: null,
    seller: party(STORE),
    buyer: party(options.gstin ?? null),
    shipTo: null,
    placeOfSupply: {
      stateName: state === 'MH' ? 'Maharashtra' : 'Karnataka',
      stateCode: state === 'MH' ? '27' : '29',
      sameStateAsStore: state === 'MH',
    },
    lines: options.lines,
    discount: 0,
    shipping: 0,
  });
}

describe('GSTR-1 classification', () => {
  it('puts invoices to a GSTIN in B2B, inter-state unregistered above the threshold in B2CL, the rest in B2CS', () => {
    expect(classifyInvoice(invoice({ gstin: BUYER_MH, lines: [line(500, 5)] }), 100000)).toBe('B2B');
    expect(classifyInvoice(invoice({ gstin: BUYER_KA, state: 'KA', lines: [line(500, 5)] }), 100000)).toBe(
      'B2B',
    );
    expect(classifyInvoice(invoice({ state: 'KA', lines: [line(100000.01, 5)] }), 100000)).toBe('B2CL');
    // The threshold itself is not above it; within the state no value makes B2CL.
    expect(classifyInvoice(invoice({ state: 'KA', lines: [line(100000, 5)] }), 100000)).toBe('B2CS');
    expect(classifyInvoice(invoice({ state: 'MH', lines: [line(500000, 5)] }), 100000)).toBe('B2CS');
    // The threshold is the store's setting (₹2,50,000 before August 2024).
    expect(classifyInvoice(invoice({ state: 'KA', lines: [line(200000, 5)] }), 250000)).toBe('B2CS');
  });

  it('files a credit note as the invoice it credits: CDNR, CDNUR on a B2CL invoice, else netted in B2CS', () => {
    const registered = invoice({ gstin: BUYER_KA, state: 'KA', lines: [line(500, 5)] });
    const large = invoice({ state: 'KA', lines: [line(150000, 5)] });
    const small = invoice({ state: 'KA', lines: [line(1500, 5)] });
    const note = (of: Invoice) => buildCreditNote(of, 'CN/2627/000001', '2026-11-20');
    expect(classifyCreditNote(note(registered), registered.totals.grandTotal, 100000)).toBe('CDNR');
    expect(classifyCreditNote(note(large), large.totals.grandTotal, 100000)).toBe('CDNUR');
    expect(classifyCreditNote(note(small), small.totals.grandTotal, 100000)).toBe('B2CS');
    // A return of part of a large invoice is still a note on a B2CL invoice.
    const part = buildReturnCreditNote(large, [], [{ invoiceLine: 0, quantity: 1 }], {
      serial: 'CN/2627/000002',
      date: '2026-11-21',
      reason: 'Goods returned: damaged',
    });
    expect(classifyCreditNote(part, large.totals.grandTotal, 100000)).toBe('CDNUR');
  });
});

describe('return periods', () => {
  it('reads months and quarters of the financial year, the quarter filing as its last month', () => {
    expect(parseReturnPeriod('112026')).toMatchObject({ fp: '112026', from: '2026-11-01', to: '2026-11-30' });
    expect(parseReturnPeriod('022028')).toMatchObject({ from: '2028-02-01', to: '2028-02-29' });
    expect(parseReturnPeriod('Q4-2026-27')).toMatchObject({
      fp: '032027',
      from: '2027-01-01',
      to: '2027-03-31',
    });
    expect(parseReturnPeriod('Q1-2026-27')).toMatchObject({
      fp: '062026',
      from: '2026-04-01',
      to: '2026-06-30',
    });
    for (const bad of ['132026', '2026-11', 'Q5-2026-27', 'Q1-2026-28', ''])
      expect(parseReturnPeriod(bad)).toBeNull();
    expect(quarterPeriodOf('2027-03-31')).toBe('Q4-2026-27');
    expect(quarterPeriodOf('2026-07-01')).toBe('Q2-2026-27');
    const periods = recentReturnPeriods('2026-11-29', 3).map((p) => p.key);
    expect(periods).toEqual(['112026', '102026', '092026', 'Q3-2026-27', 'Q2-2026-27']);
  });
});

describe('GSTR-1 building', () => {
  it('writes each table in the portal shape, amounts in rupees to 2 decimals, dates DD-MM-YYYY', () => {
    const b2b = invoice({
      gstin: BUYER_KA,
      state: 'KA',
      lines: [line(262.5, 5), line(560, 12), line(99.99, 5)],
    });
    const { json } = buildGstr1(head, [b2b], []);
    expect(gstDate('2026-11-05')).toBe('05-11-2026');
    expect(json.b2b).toEqual([
      {
        ctin: BUYER_KA,
        inv: [
          {
            inum: b2b.serial,
            idt: '05-11-2026',
            val: 922.49,
            pos: '29',
            rchrg: 'N',
            inv_typ: 'R',
            itms: [
              { num: 1, itm_det: { txval: 345.23, rt: 5, iamt: 17.26, camt: 0, samt: 0, csamt: 0 } },
              { num: 2, itm_det: { txval: 500, rt: 12, iamt: 60, camt: 0, samt: 0, csamt: 0 } },
            ],
          },
        ],
      },
    ]);
    expect(json.hsn.hsn_b2b.map((row) => [row.hsn_sc, row.rt, row.qty, row.txval])).toEqual([
      ['1101', 5, 2, 345.23],
      ['1101', 12, 1, 500],
    ]);
    expect(json.doc_issue.doc_det).toEqual([
      {
        doc_num: 1,
        doc_typ: 'Invoices for outward supply',
        docs: [{ num: 1, from: b2b.serial, to: b2b.serial, totnum: 1, cancel: 0, net_issue: 1 }],
      },
    ]);
  });

  it('sums B2CS by supply type, place and rate, nets its credit notes, and keeps cess apart', () => {
    const cola = line(90, 28, { hsnCode: '2202', description: 'Thums Up 750 ml', cessRate: 12 });
    const within = invoice({ state: 'MH', lines: [line(105, 5), cola] });
    const other = invoice({ state: 'KA', lines: [line(210, 5)] });
    const again = invoice({ state: 'KA', lines: [line(105, 5)] });
    const note = buildCreditNote(again, 'CN/2627/000007', '2026-11-09');
    const { json, documents } = buildGstr1(head, [within, other, again], [{ note, invoiceValue: 105 }]);
    expect(json.b2cs).toEqual([
      { sply_ty: 'INTRA', pos: '27', typ: 'OE', rt: 5, txval: 100, iamt: 0, camt: 2.5, samt: 2.5, csamt: 0 },
      {
        sply_ty: 'INTRA',
        pos: '27',
        typ: 'OE',
        rt: 28,
        txval: 70.31,
        iamt: 0,
        camt: 9.85,
        samt: 9.84,
        csamt: 8.44,
      },
      { sply_ty: 'INTER', pos: '29', typ: 'OE', rt: 5, txval: 200, iamt: 10, camt: 0, samt: 0, csamt: 0 },
    ]);
    expect(json.cdnur).toEqual([]);
    expect(documents.creditNoteCount).toBe(1);
    expect(reconcileGstr1(json, documents)).toMatchObject({ ok: true, differences: [] });
  });

  it('reconciles a mixed month to the paisa and names any figure that does not', () => {
    const invoices = [
      invoice({ gstin: BUYER_MH, lines: [line(333.33, 18), line(0.01, 5), line(17, 0)] }),
      invoice({ gstin: BUYER_KA, state: 'KA', lines: [line(1234.56, 12)] }),
      invoice({
        state: 'KA',
        lines: [line(123456.78, 5), line(45.67, 18, { hsnCode: '2202', cessRate: 12 })],
      }),
      invoice({ state: 'KA', lines: [line(77.77, 5)] }),
      ...Array.from({ length: 40 }, (_, i) => invoice({ lines: [line(10.01 + i / 7, 5), line(3.33, 12)] })),
    ];
    const notes = [
      {
        note: buildCreditNote(invoices[1]!, 'CN/2627/000001', '2026-11-20'),
        invoiceValue: invoices[1]!.totals.grandTotal,
      },
      {
        note: buildCreditNote(invoices[2]!, 'CN/2627/000002', '2026-11-21'),
        invoiceValue: invoices[2]!.totals.grandTotal,
      },
      {
        note: buildCreditNote(invoices[5]!, 'CN/2627/000003', '2026-11-22'),
        invoiceValue: invoices[5]!.totals.grandTotal,
      },
    ];
    const { json, documents } = buildGstr1(head, invoices, notes);
    expect(json.b2cl).toHaveLength(1);
    expect(json.cdnr[0]!.nt[0]!.nt_num).toBe('CN/2627/000001');
    expect(json.cdnur[0]).toMatchObject({ typ: 'B2CL', nt_num: 'CN/2627/000002', pos: '29' });
    const money = [...json.b2cs, ...json.hsn.hsn_b2b, ...json.hsn.hsn_b2c].flatMap((row) => [
      row.txval,
      row.camt,
    ]);
    for (const value of money) expect(Math.round(value * 100) / 100).toBe(value);
    const reconciled = reconcileGstr1(json, documents);
    expect(reconciled.differences).toEqual([]);
    const totals = gstr1Totals(json);
    expect(totals.find((row) => row.table === 'b2b')!.count).toBe(2);
    // One paisa off in one table is found, figure by figure.
    json.b2cs[0]!.samt = Math.round((json.b2cs[0]!.samt + 0.01) * 100) / 100;
    const broken = reconcileGstr1(json, documents);
    expect(broken.ok).toBe(false);
    expect(broken.differences.map((d) => [d.figure, d.against])).toEqual([
      ['samt', 'HSN summary'],
      ['samt', 'invoices − credit notes'],
    ]);
  });

  it('lists lines with no HSN, invalid buyer GSTINs and places of supply with no code', () => {
    const bad = invoice({
      gstin: '29AABCK1234L1ZZ',
      state: 'KA',
      lines: [line(50, 5, { hsnCode: null }), line(50, 5)],
    });
    bad.placeOfSupply.stateCode = null;
    expect(documentProblems(bad).map((p) => [p.kind, p.line])).toEqual([
      ['missing-hsn', 1],
      ['invalid-gstin', null],
      ['no-place-of-supply', null],
    ]);
    expect(documentProblems(invoice({ gstin: BUYER_KA, lines: [line(50, 5)] }))).toEqual([]);
  });
});
