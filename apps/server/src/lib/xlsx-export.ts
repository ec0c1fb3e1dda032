import type { ExportColumn, FieldSpec } from '@mandi/domain';
import type { FastifyReply } from 'fastify';
import { type XlsxKind, xlsxStream } from './xlsx-writer';

type Row = Record<string, unknown>;

/** Reads a column's value (`brand.name`): the path split once per export, not per cell. */
function valueAt(path: string): (row: Row) => unknown {
  const keys = path.split('.');
  if (keys.length === 1) return (row) => row[path];
  return (row) => {
    let current: unknown = row;
    for (const key of keys) {
      if (current === null || current === undefined || typeof current !== 'object') return undefined;
      current = (current as Row)[key];
    }
    return current;
  };
}

/**
 * How a declared field's values are written in every export (the kit's, the users', the
 * orders' sheets): money (shown by lists as money) in rupees, other numbers as numbers, days
 * and moments as Excel dates in India time, anything else as its value says.
 */
export function cellKindOf(spec: Pick<FieldSpec, 'type' | 'list'> | undefined): XlsxKind {
  if (spec?.list === 'money') return 'money';
  switch (spec?.type) {
    case 'integer':
    case 'number':
      return 'number';
    case 'timestamp':
      return 'datetime';
    case 'date':
      return 'date';
    default:
      return 'value';
  }
}

async function* batchesOf(first: IteratorResult<Row[]>, rest: AsyncIterator<Row[]>) {
  for (let next = first; !next.done; next = await rest.next()) yield next.value;
}

/**
 * Streams rows into an xlsx download as they come from the database, only as fast as the
 * client takes them (see xlsx-writer.ts), so an export of a million rows never sits in memory.
 * The query runs (and its first batch is read) before a byte is sent: a bad filter or sort
 * answers 400 in the error shape, not a download cut short.
 */
export async function sendXlsx(
  reply: FastifyReply,
  options: {
    filename: string;
    columns: readonly ExportColumn[];
    fields: Record<string, FieldSpec>;
    /** The rows in batches, as `streamRows` reads them. */
    rows: AsyncIterable<Row[]>;
  },
) {
  const rows = options.rows[Symbol.asyncIterator]();
  const first = await rows.next();
  const readers = options.columns.map((column) => valueAt(column.field));
  const stream = xlsxStream([
    {
      name: 'Export',
      columns: options.columns.map((column) => ({
        header: column.header,
        width: column.width,
        kind: cellKindOf(options.fields[column.field]),
      })),
      rows: batchesOf(first, rows),
      cells: (row) => readers.map((read) => read(row as Row)),
    },
  ]);
  stream.on('error', (error) => reply.log.error({ err: error }, 'export failed'));
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="${options.filename}"`)
    .send(stream);
}

export function exportFilename(resourceName: string, now = new Date()): string {
  return `${resourceName.toLowerCase()}-${now.toISOString().slice(0, 10)}.xlsx`;
}
