import {
  buildCreditNote,
  type CreditNote,
  creditNoteSerial,
  financialYearOf,
  indiaDay,
  type OrderDocumentList,
} from '@mandi/domain';
import type { Db, Tx } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { conflict } from '../../lib/errors';
import { authorOf, type ResourceCall } from '../crud/resource-service';
import {
  creditNotesFor,
  insertCreditNote,
  invoicesFor,
  takeCreditNoteNumbers,
} from './order-documents.repository';

export const NO_CREDIT_NOTE =
  'This order has no credit note: only a cancelled order that was invoiced has one';

/**
 * The credit note of an order being cancelled, issued in the cancel's transaction (the order
 * row is locked by it, so an order is credited once and not invoiced meanwhile): none when the
 * order was never invoiced; otherwise the next number of the financial year under its counter
 * lock, and the note reverses the invoice as issued (its lines, split and totals).
 */
export async function issueCreditNote(
  tx: Tx,
  orderId: number,
  call: ResourceCall,
  now = new Date(),
): Promise<CreditNote | null> {
  const [invoice] = await invoicesFor(tx, [orderId]);
  if (!invoice) return null;
  const [issued] = await creditNotesFor(tx, [orderId]);
  if (issued) return issued.document;
  const year = financialYearOf(now);
  const date = indiaDay(now);
  const number = await takeCreditNoteNumbers(tx, year.label, 1);
  const serial = creditNoteSerial(year, number);
  const document = buildCreditNote(invoice.document, serial, date);
  await insertCreditNote(tx, {
    orderId,
    financialYear: year.label,
    number,
    serial,
    noteDate: date,
    invoiceSerial: invoice.serial,
    document,
    createdBy: call.actor.id,
  });
  await recordAudit(tx, authorOf(call), {
    resource: 'orders-credit-notes',
    recordId: orderId,
    action: 'create',
    after: { orderId, serial, noteDate: date, invoiceSerial: invoice.serial },
  });
  return document;
}

/** The order's credit note as issued; 409 when it has none. */
export async function creditNoteOf(db: Db, orderId: number): Promise<CreditNote> {
  const [note] = await creditNotesFor(db, [orderId]);
  if (!note) throw conflict(NO_CREDIT_NOTE);
  return note.document;
}

/** The documents issued for an order: its invoice, then its credit note. */
export async function documentsOf(db: Db, orderId: number): Promise<OrderDocumentList> {
  const [[invoice], [note]] = await Promise.all([invoicesFor(db, [orderId]), creditNotesFor(db, [orderId])]);
  const items: OrderDocumentList['items'] = [];
  if (invoice) {
    const { serial, date, totals } = invoice.document;
    items.push({ kind: 'invoice', serial, date, invoiceSerial: null, amount: totals.grandTotal });
  }
  if (note) {
    const { serial, date, invoiceSerial, totals } = note.document;
    items.push({ kind: 'credit-note', serial, date, invoiceSerial, amount: totals.grandTotal });
  }
  return { items };
}
