import { rupeesInWords } from './invoice-words';
import { lineCess, lineTax } from './price-order';

/**
 * A GST tax invoice as a pure computation (issue 17): per line the taxable value and the tax
 * taken out of the tax-inclusive amount by `lineTax` (the pricing's one rounding), split as
 * CGST + SGST at half the rate each when the place of supply is the store's own state, IGST at
 * the whole rate otherwise; the totals in figures and in Indian words. The server renders it as
 * a PDF; it is kept as issued, so a reprint says the same.
 *
 * Issue 29: each line also shows its list price (unit price), its discount (unit price less the
 * price charged, times the quantity) and its compensation cess (`lineCess` of its taxable value,
 * added on top like the order's); the buyer is billed as its GSTIN says, the goods shipped to the
 * delivery address (see invoice-parties.ts). Documents issued before carry none of these:
 * `issuedInvoice` reads them with the defaults.
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
  /** The list price of one unit (the line's unit price), GST included. */
  unitPrice: number;
  /** What the customer pays for the line before cess: price charged × quantity, GST included. */
  amount: number;
  /** GST percent the line was priced at (orders_products.taxRate); 0 when not taxable. */
  taxRate: number;
  /**
   * Compensation cess percent of the taxable value the line was priced at; 0 when none. With
   * `cess` given, shown only when it gives that cess (see `chargedCessRate`).
   */
  cessRate: number;
  /** The cess the order charged the line (orders_products.cessAmount); absent: `lineCess` of the rate. */
  cess?: number;
}

export interface InvoiceLine extends InvoiceLineInput {
  unit: string;
  /** Unit price × quantity less the amount (never below 0): the discount off the list price. */
  discount: number;
  taxableValue: number;
  cgstRate: number;
  cgst: number;
  sgstRate: number;
  sgst: number;
  igstRate: number;
  igst: number;
  /** Compensation cess on the taxable value, on top of the amount. */
  cess: number;
}

export interface InvoiceTotals {
  taxableValue: number;
  cgst: number;
  sgst: number;
  igst: number;
  /** The lines' cess, added to the grand total. */
  cess: number;
  /** The lines' amounts, GST included (cess not included). */
  lines: number;
  /** The order's discount (coupon) off the bill; the lines' own discounts are in their prices. */
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
  /** Bill to: the GSTIN holder as its GSTIN says (state from its first two digits), else the customer. */
  buyer: InvoiceParty;
  /** Ship to: the delivery address and its state; null for a store pickup. */
  shipTo: InvoiceParty | null;
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

/** A line's discount off its list price: unit price × quantity less the amount, at least 0. */
export const lineDiscount = (line: Pick<InvoiceLineInput, 'unitPrice' | 'quantity' | 'amount'>) =>
  rupees(Math.max(0, paise(line.unitPrice) * line.quantity - paise(line.amount)));

/**
 * The cess percent a line was charged at, from the cess charged and its taxable value: the tax's
 * rate when it gives that cess to the paisa (the usual case, shown exactly); otherwise (the rate
 * changed after the order was priced) the cess as a percent of the taxable value, to 2 decimals.
 * Lines priced since migration 0026 keep their rate, so it always gives their cess; lines priced
 * before were given their product's rate at that migration, which this corrects by the figures.
 */
export function chargedCessRate(taxableValue: number, cess: number, taxCessRate: number): number {
  if (paise(cess) <= 0 || paise(taxableValue) <= 0) return 0;
  if (lineCess(taxableValue, taxCessRate) === cess) return taxCessRate;
  return Math.round((paise(cess) * 10000) / paise(taxableValue)) / 100;
}

/**
 * One invoice line: its discount, taxable value, GST split and cess. The cess is the one the
 * order charged when given (so a cess rate changed since leaves the invoice agreeing with the
 * order), else `lineCess` of the line's rate.
 */
export function invoiceLine(line: InvoiceLineInput, sameState: boolean): InvoiceLine {
  const { taxableValue, tax } = lineTax(line.amount, line.taxRate);
  const { cess: charged, ...rest } = line;
  const cessRate =
    charged === undefined ? line.cessRate : chargedCessRate(taxableValue, charged, line.cessRate);
  return {
    ...rest,
    cessRate,
    unit: INVOICE_UNIT,
    discount: lineDiscount(line),
    taxableValue,
    ...splitTax(tax, line.taxRate, sameState),
    cess: charged ?? lineCess(taxableValue, line.cessRate),
  };
}

/** The invoice's lines, split and totalled, and the grand total in words. */
export function buildInvoice(input: InvoiceInput): Invoice {
  const sameState = input.placeOfSupply.sameStateAsStore;
  const lines = input.lines.map((line) => invoiceLine(line, sameState));
  const sum = (pick: (line: InvoiceLine) => number) =>
    rupees(lines.reduce((total, line) => total + paise(pick(line)), 0));
  const linesTotal = sum((line) => line.amount);
  const cess = sum((line) => line.cess);
  const grandTotalPaise = paise(linesTotal) + paise(cess) - paise(input.discount) + paise(input.shipping);
  const grandTotal = rupees(Math.max(0, grandTotalPaise));
  return {
    ...input,
    lines,
    totals: {
      taxableValue: sum((line) => line.taxableValue),
      cgst: sum((line) => line.cgst),
      sgst: sum((line) => line.sgst),
      igst: sum((line) => line.igst),
      cess,
      lines: linesTotal,
      discount: input.discount,
      shipping: input.shipping,
      grandTotal,
    },
    amountInWords: rupeesInWords(grandTotal),
  };
}

/**
 * A stored invoice or credit note as today's type reads it: documents issued before issue 29
 * carry no list price, line discount, cess or ship-to; they read as the price charged, no
 * discount, no cess and no ship-to, which is what they said.
 */
export function issuedInvoice<T extends Invoice>(document: T): T {
  const lines = document.lines.map((line) => ({
    ...line,
    unitPrice: line.unitPrice ?? rupees(Math.round(paise(line.amount) / Math.max(1, line.quantity))),
    discount: line.discount ?? 0,
    cessRate: line.cessRate ?? 0,
    cess: line.cess ?? 0,
  }));
  return {
    ...document,
    lines,
    shipTo: document.shipTo ?? null,
    totals: { ...document.totals, cess: document.totals.cess ?? 0 },
  };
}
