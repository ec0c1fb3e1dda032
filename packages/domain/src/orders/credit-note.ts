import { z } from 'zod';
import { type Invoice, type InvoiceLine, lineDiscount, splitTax } from './invoice';
import { type FinancialYear, INVOICE_NUMBER_MAX } from './invoice-serial';
import { rupeesInWords } from './invoice-words';
import { cessShare, lineTax } from './price-order';

/**
 * GST credit notes (CGST Act s.34, CGST Rules r.53(1A)): when an order whose tax invoice has
 * been issued is cancelled, the invoice stays as issued and a credit note reverses it: its own
 * serial, consecutive within the financial year like the invoices' (`CN/2627/000001`, at most
 * 16 characters of A-Z, 0-9, '-' and '/'), naming the invoice it credits and that invoice's
 * date, with the invoice's lines, taxable values and tax split (CGST + SGST or IGST) as issued.
 *
 * Goods returned after delivery (issue 26) get a note each for the returned lines only. What
 * the notes of one invoice credit always adds up to at most the invoice, to the paisa: a line's
 * last units are credited as what is left of the invoice line after the earlier notes, and a
 * cancellation after returns credits only the rest. The cess (issue 29) goes back with the
 * goods: a part of a line carries its share of the line's cess by quantity (`cessShare`), as the
 * return that made it does.
 */

export const CREDIT_NOTE_SERIAL_PREFIX = 'CN';
/** Why the store credits the whole invoice: the supply did not happen. */
export const CREDIT_NOTE_REASON_CANCELLED = 'Order cancelled: supply not made';
/** Why the store credits returned goods: the staff member's reason after it. */
export const creditNoteReasonReturned = (reason: string) => `Goods returned: ${reason}`;

/** The serial of the n-th credit note of a financial year: `CN/2627/000001`. */
export function creditNoteSerial(year: FinancialYear, n: number): string {
  if (!Number.isSafeInteger(n) || n < 1 || n > INVOICE_NUMBER_MAX) {
    throw new RangeError(`A credit note number is from 1 to ${INVOICE_NUMBER_MAX}: ${n}`);
  }
  return `${CREDIT_NOTE_SERIAL_PREFIX}/${year.code}/${String(n).padStart(6, '0')}`;
}

/**
 * A credit note: the credited invoice's parties, place of supply, lines, split and totals as
 * issued, under the note's own serial and date, with the invoice's serial and date.
 */
export interface CreditNote extends Omit<Invoice, 'serial' | 'date' | 'lines'> {
  lines: CreditNoteLine[];
  serial: string;
  /** India day of issue, YYYY-MM-DD. */
  date: string;
  invoiceSerial: string;
  invoiceDate: string;
  reason: string;
  /**
   * What it credits: the whole invoice (a cancellation; absent on notes issued before returns
   * existed), returned goods, or the rest of the invoice after returns (a later cancellation).
   */
  covers?: CreditNoteCovers;
}

export type CreditNoteCovers = 'whole invoice' | 'returned goods' | 'rest of invoice';

/** A credited line: the invoice line it credits (its index) when not a whole copy of the invoice. */
export interface CreditNoteLine extends InvoiceLine {
  invoiceLine?: number;
}

/** The credit note that reverses the whole of an invoice. */
export function buildCreditNote(
  invoice: Invoice,
  serial: string,
  date: string,
  reason: string = CREDIT_NOTE_REASON_CANCELLED,
): CreditNote {
  const { serial: invoiceSerial, date: invoiceDate, ...rest } = invoice;
  return {
    ...rest,
    lines: invoice.lines.map((line) => ({ ...line })),
    totals: { ...invoice.totals },
    serial,
    date,
    invoiceSerial,
    invoiceDate,
    reason,
    covers: 'whole invoice',
  };
}

const paise = (rupees: number) => Math.round(rupees * 100);
const rupees = (amount: number) => amount / 100;
const FIGURES = ['amount', 'discount', 'taxableValue', 'cgst', 'sgst', 'igst', 'cess'] as const;
type Figures = Record<(typeof FIGURES)[number] | 'quantity', number>;

/** What the earlier notes of this invoice credited of each of its lines (figures in paise). */
function creditedByLine(invoice: Invoice, earlier: readonly CreditNote[]): Figures[] {
  const credited = invoice.lines.map(
    (): Figures => ({
      quantity: 0,
      amount: 0,
      discount: 0,
      taxableValue: 0,
      cgst: 0,
      sgst: 0,
      igst: 0,
      cess: 0,
    }),
  );
  for (const note of earlier) {
    if (note.invoiceSerial !== invoice.serial) continue;
    note.lines.forEach((line, i) => {
      // A whole copy of the invoice credits its lines in their order.
      const sum = credited[line.invoiceLine ?? i];
      if (!sum) return;
      sum.quantity += line.quantity;
      for (const figure of FIGURES) sum[figure] += paise(line[figure] ?? 0);
    });
  }
  return credited;
}

/**
 * `quantity` units of an invoice line, credited: its last units are what is left of the line
 * after the earlier notes (so the notes add up to the line exactly); fewer are worth their share
 * of the line's amount (the price charged, for a line priced per unit), GST taken out by lineTax
 * and split as the invoice was.
 */
