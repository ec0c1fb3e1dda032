import { describe, expect, it } from 'vitest';
import { gstinCheckCharacter } from '../customers/tax-ids';
import { buildInvoice, type Invoice, type InvoiceLineInput } from '../orders/invoice';
import { classifyInvoice } from './gst-classify';
import type { GstDocument } from './gst-document';
import { assertSmallSales, type GstLineGroup, groupHasProblems } from './gst-line-group';
import { buildGstr1, createGstr1Builder } from './gstr1-build';
import { reconcileGstr1 } from './gstr1-totals';

const STORE = `27AAHCM7305K1Z${gstinCheckCharacter('27AAHCM7305K1Z')}`;
const head = { gstin: STORE, fp: '112026', b2clThreshold: 100000 };
const MH = { stateName: 'Maharashtra', stateCode: '27', sameStateAsStore: true };
const KA = { stateName: 'Karnataka', stateCode: '29', sameStateAsStore: false };

const line = (amount: number, taxRate: number, hsnCode: string | null, cessRate = 0): InvoiceLineInput => ({
  description: `Item ${hsnCode}`,
  hsnCode,
  quantity: 3,
  unitPrice: amount / 3,
  amount,
  taxRate,
  cessRate,
});

function invoice(n: number, placeOfSupply: typeof MH, lines: InvoiceLineInput[]): Invoice {
  const party = { name: 'Buyer', address: [], stateName: null, stateCode: null, gstNumber: null };
  return buildInvoice({
    serial: `INV/2627/${String(n).padStart(6, '0')}`,
    date: '2026-11-05',
    orderId: n,
    orderReference: null,
    orderDate: null,
    seller: { ...party, gstNumber: STORE },
    buyer: party,
    shipTo: null,
    placeOfSupply,
    lines,
    discount: 0,
    shipping: 0,
  });
}

/** What the database does for small sales: their lines summed by place, rate, HSN and unit. */
function grouped(invoices: readonly GstDocument[]): GstLineGroup[] {
  const groups = new Map<string, GstLineGroup>();
  for (const document of invoices) {
    for (const l of document.lines) {
      const key = `${document.placeOfSupply.stateCode}|${l.taxRate}|${l.hsnCode}|${l.unit}`;
      const group = groups.get(key) ?? {
        ...l,
        quantity: 0,
        taxableValue: 0,
        cgst: 0,
        sgst: 0,
        igst: 0,
        cess: 0,
        placeOfSupply: document.placeOfSupply,
        largestInvoice: 0,
      };
      const add = (a: number, b: number) => Math.round(a * 100 + b * 100) / 100;
      group.quantity += l.quantity;
      group.taxableValue = add(group.taxableValue, l.taxableValue);
      group.cgst = add(group.cgst, l.cgst);
      group.sgst = add(group.sgst, l.sgst);
      group.igst = add(group.igst, l.igst);
      group.cess = add(group.cess ?? 0, l.cess ?? 0);
      group.largestInvoice = Math.max(group.largestInvoice, document.totals.grandTotal);
      groups.set(key, group);
    }
  }
  return [...groups.values()];
}

describe('GSTR-1 from small sales summed by the database', () => {
  const invoices = [
    invoice(1, MH, [line(262.5, 5, '1101'), line(40.33, 28, '2202', 12)]),
    invoice(2, KA, [line(99.99, 18, '3402'), line(40.33, 28, '2202', 12)]),
    invoice(3, MH, [line(17.01, 5, '1101'), line(30, 0, null)]),
    invoice(4, KA, [line(560.01, 12, '0405')]),
  ];

  it('files the same return as the invoices added one by one, to the paisa', () => {
    const one = buildGstr1(head, invoices, []);
    const builder = createGstr1Builder(head);
    for (const group of grouped(invoices)) builder.addSmallSalesGroup(group);
    builder.addSmallSales({
      invoiceCount: invoices.length,
      totals: {
        taxableValue: invoices.reduce((s, i) => Math.round(s * 100 + i.totals.taxableValue * 100) / 100, 0),
        cgst: invoices.reduce((s, i) => Math.round(s * 100 + i.totals.cgst * 100) / 100, 0),
        sgst: invoices.reduce((s, i) => Math.round(s * 100 + i.totals.sgst * 100) / 100, 0),
        igst: invoices.reduce((s, i) => Math.round(s * 100 + i.totals.igst * 100) / 100, 0),
        cess: invoices.reduce((s, i) => Math.round(s * 100 + i.totals.cess * 100) / 100, 0),
        grandTotal: 0,
      },
      serials: invoices.map((i) => i.serial),
    });
    const summed = builder.finish();
    const byKey = <T extends { sply_ty: string; pos: string; rt: number }>(rows: T[]) =>
      [...rows].sort((a, b) => `${a.sply_ty}${a.pos}${a.rt}`.localeCompare(`${b.sply_ty}${b.pos}${b.rt}`));
    expect(byKey(summed.json.b2cs)).toEqual(byKey(one.json.b2cs));
    const hsn = (rows: { hsn_sc: string; rt: number; num: number }[]) =>
      rows
        .map(({ num: _, ...row }) => row)
        .sort((a, b) => `${a.hsn_sc}${a.rt}`.localeCompare(`${b.hsn_sc}${b.rt}`));
    expect(hsn(summed.json.hsn.hsn_b2c)).toEqual(hsn(one.json.hsn.hsn_b2c));
    expect(summed.json.doc_issue).toEqual(one.json.doc_issue);
    expect(summed.documents).toEqual(one.documents);
    expect(reconcileGstr1(summed.json, summed.documents).ok).toBe(true);
  });

  it('refuses a group holding an invoice the rules file elsewhere (B2CL), and flags problem groups', () => {
    const [group] = grouped([invoice(5, KA, [line(150000, 5, '1101')])]);
    expect(
      classifyInvoice(
        { buyer: { name: '', gstNumber: null }, placeOfSupply: KA, totals: { grandTotal: 150000 } },
        100000,
      ),
    ).toBe('B2CL');
    expect(() => assertSmallSales(group!, 100000)).toThrow(/above the B2CL threshold/);
    expect(() => assertSmallSales({ ...group!, placeOfSupply: MH }, 100000)).not.toThrow();
    const [missing] = grouped([invoice(6, MH, [line(30, 0, null)])]);
    expect(groupHasProblems(missing!)).toBe(true);
    expect(groupHasProblems(group!)).toBe(false);
  });
});
