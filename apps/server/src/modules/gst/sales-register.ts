import { daysBetween, GST_STATE_NAMES } from '@mandi/domain';
import type { Executor } from '../../db/client';
import { badRequest } from '../../lib/errors';
import type { XlsxColumn, XlsxSheet } from '../../lib/xlsx-writer';
import { type RegisterLineRow, registerLinesIssued } from './gst.repository';

/**
 * The sales register: one row per line of each invoice and credit note issued in a range of
 * India days, read a batch of documents at a time as the client takes the rows (the xlsx
 * writer asks for the next batch only when the last is written), so a year of lines is
 * streamed in bounded memory. Credit-note lines are negative, so each column sums to the
 * period's net.
 */

export const REGISTER_MAX_DAYS = 366;

/** The range, or 400 when `to` is before `from` or it spans more than a year. */
export function registerRange(from: string, to: string): { from: string; to: string } {
  const days = daysBetween(from, to);
  if (days < 0)
    throw badRequest('The last day should not be before the first', [
      { field: 'to', message: 'The last day should not be before the first' },
    ]);
  if (days >= REGISTER_MAX_DAYS) {
    const message = `Please choose at most ${REGISTER_MAX_DAYS} days`;
    throw badRequest(message, [{ field: 'to', message }]);
  }
  return { from, to };
}

const money = (header: string): XlsxColumn => ({ header, width: 14, kind: 'money' });
const REGISTER_COLUMNS: XlsxColumn[] = [
  { header: 'Document', width: 12 },
  { header: 'Number', width: 18 },
  { header: 'Date', width: 12, kind: 'date' },
  { header: 'Buyer', width: 30 },
  { header: 'GSTIN', width: 18 },
  { header: 'Place of supply', width: 20 },
  { header: 'HSN', width: 10 },
  { header: 'Description', width: 34 },
  { header: 'Quantity', width: 10, kind: 'number' },
  money('Taxable value'),
  { header: 'Rate %', width: 8, kind: 'number' },
  money('CGST'),
  money('SGST'),
  money('IGST'),
  money('Cess'),
  money('Total'),
];

/** "27-Maharashtra": the state's GST code and name, as GSTR-1's place of supply reads. */
function placeOf(row: RegisterLineRow): string | null {
  const code = row.stateCode;
  return code ? `${code}-${GST_STATE_NAMES[code] ?? row.stateName}` : row.stateName;
}

/** A line's cells in REGISTER_COLUMNS' order, made as the writer takes the row (they die young). */
function cellsOf(stored: unknown): unknown[] {
  const row = stored as RegisterLineRow;
  return [
    row.document,
    row.serial,
    row.date,
    row.buyer,
    row.gstin,
    placeOf(row),
    row.hsnCode,
    row.description,
    row.quantity,
    row.taxableValue,
    row.taxRate,
    row.cgst,
    row.sgst,
    row.igst,
    row.cess,
    row.total,
  ];
}

/** The invoices' lines, then the credit notes'; a document without lines (a row of nulls) writes none. */
async function* registerRows(db: Executor, from: string, to: string): AsyncGenerator<RegisterLineRow[]> {
  for (const kind of ['invoices', 'credit-notes'] as const) {
    for await (const rows of readingAhead(registerLinesIssued(db, kind, from, to))) {
      yield rows.filter((row) => row.quantity !== null);
    }
  }
}

/**
 * The batches with the next one asked for while this one is written: the database reads batch
 * N+1 while the server writes batch N's XML, so the two work at once (one query in flight, one
 * batch held).
 */
async function* readingAhead<T>(batches: AsyncIterator<T>): AsyncGenerator<T> {
  let next = batches.next();
  // Handled when awaited; a download cancelled meanwhile must not leave it unhandled.
  next.catch(() => undefined);
  for (;;) {
    const batch = await next;
    if (batch.done) return;
    next = batches.next();
    next.catch(() => undefined);
    yield batch.value;
  }
}

export function salesRegisterSheet(db: Executor, from: string, to: string): XlsxSheet {
  return {
    name: 'Sales register',
    columns: REGISTER_COLUMNS,
    rows: registerRows(db, from, to),
    cells: cellsOf,
  };
}
