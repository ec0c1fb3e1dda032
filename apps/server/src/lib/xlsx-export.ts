import { PassThrough } from 'node:stream';
import type { ExportColumn, FieldSpec } from '@mandi/domain';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

type Row = Record<string, unknown>;

function valueAt(row: Row, path: string): unknown {
  let current: unknown = row;
  for (const key of path.split('.')) {
    if (current === null || current === undefined || typeof current !== 'object') return undefined;
    current = (current as Row)[key];
  }
  return current;
}

function cellValue(value: unknown, spec: FieldSpec | undefined): ExcelJS.CellValue {
  if (value === null || value === undefined) return null;
  if ((spec?.type === 'timestamp' || spec?.type === 'date') && typeof value === 'string')
    return new Date(value);
  if (value instanceof Date || typeof value === 'number' || typeof value === 'boolean') return value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * Streams rows into an xlsx download as they come from the database, so an export of a
 * million rows never sits in memory. The query runs (and its first row is read) before a byte
 * is sent: a bad filter or sort answers 400 in the error shape, not a download cut short.
 */
export async function sendXlsx(
  reply: FastifyReply,
  options: {
    filename: string;
    columns: readonly ExportColumn[];
    fields: Record<string, FieldSpec>;
    rows: AsyncIterable<Row>;
  },
) {
  const rows = options.rows[Symbol.asyncIterator]();
  const first = await rows.next();

  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true });
  const sheet = workbook.addWorksheet('Export');
  sheet.columns = options.columns.map((column) => ({
    header: column.header,
    key: column.field,
    width: column.width ?? 20,
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();

  const write = async () => {
    for (let next = first; !next.done; next = await rows.next()) {
      const row = next.value;
      sheet
        .addRow(
          options.columns.map((column) =>
            cellValue(valueAt(row, column.field), options.fields[column.field]),
          ),
        )
        .commit();
    }
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error) => {
    reply.log.error({ err: error }, 'export failed');
    stream.destroy(error);
  });

  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="${options.filename}"`)
    .send(stream);
}

export function exportFilename(resourceName: string, now = new Date()): string {
  return `${resourceName.toLowerCase()}-${now.toISOString().slice(0, 10)}.xlsx`;
}
