import { rupeesInWords } from './invoice-words';
import { lineTax } from './price-order';

/**
 * A GST tax invoice as a pure computation (issue 17): per line the taxable value and the tax
 * taken out of the tax-inclusive amount by `lineTax` (the pricing's one rounding), split as
 * CGST + SGST at half the rate each when the place of supply is the store's own state, IGST at
 * the whole rate otherwise; the totals in figures and in Indian words. The server renders it as
 * a PDF; it is kept as issued, so a reprint says the same.
 */

/** GST's unit quantity code for counted packs: an order line counts packs of its variation. */
export const INVOICE_UNIT = 'NOS';

export interface InvoiceParty {
  name: string;
  /** Address lines as printed. */
  address: string[];
  stateName: string | null;
  /** The state's GST code ('27'), when known. */
  stateCode: string | null;
  gstNumber: string | null;
}

export interface InvoiceLineInput {
  description: string;
  hsnCode: string | null;
  quantity: number;
  /** What the customer pays for the line, GST included. */
  amount: number;
  /** GST percent; 0 when the product is not taxable. */
  taxRate: number;
}

export interface InvoiceLine extends InvoiceLineInput {
  unit: string;
  taxableValue: number;
  cgstRate: number;
  cgst: number;
  sgstRate: number;
  sgst: number;
  igstRate: number;
  igst: number;
}

export interface InvoiceTotals {
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** The lines' amounts, GST included. */
  lines: number;
  discount: number;
  shipping: number;
  grandTotal: number;
}

export interface InvoiceInput {
  serial: string;
  /** India day of issue, YYYY-MM-DD. */
  date: string;
  orderId: number;
  orderReference: string | null;
  orderDate: string | null;
  seller: InvoiceParty;
  buyer: InvoiceParty;
  /** The delivery state (the store's own for a pickup). */
  placeOfSupply: { stateName: string; stateCode: string | null; sameStateAsStore: boolean };
  lines: readonly InvoiceLineInput[];
  discount: number;
  shipping: number;
}

export interface Invoice extends Omit<InvoiceInput, 'lines'> {
  lines: InvoiceLine[];
  totals: InvoiceTotals;
  amountInWords: string;
}

const paise = (rupees: number) => Math.round(rupees * 100);
const rupees = (amount: number) => amount / 100;

/**
 * A line's GST split: within the store's state, CGST and SGST at half the rate each, the tax
 * halved with the odd paisa (if any) on CGST so the two always add up to the line's tax;
 * between states, IGST at the whole rate.
 */
export function splitTax(
  tax: number,
  taxRate: number,
  sameState: boolean,
): Pick<InvoiceLine, 'cgstRate' | 'cgst' | 'sgstRate' | 'sgst' | 'igstRate' | 'igst'> {
  const taxPaise = paise(tax);
  if (!sameState) {
    return { cgstRate: 0, cgst: 0, sgstRate: 0, sgst: 0, igstRate: taxRate, igst: rupees(taxPaise) };
  }
  const cgstPaise = Math.ceil(taxPaise / 2);
  const half = taxRate / 2;
  return {
    cgstRate: half,
    cgst: rupees(cgstPaise),
    sgstRate: half,
    sgst: rupees(taxPaise - cgstPaise),
    igstRate: 0,
    igst: 0,
  };
}

/** The invoice's lines, split and totalled, and the grand total in words. */
export function buildInvoice(input: InvoiceInput): Invoice {
  const sameState = input.placeOfSupply.sameStateAsStore;
  const lines = input.lines.map((line): InvoiceLine => {
    const { taxableValue, tax } = lineTax(line.amount, line.taxRate);
    return { ...line, unit: INVOICE_UNIT, taxableValue, ...splitTax(tax, line.taxRate, sameState) };
  });
  const sum = (pick: (line: InvoiceLine) => number) =>
    rupees(lines.reduce((total, line) => total + paise(pick(line)), 0));
  const linesTotal = sum((line) => line.amount);
  const grandTotalPaise = paise(linesTotal) - paise(input.discount) + paise(input.shipping);
  const grandTotal = rupees(Math.max(0, grandTotalPaise));
  return {
    ...input,
    lines,
    totals: {
      taxableValue: sum((line) => line.taxableValue),
      cgst: sum((line) => line.cgst),
      sgst: sum((line) => line.sgst),
      igst: sum((line) => line.igst),
      lines: linesTotal,
      discount: input.discount,
      shipping: input.shipping,
      grandTotal,
    },
    amountInWords: rupeesInWords(grandTotal),
  };
}
