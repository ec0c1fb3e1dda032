import { daysBetween, GST_STATE_NAMES, type GstDocument, type GstLine } from '@mandi/domain';
import type { Executor } from '../../db/client';
import { badRequest } from '../../lib/errors';
import type { XlsxColumn, XlsxSheet } from '../../lib/xlsx-writer';
import { creditNotesIssued, invoicesIssued } from './gst.repository';

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

const cents = (value: number, sign: number) => (sign * Math.round(value * 100)) / 100 || 0;

function lineRows(document: GstDocument, kind: 'Invoice' | 'Credit note', sign: 1 | -1): unknown[][] {
  const code = document.placeOfSupply.stateCode;
  const place = code
    ? `${code}-${GST_STATE_NAMES[code] ?? document.placeOfSupply.stateName}`
    : document.placeOfSupply.stateName;
  const head = [
    kind,
    document.serial,
    document.date,
    document.buyer.name,
    document.buyer.gstNumber ?? '',
    place,
  ];
  return document.lines.map((line: GstLine) => {
    const cess = line.cess ?? 0;
    const taxes = Math.round((line.taxableValue + line.cgst + line.sgst + line.igst + cess) * 100) / 100;
    return [
      ...head,
      line.hsnCode ?? '',
      line.description,
      sign * line.quantity,
      cents(line.taxableValue, sign),
      line.taxRate,
      cents(line.cgst, sign),
      cents(line.sgst, sign),
      cents(line.igst, sign),
      cents(cess, sign),
      cents(taxes, sign),
    ];
  });
}

async function* registerRows(db: Executor, from: string, to: string): AsyncGenerator<unknown[][]> {
  for await (const rows of invoicesIssued(db, from, to)) {
    yield rows.flatMap((row) => lineRows(row.document, 'Invoice', 1));
  }
  for await (const rows of creditNotesIssued(db, from, to)) {
    yield rows.flatMap((row) => lineRows(row.document, 'Credit note', -1));
  }
}

export function salesRegisterSheet(db: Executor, from: string, to: string): XlsxSheet {
  return { name: 'Sales register', columns: REGISTER_COLUMNS, rows: registerRows(db, from, to) };
}
