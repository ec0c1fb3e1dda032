import { z } from 'zod';
import type { Invoice } from './invoice';
import { type FinancialYear, INVOICE_NUMBER_MAX } from './invoice-serial';

/**
 * GST credit notes (CGST Act s.34, CGST Rules r.53(1A)): when an order whose tax invoice has
 * been issued is cancelled, the invoice stays as issued and a credit note reverses it: its own
 * serial, consecutive within the financial year like the invoices' (`CN/2627/000001`, at most
 * 16 characters of A-Z, 0-9, '-' and '/'), naming the invoice it credits and that invoice's
 * date, with the invoice's lines, taxable values and tax split (CGST + SGST or IGST) as issued.
 */

export const CREDIT_NOTE_SERIAL_PREFIX = 'CN';
/** Why the store credits the whole invoice: the supply did not happen. */
export const CREDIT_NOTE_REASON_CANCELLED = 'Order cancelled: supply not made';

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
export interface CreditNote extends Omit<Invoice, 'serial' | 'date'> {
  serial: string;
  /** India day of issue, YYYY-MM-DD. */
  date: string;
  invoiceSerial: string;
  invoiceDate: string;
  reason: string;
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
  };
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
