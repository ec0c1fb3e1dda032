import {
  productImportSheetEndpoint,
  productImportTemplateEndpoint,
  productSingleImportEndpoint,
  XLSX_MEDIA_TYPE,
} from '@mandi/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { importRunOf, requestAuthor } from '../../lib/audit';
import { endpointRoute } from '../../lib/endpoint-route';
import { receiveSheet } from '../../lib/sheet/sheet-upload';
import { filesOf } from '../crud/resource-call';
import { importProduct } from './product-import.service';
import { productImportTemplate, readProductImportSheet } from './product-import-sheet';
import { readImportRequest } from './read-import-request';

/**
 * The product import from a ZIP (/product/import), declared in the domain
 * (product-import-endpoints.ts): the template, the ZIP's sheet read as one item per product,
 * then each approved product with its pictures, one at a time. Superadmin only.
 */
export async function productImportRoutes(app: FastifyInstance, ctx: AppContext) {
  endpointRoute(app, ctx, productImportTemplateEndpoint, async ({ reply }) =>
    reply
      .header('content-type', XLSX_MEDIA_TYPE)
      .header('content-disposition', 'attachment; filename="product-import-template.xlsx"')
      .send(await productImportTemplate()),
  );

  endpointRoute(app, ctx, productImportSheetEndpoint, async ({ request }) =>
    readProductImportSheet(await receiveSheet(request, ctx.config.unzip)),
  );

  endpointRoute(app, ctx, productSingleImportEndpoint, async ({ request }) => {
    const body = await readImportRequest(request, ctx.config.uploadMaxBytes);
    return importProduct(ctx.db, filesOf(ctx, request), body, requestAuthor(request), importRunOf(request));
  });
}
