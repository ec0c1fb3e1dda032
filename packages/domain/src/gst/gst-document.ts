import type { Invoice, InvoiceLine, InvoiceTotals } from '../orders/invoice';

/**
 * What GST reporting reads of an issued invoice or credit note: the parts of its stored
 * document that GSTR-1, its checks and the sales register use, and no more. A whole Invoice or
 * CreditNote is one; the server reads only these fields of a period's documents (a jsonb
 * projection), so a month of 100,000 documents is not fetched and parsed whole. Cess is
 * optional: documents issued before the cess carry none (read as 0).
 */
export type GstLine = Pick<
  InvoiceLine,
  'description' | 'hsnCode' | 'unit' | 'quantity' | 'taxRate' | 'taxableValue' | 'cgst' | 'sgst' | 'igst'
> & { cess?: number };

export type GstTotals = Pick<InvoiceTotals, 'taxableValue' | 'cgst' | 'sgst' | 'igst' | 'grandTotal'> & {
  cess?: number;
};

export interface GstDocument {
  serial: string;
  /** India day of issue, YYYY-MM-DD. */
  date: string;
  buyer: Pick<Invoice['buyer'], 'name' | 'gstNumber'>;
  placeOfSupply: Invoice['placeOfSupply'];
  totals: GstTotals;
  lines: readonly GstLine[];
}

/** The fields of a document's line GST reporting reads (the server's projection names these). */
export const GST_LINE_FIELDS = [
  'description',
  'hsnCode',
  'unit',
  'quantity',
  'taxRate',
  'taxableValue',
  'cgst',
  'sgst',
  'igst',
  'cess',
] as const satisfies readonly (keyof GstLine)[];

/** The fields of a document's totals GST reporting reads. */
export const GST_TOTAL_FIELDS = [
  'taxableValue',
  'cgst',
  'sgst',
  'igst',
  'cess',
  'grandTotal',
] as const satisfies readonly (keyof GstTotals)[];
