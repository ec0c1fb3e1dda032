import { PRODUCT_ACCESS, VARIATION_IMPORT_BATCH, variationImportCells } from '@mandi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { importRunOf, requestAuthor } from '../../lib/audit';
import { importAnswer, importBatch } from '../../lib/sheet/import-answer';
import { importVariations } from './variation-import.service';

/**
 * POST /products-variations/singleImport (spec 01 §7): variations added to existing products
 * or changed, up to 100 rows a call, each passing or failing alone with its reason.
 * Superadmin only, like every product write and the product import.
 */
export async function variationImportRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/products-variations/singleImport',
    {
      config: { auth: { access: PRODUCT_ACCESS, action: 'write' } },
      schema: {
        tags: ['Product variations'],
        description: `Up to ${VARIATION_IMPORT_BATCH} variation rows: a new variation of a product, or a change of the one whose id is given`,
        body: importBatch(VARIATION_IMPORT_BATCH, variationImportCells),
        response: { 200: importAnswer },
      },
    },
    (request) => importVariations(ctx.db, request.body, requestAuthor(request), importRunOf(request)),
  );
}
