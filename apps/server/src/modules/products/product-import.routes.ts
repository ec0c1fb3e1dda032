import { PRODUCT_ACCESS } from '@mandi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { importRunOf, requestAuthor } from '../../lib/audit';
import { fileAnswer, multipartBody, XLSX } from '../../lib/openapi';
import { receiveSheet } from '../../lib/sheet/sheet-upload';
import { filesOf } from '../crud/resource-call';
import { importProduct } from './product-import.service';
import { productImportTemplate, readProductImportSheet } from './product-import-sheet';
import { productAnswer } from './products.schemas';
import { readImportRequest } from './read-import-request';

/** The sheet read as drafts: not yet checked (singleImport checks each with productImportItem). */
const uploadAnswer = z.object({
  rows: z.number().int().describe('sheet rows read, the guide row excluded'),
  total: z.number().int().describe('products'),
  items: z.array(z.record(z.string(), z.unknown()).describe('a draft in the shape of productImportItem')),
});
const config = { auth: { access: PRODUCT_ACCESS, action: 'write' as const } };
const tags = ['Products'];

/**
 * The product import from a ZIP (/product/import): the browser opens the ZIP, sends its
 * import/import.xlsx to /products/upload (answered as one item per product), then each
 * approved product with its pictures to /products/singleImport, one at a time. Superadmin only.
 */
export async function productImportRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  const templateSchema = { tags, response: { 200: fileAnswer(XLSX, 'the import template') } };
  r.get('/api/products/import/template', { config, schema: templateSchema }, async (_request, reply) =>
    reply
      .header('content-type', XLSX)
      .header('content-disposition', 'attachment; filename="product-import-template.xlsx"')
      .send(await productImportTemplate()),
  );

  r.post(
    '/api/products/upload',
    {
      config,
      schema: {
        tags,
        description:
          'multipart `file`: the import.xlsx of the ZIP. Answers `{ rows, total, items }`: one item per product ' +
          '(variable rows grouped by name), each with its sheet rows; the guide row after the header is skipped.',
        consumes: ['multipart/form-data'],
        body: multipartBody({ file: { file: true, description: 'import/import.xlsx of the ZIP' } }, ['file']),
        response: { 200: uploadAnswer },
      },
    },
    async (request) => readProductImportSheet(await receiveSheet(request, ctx.config.unzip)),
  );

  r.post(
    '/api/products/singleImport',
    {
      config,
      schema: {
        tags,
        description:
          'multipart: `product` (one item of /products/upload, as JSON) and the pictures it names, as files ' +
          'under their names in the ZIP. Creates the product, its variations and images in one transaction.',
        consumes: ['multipart/form-data'],
        body: multipartBody(
          {
            product: { description: 'one item of /products/upload, as JSON (productImportItem)' },
            images: {
              file: true,
              description:
                'each picture the item names, under its file name in the ZIP (repeat the field; any name)',
            },
          },
          ['product'],
        ),
        response: { 201: productAnswer },
      },
    },
    async (request, reply) => {
      const body = await readImportRequest(request, ctx.config.uploadMaxBytes);
      const product = await importProduct(
        ctx.db,
        filesOf(ctx, request),
        body,
        requestAuthor(request),
        importRunOf(request),
      );
      return reply.status(201).send(product);
    },
  );
}
