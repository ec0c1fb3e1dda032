import { classifyInvoice } from './gst-classify';
import type { GstDocument, GstLine, GstTotals } from './gst-document';
import { documentProblems } from './gstr1-checks';

/**
 * Lines of small sales to unregistered buyers summed by the database before the return is
 * built: invoices with no buyer GSTIN and a value at most the B2CL threshold are B2CS whatever
 * their state (classifyInvoice), so their lines need not be read one by one. The database adds
 * them up by place of supply, rate, HSN and unit (exact sums of 2-decimal figures); the return
 * rounds and files them as it does a line. A month of 100,000 invoices then reads as a few
 * hundred groups, and only the B2B and B2CL invoices (listed invoice by invoice) are read whole.
 */
export interface GstLineGroup extends GstLine {
  placeOfSupply: GstDocument['placeOfSupply'];
  /** The largest grand total among the group's invoices (it must not make any of them B2CL). */
  largestInvoice: number;
}

/** The small sales' invoices as a whole: how many, their own totals summed, their serials. */
export interface GstSmallSales {
  invoiceCount: number;
  totals: GstTotals;
  serials: readonly string[];
}

/** The group as one line of a document to an unregistered buyer, for the rules written per document. */
export function groupAsDocument(group: GstLineGroup): GstDocument {
  return {
    serial: '',
    date: '',
    buyer: { name: '', gstNumber: null },
    placeOfSupply: group.placeOfSupply,
    totals: { taxableValue: 0, cgst: 0, sgst: 0, igst: 0, grandTotal: group.largestInvoice },
    lines: [group],
  };
}

/** Refuses a group that is not small sales (the database's grouping would then be a bug). */
export function assertSmallSales(group: GstLineGroup, b2clThreshold: number) {
  if (classifyInvoice(groupAsDocument(group), b2clThreshold) !== 'B2CS') {
    throw new Error(
      `A group of small sales holds an invoice of ${group.largestInvoice}, above the B2CL threshold`,
    );
  }
}

/**
 * Whether the group's lines have a problem the checks list line by line (no HSN, no rate, no
 * place of supply): then its invoices are read one by one to name them.
 */
export const groupHasProblems = (group: GstLineGroup) => documentProblems(groupAsDocument(group)).length > 0;
