import { PINCODE_IMPORT_BATCH, pincodes as pincodeDef, pincodeImportRow } from '@mandi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { importRunOf, requestAuthor } from '../../lib/audit';
import { importAnswer, importBatch } from '../../lib/sheet/import-answer';
import { sheetImportRoutes } from '../../lib/sheet/sheet-import-routes';
import { importPincodes } from './pincode-import.service';
import { pincodeSheet } from './pincode-sheet';

const tags = ['Pincode'];

/**
 * The pincode import: the template, reading an uploaded sheet into rows, importing them in
 * batches of 100 (POST /pincodes/singleImport), and the failed rows as a sheet.
 */
export async function pincodeImportRoutes(app: FastifyInstance, ctx: AppContext) {
  sheetImportRoutes(app, {
    prefix: '/api/pincodes/import',
    access: pincodeDef.access,
    tags,
    fileStem: 'pincode-import',
    ...pincodeSheet,
    unzip: ctx.config.unzip,
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/pincodes/singleImport',
    {
      config: { auth: { access: pincodeDef.access, action: 'write' } },
      schema: {
        tags,
        body: importBatch(PINCODE_IMPORT_BATCH, pincodeImportRow),
        response: { 200: importAnswer },
      },
    },
    (request) => importPincodes(ctx.db, request.body, requestAuthor(request), importRunOf(request)),
  );
}
