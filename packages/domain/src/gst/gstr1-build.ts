import { toPaise } from '../orders/order-money';
import {
  buyerGstinOf,
  type CreditNoteSection,
  classifyCreditNote,
  classifyInvoice,
  type InvoiceSection,
} from './gst-classify';
import type { GstDocument, GstLine } from './gst-document';
import {
  addFigures,
  documentFigures,
  entryOf,
  figuresInRupees,
  lineFigures,
  type TaxFigures,
  toRupees,
  zeroFigures,
} from './gst-figures';
import { assertSmallSales, type GstLineGroup, type GstSmallSales } from './gst-line-group';
import { type DocumentSeries, docIssue, documentSeries } from './gstr1-doc-issue';
import { type HsnSummary, hsnSummary } from './gstr1-hsn';
import type { Gstr1Item, Gstr1Json } from './gstr1-json';

/**
 * GSTR-1 built from the invoices and credit notes of a period as issued (their stored
 * documents), one document at a time, so a month of 100,000 invoices is summed without
 * holding them: only the tables themselves are kept (B2B and B2CL list their invoices; B2CS
 * and the HSN summary are sums). Figures are summed in paise from each line as issued.
 */

export interface Gstr1Head {
  /** The store's GSTIN. */
  gstin: string;
  /** MMYYYY. */
  fp: string;
  b2clThreshold: number;
}

/** What the period's documents say in total: the source the return must agree with. */
export interface Gstr1Documents {
  invoices: TaxFigures;
  creditNotes: TaxFigures;
  invoiceCount: number;
  creditNoteCount: number;
}

export interface Gstr1Build {
  json: Gstr1Json;
  documents: Gstr1Documents;
}