function creditLine(invoice: Invoice, index: number, credited: Figures, quantity: number): CreditNoteLine {
  const line = invoice.lines[index]!;
  const left = line.quantity - credited.quantity;
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > left) {
    throw new RangeError(
      `Line ${index + 1} of ${invoice.serial} has ${left} units left to credit: ${quantity}`,
    );
  }
  if (quantity === left) {
    const rest = Object.fromEntries(
      FIGURES.map((figure) => [figure, rupees(paise(line[figure] ?? 0) - credited[figure])]),
    );
    return { ...line, ...rest, quantity, invoiceLine: index };
  }
  const share = Math.round((paise(line.amount) * quantity) / line.quantity);
  const amount = rupees(Math.min(share, paise(line.amount) - credited.amount));
  const { taxableValue, tax } = lineTax(amount, line.taxRate);
  const split = splitTax(tax, line.taxRate, invoice.placeOfSupply.sameStateAsStore);
  const discount = lineDiscount({ unitPrice: line.unitPrice, quantity, amount });
  const cess = cessShare(line.cess ?? 0, line.quantity, credited.quantity, credited.quantity + quantity);
  return { ...line, quantity, amount, discount, taxableValue, ...split, cess, invoiceLine: index };
}

function noteOf(
  invoice: Invoice,
  lines: CreditNoteLine[],
  charges: { discount: number; shipping: number },
  head: { serial: string; date: string; reason: string; covers: CreditNoteCovers },
): CreditNote {
  const {
    serial: invoiceSerial,
    date: invoiceDate,
    lines: _,
    totals: __,
    amountInWords: ___,
    ...parties
  } = invoice;
  const sum = (figure: (typeof FIGURES)[number]) =>
    rupees(lines.reduce((total, line) => total + paise(line[figure]), 0));
  const linesTotal = sum('amount');
  const cess = sum('cess');
  const grandTotal = rupees(
    Math.max(0, paise(linesTotal) + paise(cess) - paise(charges.discount) + paise(charges.shipping)),
  );
  return {
    ...parties,
    lines,
    totals: {
      taxableValue: sum('taxableValue'),
      cgst: sum('cgst'),
      sgst: sum('sgst'),
      igst: sum('igst'),
      cess,
      lines: linesTotal,
      discount: charges.discount,
      shipping: charges.shipping,
      grandTotal,
    },
    amountInWords: rupeesInWords(grandTotal),
    ...head,
    invoiceSerial,
    invoiceDate,
  };
}

/** Units of an invoice line (its index in the invoice) that came back. */
export interface ReturnedInvoiceLine {
  invoiceLine: number;
  quantity: number;
}

/**
 * The credit note of goods returned: the returned units of each line, credited as
 * `creditLine` says after what the earlier notes of the invoice credited. Discount and
 * delivery charges are not credited by a return (the return is worth the prices charged).
 */
export function buildReturnCreditNote(
  invoice: Invoice,
  earlier: readonly CreditNote[],
  returned: readonly ReturnedInvoiceLine[],
  head: { serial: string; date: string; reason: string },
): CreditNote {
  const credited = creditedByLine(invoice, earlier);
  const lines = returned.map(({ invoiceLine, quantity }) => {
    const sum = credited[invoiceLine];
    if (!sum) throw new RangeError(`${invoice.serial} has no line ${invoiceLine + 1}`);
    return creditLine(invoice, invoiceLine, sum, quantity);
  });
  return noteOf(invoice, lines, { discount: 0, shipping: 0 }, { ...head, covers: 'returned goods' });
}

/**
 * The credit note of an order cancelled after some of its goods were returned and credited:
 * what is left of each line, and the invoice's discount and delivery charges, so the notes of
 * the invoice add up to the invoice. Null when nothing is left to credit.
 */
export function buildRestCreditNote(
  invoice: Invoice,
  earlier: readonly CreditNote[],
  head: { serial: string; date: string; reason?: string },
): CreditNote | null {
  const credited = creditedByLine(invoice, earlier);
  const lines = invoice.lines.flatMap((line, index) => {
    const left = line.quantity - credited[index]!.quantity;
    return left > 0 ? [creditLine(invoice, index, credited[index]!, left)] : [];
  });
  const { discount, shipping } = invoice.totals;
  const note = noteOf(
    invoice,
    lines,
    { discount, shipping },
    {
      ...head,
      reason: head.reason ?? CREDIT_NOTE_REASON_CANCELLED,
      covers: 'rest of invoice',
    },
  );
  return lines.length === 0 && note.totals.grandTotal === 0 ? null : note;
}

/** The documents issued for an order, as its documents menu lists them. */
export const orderDocumentEntry = z.object({
  kind: z.enum(['invoice', 'credit-note']),
  serial: z.string(),
  date: z.string(),
  /** The credited invoice's serial (credit notes). */
  invoiceSerial: z.string().nullable(),
  amount: z.number(),
});
export const orderDocumentList = z.object({ items: z.array(orderDocumentEntry) });
export type OrderDocumentEntry = z.infer<typeof orderDocumentEntry>;
export type OrderDocumentList = z.infer<typeof orderDocumentList>;
