import { PINCODE_IMPORT_BATCH, pincodes as pincodeDef } from '@mandi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { principalOf } from '../../plugins/auth';
import { importPincodes } from './pincode-import.service';
import { failedRowsWorkbook, MAX_SHEET_ROWS, pincodeTemplate, readPincodeSheet } from './pincode-sheet';
import { receiveSheet } from './sheet-upload';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const tags = ['Pincode'];
const write = { auth: { access: pincodeDef.access, action: 'write' as const } };

const batchBody = z
  .array(z.record(z.string(), z.unknown()), { error: 'Send the rows as an array' })
  .min(1, 'Send at least one row')
  .max(PINCODE_IMPORT_BATCH, `Send at most ${PINCODE_IMPORT_BATCH} rows per call`);

const cell = z.union([z.string(), z.number(), z.boolean()]).nullable().optional();
const failedBody = z.object({
  rows: z
    .array(z.object({ row: z.number().int().positive().optional(), message: z.string() }).catchall(cell))
    .max(MAX_SHEET_ROWS),
});

const importAnswer = z.object({
  imported: z.number(),
  failed: z.number(),
  errors: z.array(z.object({ index: z.number(), row: z.number().optional(), message: z.string() })),
});

/**
 * The pincode import: the template, reading an uploaded sheet into rows, importing them in
 * batches of 100 (POST /pincodes/singleImport), and the failed rows as a sheet.
 */
export async function pincodeImportRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/pincodes/import/template', { config: write, schema: { tags } }, async (_request, reply) =>
    reply
      .header('content-type', XLSX)
      .header('content-disposition', 'attachment; filename="pincode-import-template.xlsx"')
      .send(await pincodeTemplate()),
  );

  r.post('/api/pincodes/import/read', { config: write, schema: { tags } }, async (request) => {
    const rows = await readPincodeSheet(await receiveSheet(request));
    return { total: rows.length, rows };
  });

  r.post(
    '/api/pincodes/singleImport',
    { config: write, schema: { tags, body: batchBody, response: { 200: importAnswer } } },
    (request) => importPincodes(ctx.db, request.body, principalOf(request)),
  );

  r.post(
    '/api/pincodes/import/failed',
    { config: write, schema: { tags, body: failedBody } },
    async (request, reply) =>
      reply
        .header('content-type', XLSX)
        .header('content-disposition', 'attachment; filename="pincode-import-failed.xlsx"')
        .send(await failedRowsWorkbook(request.body.rows)),
  );
}
