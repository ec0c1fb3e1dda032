import { normalizeTaxId } from '../customers/tax-ids';
import type { GstDocument } from './gst-document';

/**
 * Where GSTR-1 reports a document. An invoice to a buyer with a GSTIN is B2B (table 4); to an
 * unregistered buyer in another state worth more than the B2CL threshold (CGST rule 59(4):
 * ₹1,00,000 since 1 August 2024; the store's setting) it is B2CL (table 5), reported invoice
 * by invoice; every other sale to an unregistered buyer is B2CS (table 7), summed by place of
 * supply and rate. A credit note follows the invoice it credits: to a registered buyer CDNR,
 * on a B2CL invoice CDNUR (table 9B); on a B2CS invoice it is netted into that B2CS row, as
 * the portal asks (CDNUR takes no B2CS notes).
 */
export type InvoiceSection = 'B2B' | 'B2CL' | 'B2CS';
export type CreditNoteSection = 'CDNR' | 'CDNUR' | 'B2CS';

type Classified = Pick<GstDocument, 'buyer' | 'placeOfSupply'> & {
  totals: Pick<GstDocument['totals'], 'grandTotal'>;
};

/** The buyer's GSTIN as the document names it (upper case, no spaces), or null when unregistered. */
export function buyerGstinOf(document: { buyer: Pick<GstDocument['buyer'], 'gstNumber'> }): string | null {
  const gstin = document.buyer.gstNumber ? normalizeTaxId(document.buyer.gstNumber) : '';
  return gstin === '' ? null : gstin;
}

/** The section of an invoice, its value (grand total) against the threshold. */
export function classifyInvoice(document: Classified, b2clThreshold: number): InvoiceSection {
  if (buyerGstinOf(document)) return 'B2B';
  const interState = !document.placeOfSupply.sameStateAsStore;
  return interState && document.totals.grandTotal > b2clThreshold ? 'B2CL' : 'B2CS';
}

/** The section of a credit note, from the value of the invoice it credits. */
export function classifyCreditNote(
  note: Pick<GstDocument, 'buyer' | 'placeOfSupply'>,
  invoiceValue: number,
  b2clThreshold: number,
): CreditNoteSection {
  if (buyerGstinOf(note)) return 'CDNR';
  const section = classifyInvoice({ ...note, totals: { grandTotal: invoiceValue } }, b2clThreshold);
  return section === 'B2CL' ? 'CDNUR' : 'B2CS';
}
