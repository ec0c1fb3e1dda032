import { PRICE_UPDATE_BATCH, PRODUCT_ACCESS, priceUpdateRow } from '@mandi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { importRunOf, requestAuthor } from '../../lib/audit';
import { importAnswer, importBatch } from '../../lib/sheet/import-answer';
import { sheetImportRoutes } from '../../lib/sheet/sheet-import-routes';
import { priceSheet } from './price-sheet';
import { updatePrices } from './price-update.service';

const tags = ['Product variations'];

/**
 * The price update (/product/import-update-price): the template, reading a sheet of Id,
 * Product Name, Regular Price and Sale Price, the rows in batches of 5, and the failed rows.
 * Superadmin only, as every product write.
 */
export async function priceUpdateRoutes(app: FastifyInstance, ctx: AppContext) {
  sheetImportRoutes(app, {
    prefix: '/api/products-variations/price-update',
    access: PRODUCT_ACCESS,
    tags,
    fileStem: 'price-update',
    ...priceSheet,
    unzip: ctx.config.unzip,
  });

  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/products-variations/updatePrices',
    {
      config: { auth: { access: PRODUCT_ACCESS, action: 'write' } },
      schema: {
        tags,
        description: `New regular and sale prices of up to ${PRICE_UPDATE_BATCH} variations; each row passes or fails alone`,
        body: importBatch(PRICE_UPDATE_BATCH, priceUpdateRow),
        response: { 200: importAnswer },
      },
    },
    (request) => updatePrices(ctx.db, request.body, requestAuthor(request), importRunOf(request)),
  );
}
