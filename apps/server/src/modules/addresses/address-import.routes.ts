import { ADDRESS_IMPORT_BATCH, addresses as addressDef, addressImportRow } from '@mandi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { importRunOf, requestAuthor } from '../../lib/audit';
import { refusals } from '../../lib/errors';
import { importAnswer, importBatch } from '../../lib/sheet/import-answer';
import { sheetImportRoutes } from '../../lib/sheet/sheet-import-routes';
import { importAddresses } from './address-import.service';
import { addressSheet } from './address-sheet';

const tags = ['Address'];

/**
 * The address import, on the sheet import kit: the template, reading an uploaded sheet into
 * rows, importing them in batches of 100 (POST /addresses/singleImport), the failed rows.
 */
export async function addressImportRoutes(app: FastifyInstance, ctx: AppContext) {
  sheetImportRoutes(app, {
    prefix: '/api/addresses/import',
    access: addressDef.access,
    tags,
    fileStem: 'address-import',
    ...addressSheet,
    unzip: ctx.config.unzip,
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/addresses/singleImport',
    {
      config: { auth: { access: addressDef.access, action: 'write' } },
      schema: {
        tags,
        description:
          'At most 100 sheet rows; each row is imported or fails alone, answered in `errors` with its index, sheet row and reason.',
        body: importBatch(ADDRESS_IMPORT_BATCH, addressImportRow),
        response: { 200: importAnswer, ...refusals },
      },
    },
    (request) => importAddresses(ctx.db, request.body, requestAuthor(request), importRunOf(request)),
  );
}