/** DD-MM-YYYY, as the portal writes dates, from an India day YYYY-MM-DD. */
export const gstDate = (day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;

const rateKey = (rate: number) => String(Math.round(rate * 100) / 100);

/** A document's lines summed by GST rate, in order of first appearance. */
function byRate(lines: readonly GstLine[]): Map<string, { rt: number; figures: TaxFigures }> {
  const rates = new Map<string, { rt: number; figures: TaxFigures }>();
  for (const line of lines) {
    const key = rateKey(line.taxRate);
    const entry = entryOf(rates, key, () => ({ rt: Number(key), figures: zeroFigures() }));
    addFigures(entry.figures, lineFigures(line));
  }
  return rates;
}

function itemsOf(lines: readonly GstLine[]): Gstr1Item[] {
  return [...byRate(lines).values()].map(({ rt, figures }, i) => {
    const { txval, iamt, camt, samt, csamt } = figuresInRupees(figures);
    return { num: i + 1, itm_det: { txval, rt, iamt, camt, samt, csamt } };
  });
}

const posOf = (document: Pick<GstDocument, 'placeOfSupply'>) => document.placeOfSupply.stateCode ?? '';

function pushTo<T>(groups: Map<string, T[]>, key: string, value: T) {
  const group = groups.get(key);
  if (group) group.push(value);
  else groups.set(key, [value]);
}

interface B2csRow {
  sply_ty: 'INTRA' | 'INTER';
  pos: string;
  rt: number;
  figures: TaxFigures;
}

/** B2CS: each line's figures (a credit note's taken away) summed by supply type, place and rate. */
function b2csTable() {
  const rows = new Map<string, B2csRow>();
  return {
    add(document: Pick<GstDocument, 'placeOfSupply' | 'lines'>, sign: 1 | -1) {
      const sply_ty = document.placeOfSupply.sameStateAsStore ? 'INTRA' : 'INTER';
      const pos = posOf(document);
      for (const { rt, figures } of byRate(document.lines).values()) {
        const key = `${sply_ty}|${pos}|${rt}`;
        const row = entryOf(rows, key, () => ({ sply_ty, pos, rt, figures: zeroFigures() }));
        addFigures(row.figures, figures, sign);
      }
    },
    rows(): Gstr1Json['b2cs'] {
      return [...rows.values()]
        .filter((row) => Object.values(row.figures).some((paise) => paise !== 0))
        .map(({ sply_ty, pos, rt, figures }) => ({
          sply_ty,
          pos,
          typ: 'OE',
          rt,
          ...figuresInRupees(figures),
        }));
    },
  };
}

/** The tables being filled. */
interface Tables {
  b2b: Map<string, Gstr1Json['b2b'][number]['inv']>;
  b2cl: Map<string, Gstr1Json['b2cl'][number]['inv']>;
  b2cs: ReturnType<typeof b2csTable>;
  cdnr: Map<string, Gstr1Json['cdnr'][number]['nt']>;
  cdnur: Gstr1Json['cdnur'];
  hsn: HsnSummary;
  invoiceSeries: DocumentSeries;
  noteSeries: DocumentSeries;
}

function addInvoiceTo(tables: Tables, invoice: GstDocument, section: InvoiceSection) {
  const head = {
    inum: invoice.serial,
    idt: gstDate(invoice.date),
    val: toRupees(toPaise(invoice.totals.grandTotal)),
  };
  if (section === 'B2B') {
    const entry = {
      ...head,
      pos: posOf(invoice),
      rchrg: 'N' as const,
      inv_typ: 'R' as const,
      itms: itemsOf(invoice.lines),
    };
    pushTo(tables.b2b, buyerGstinOf(invoice)!, entry);
  } else if (section === 'B2CL') {
    pushTo(tables.b2cl, posOf(invoice), { ...head, itms: itemsOf(invoice.lines) });
  } else {
    tables.b2cs.add(invoice, 1);
  }
  tables.hsn.add(invoice.lines, section === 'B2B', 1);
  tables.invoiceSeries.add(invoice.serial);
}

function addNoteTo(tables: Tables, note: GstDocument, section: CreditNoteSection) {
  const head = {
    ntty: 'C' as const,
    nt_num: note.serial,
    nt_dt: gstDate(note.date),
    val: toRupees(toPaise(note.totals.grandTotal)),
    pos: posOf(note),
  };
  if (section === 'CDNR') {
    pushTo(tables.cdnr, buyerGstinOf(note)!, {
      ...head,
      rchrg: 'N',
      inv_typ: 'R',
      itms: itemsOf(note.lines),
    });
  } else if (section === 'CDNUR') {
    tables.cdnur.push({ typ: 'B2CL', ...head, itms: itemsOf(note.lines) });
  } else {
    tables.b2cs.add(note, -1);
  }
  tables.hsn.add(note.lines, section === 'CDNR', -1);
  tables.noteSeries.add(note.serial);
}

/** A builder: add the period's invoices and credit notes in serial order, then finish. */
export function createGstr1Builder(head: Gstr1Head) {
  const tables: Tables = {
    b2b: new Map(),
    b2cl: new Map(),
    b2cs: b2csTable(),
    cdnr: new Map(),
    cdnur: [],
    hsn: hsnSummary(),
    invoiceSeries: documentSeries(),
    noteSeries: documentSeries(),
  };
  const documents: Gstr1Documents = {
    invoices: zeroFigures(),
    creditNotes: zeroFigures(),
    invoiceCount: 0,
    creditNoteCount: 0,
  };
  return {
    addInvoice(invoice: GstDocument): InvoiceSection {
      const section = classifyInvoice(invoice, head.b2clThreshold);
      addInvoiceTo(tables, invoice, section);
      addFigures(documents.invoices, documentFigures(invoice.totals));
      documents.invoiceCount += 1;
      return section;
    },
    /** Lines of small sales summed by the database (gst-line-group.ts): into B2CS and the HSN summary. */
    addSmallSalesGroup(group: GstLineGroup) {
      assertSmallSales(group, head.b2clThreshold);
      tables.b2cs.add({ placeOfSupply: group.placeOfSupply, lines: [group] }, 1);
      tables.hsn.add([group], false, 1);
    },
    /** The small sales' invoices themselves: their count, totals and serials. */
    addSmallSales(sales: GstSmallSales) {
      addFigures(documents.invoices, documentFigures(sales.totals));
      documents.invoiceCount += sales.invoiceCount;
      for (const serial of sales.serials) tables.invoiceSeries.add(serial);
    },
    /** A credit note, with the value of the invoice it credits (which decides CDNUR or B2CS). */
    addCreditNote(note: GstDocument, invoiceValue: number): CreditNoteSection {
      const section = classifyCreditNote(note, invoiceValue, head.b2clThreshold);
      addNoteTo(tables, note, section);
      addFigures(documents.creditNotes, documentFigures(note.totals));
      documents.creditNoteCount += 1;
      return section;
    },
    finish(): Gstr1Build {
      const json: Gstr1Json = {
        gstin: head.gstin,
        fp: head.fp,
        b2b: [...tables.b2b].map(([ctin, inv]) => ({ ctin, inv })),
        b2cl: [...tables.b2cl].map(([pos, inv]) => ({ pos, inv })),
        b2cs: tables.b2cs.rows(),
        cdnr: [...tables.cdnr].map(([ctin, nt]) => ({ ctin, nt })),
        cdnur: tables.cdnur,
        hsn: tables.hsn.rows(),
        doc_issue: docIssue(tables.invoiceSeries, tables.noteSeries),
      };
      return { json, documents };
    },
  };
}

/** GSTR-1 of a list of documents at once (tests and small periods). */
export function buildGstr1(
  head: Gstr1Head,
  invoices: readonly GstDocument[],
  creditNotes: readonly { note: GstDocument; invoiceValue: number }[],
): Gstr1Build {
  const builder = createGstr1Builder(head);
  for (const invoice of invoices) builder.addInvoice(invoice);
  for (const { note, invoiceValue } of creditNotes) builder.addCreditNote(note, invoiceValue);
  return builder.finish();
}
