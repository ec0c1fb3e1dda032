import {
  buildCreditNote,
  buildRestCreditNote,
  buildReturnCreditNote,
  type CreditNote,
  creditNoteReasonReturned,
  creditNoteSerial,
  financialYearOf,
  indiaDay,
  type OrderDocumentList,
  serialFileName,
} from '@mandi/domain';
import type { Db, Tx } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { authorOf, type ResourceCall } from '../crud/resource-service';
import {
  creditNotesFor,
  insertCreditNote,
  invoicesFor,
  takeCreditNoteNumbers,
} from './order-documents.repository';

export const NO_CREDIT_NOTE =
  'This order has no credit note: only a cancelled order that was invoiced has one';

/** Takes the financial year's next credit note number and stores the note with its audit entry. */
async function issue(
  tx: Tx,
  orderId: number,
  draft: (serial: string, date: string) => CreditNote,
  call: ResourceCall,
  now: Date,
  returnId?: number,
): Promise<CreditNote> {
  const year = financialYearOf(now);
  const date = indiaDay(now);
  const number = await takeCreditNoteNumbers(tx, year.label, 1);
  const serial = creditNoteSerial(year, number);
  const document = draft(serial, date);
  const { invoiceSerial } = document;
  await insertCreditNote(tx, {
    orderId,
    financialYear: year.label,
    number,
    serial,
    noteDate: date,
    invoiceSerial,
    ...(returnId === undefined ? {} : { returnId }),
    document,
    createdBy: call.actor.id,
  });
  await recordAudit(tx, authorOf(call), {
    resource: 'orders-credit-notes',
    recordId: orderId,
    action: 'create',
    after: { orderId, serial, noteDate: date, invoiceSerial, ...(returnId ? { returnId } : {}) },
  });
  return document;
}

/**
 * The credit note of an order being cancelled, issued in the cancel's transaction (the order
 * row is locked by it, so an order is credited once and not invoiced meanwhile): none when the
 * order was never invoiced; otherwise the next number of the financial year under its counter
 * lock. It reverses the invoice as issued (its lines, split and totals), less what the notes of
 * earlier returns credited (a Partial Payment order can be cancelled after a return); none when
 * those left nothing to credit.
 */
export async function issueCreditNote(
  tx: Tx,
  orderId: number,
  call: ResourceCall,
  now = new Date(),
): Promise<CreditNote | null> {
  const [invoice] = await invoicesFor(tx, [orderId]);
  if (!invoice) return null;
  const notes = await creditNotesFor(tx, [orderId]);
  const cancelled = notes.find((note) => note.returnId === null);
  if (cancelled) return cancelled.document;
  const earlier = notes.map((note) => note.document);
  if (earlier.length === 0) {
    return issue(tx, orderId, (serial, date) => buildCreditNote(invoice.document, serial, date), call, now);
  }
  const rest = buildRestCreditNote(invoice.document, earlier, { serial: '', date: indiaDay(now) });
  if (!rest) return null;
  return issue(tx, orderId, (serial, date) => ({ ...rest, serial, date }), call, now);
}

/**
 * The credit note of goods returned from an invoiced order, in the return's transaction: the
 * returned units of each line (order lines matched to the invoice's lines, which are the order's
 * lines in the order they were added), after what earlier notes credited. None when the order
 * was never invoiced.
 */
export async function issueReturnCreditNote(
  tx: Tx,
  order: { orderId: number; returnId: number; orderLineIds: readonly number[]; reason: string },
  returned: readonly { orderLineId: number; quantity: number }[],
  call: ResourceCall,
  now = new Date(),
): Promise<CreditNote | null> {
  const [invoice] = await invoicesFor(tx, [order.orderId]);
  if (!invoice) return null;
  if (invoice.document.lines.length !== order.orderLineIds.length) {
    throw conflict(
      `Invoice ${invoice.serial} does not list this order's lines; the return cannot be credited`,
    );
  }
  const earlier = (await creditNotesFor(tx, [order.orderId])).map((note) => note.document);
  const lines = returned.map((line) => ({
    invoiceLine: order.orderLineIds.indexOf(line.orderLineId),
    quantity: line.quantity,
  }));
  const reason = creditNoteReasonReturned(order.reason);
  return issue(
    tx,
    order.orderId,
    (serial, date) => buildReturnCreditNote(invoice.document, earlier, lines, { serial, date, reason }),
    call,
    now,
    order.returnId,
  );
}

/** The order's cancellation credit note as issued; 409 when it has none. */
export async function creditNoteOf(db: Db, orderId: number): Promise<CreditNote> {
  const notes = await creditNotesFor(db, [orderId]);
  const note = notes.find((row) => row.returnId === null);
  if (!note) throw conflict(NO_CREDIT_NOTE);
  return note.document;
}

/** One of the order's credit notes by its serial as a file names it (CN-2627-000001); 404 when not its. */
export async function creditNoteBySerial(db: Db, orderId: number, serial: string): Promise<CreditNote> {
  const notes = await creditNotesFor(db, [orderId]);
  const note = notes.find((row) => serialFileName(row.serial) === serialFileName(serial));
  if (!note) throw notFound('Credit note', `${serial} of order ${orderId}`);
  return note.document;
}

/** The documents issued for an order: its invoice, then its credit notes in the order issued. */
export async function documentsOf(db: Db, orderId: number): Promise<OrderDocumentList> {
  const [[invoice], notes] = await Promise.all([invoicesFor(db, [orderId]), creditNotesFor(db, [orderId])]);
  const items: OrderDocumentList['items'] = [];
  if (invoice) {
    const { serial, date, totals } = invoice.document;
    items.push({ kind: 'invoice', serial, date, invoiceSerial: null, amount: totals.grandTotal });
  }
  for (const note of notes) {
    const { serial, date, invoiceSerial, totals } = note.document;
    items.push({ kind: 'credit-note', serial, date, invoiceSerial, amount: totals.grandTotal });
  }
  return { items };
}
