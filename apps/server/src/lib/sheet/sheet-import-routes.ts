import type { Access } from '@mandi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { UnzipLimits } from '../../config';
import { fileAnswer, multipartBody, XLSX } from '../openapi';
import { receiveSheet } from './sheet-upload';
import { MAX_SHEET_ROWS } from './sheet-workbook';

const cell = z.union([z.string(), z.number(), z.boolean()]).nullable().optional();
const failedBody = z.object({
  rows: z
    .array(z.object({ row: z.number().int().positive().optional(), message: z.string() }).catchall(cell))
    .max(MAX_SHEET_ROWS),
});
/** The rows read from an uploaded sheet, each keyed by the template's column names. */
const readAnswer = z.object({
  total: z.number().int(),
  rows: z.array(z.record(z.string(), z.unknown())),
});
export type FailedSheetRow = z.infer<typeof failedBody>['rows'][number];

export interface SheetImportFiles {
  /** Where the three calls live: `${prefix}/template`, `${prefix}/read`, `${prefix}/failed`. */
  prefix: string;
  access: Access;
  tags: string[];
  /** The downloads' file names start with it: `{stem}-template.xlsx`, `{stem}-failed.xlsx`. */
  fileStem: string;
  template: () => Promise<Buffer>;
  read: (content: Buffer) => Promise<Record<string, unknown>[]>;
  failed: (rows: readonly FailedSheetRow[]) => Promise<Buffer>;
  /** What an uploaded sheet may unpack to (config.unzip). */
  unzip: UnzipLimits;
}

/**
 * The file side of a spreadsheet import: the template, reading an uploaded sheet into rows
 * (the browser then sends them in batches to the import's own call), and the failed rows
 * with their reasons as a sheet to fix and import again.
 */
export function sheetImportRoutes(app: FastifyInstance, files: SheetImportFiles) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: { access: files.access, action: 'write' as const } };
  const tags = files.tags;
  const attachment = (name: string) => `attachment; filename="${files.fileStem}-${name}.xlsx"`;

  const templateSchema = { tags, response: { 200: fileAnswer(XLSX, 'the import template') } };
  r.get(`${files.prefix}/template`, { config, schema: templateSchema }, async (_request, reply) =>
    reply
      .header('content-type', XLSX)
      .header('content-disposition', attachment('template'))
      .send(await files.template()),
  );

  const readSchema = {
    tags,
    consumes: ['multipart/form-data'],
    body: multipartBody({ file: { file: true, description: 'the filled-in template (.xlsx)' } }, ['file']),
    response: { 200: readAnswer },
  };
  r.post(`${files.prefix}/read`, { config, schema: readSchema }, async (request) => {
    const rows = await files.read(await receiveSheet(request, files.unzip));
    return { total: rows.length, rows };
  });

  const failedSchema = {
    tags,
    body: failedBody,
    response: { 200: fileAnswer(XLSX, 'the failed rows with their reasons') },
  };
  r.post(`${files.prefix}/failed`, { config, schema: failedSchema }, async (request, reply) =>
    reply
      .header('content-type', XLSX)
      .header('content-disposition', attachment('failed'))
      .send(await files.failed(request.body.rows)),
  );
}
