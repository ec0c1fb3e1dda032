import { manageVariationsBody, PRODUCT_ACCESS, productsVariations as variationDef } from '@mandi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requestAuthor } from '../../lib/audit';
import type { RawQuery } from '../../lib/list';
import { fileAnswer, XLSX } from '../../lib/openapi';
import { exportFilename, sendXlsx } from '../../lib/xlsx-export';
import { idParams } from '../crud/crud.routes';
import {
  idAnswer,
  listAnswer,
  listQuerystring,
  manageAnswer,
  plainJsonSerializer,
  variationAnswer,
  variationListRow,
} from '../products/products.schemas';
import { productsVariationsService as service } from './products-variations.service';

const read = { auth: { access: PRODUCT_ACCESS, action: 'read' as const } };
const write = { auth: { access: PRODUCT_ACCESS, action: 'write' as const } };
const tags = ['Product variations'];

export async function productsVariationsRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/products-variations/manage',
    {
      config: write,
      schema: {
        tags,
        description:
          'The whole live variation set of a product in one transaction: items with an id are updated, ' +
          'items without one created, live variations left out deleted.',
        body: manageVariationsBody,
        response: { 200: manageAnswer },
      },
    },
    (request) => service.manage(ctx.db, request.body, requestAuthor(request)),
  );

  r.get(
    '/api/products-variations',
    {
      config: read,
      serializerCompiler: plainJsonSerializer,
      schema: { tags, querystring: listQuerystring, response: { 200: listAnswer(variationListRow) } },
    },
    (request) => service.list(ctx.db, request.query as RawQuery),
  );

  r.get(
    '/api/products-variations/export',
    {
      config: write,
      schema: {
        tags,
        description: 'xlsx of every live variation matching the list query',
        querystring: listQuerystring,
        response: { 200: fileAnswer(XLSX, 'the variations as an xlsx download') },
      },
    },
    (request, reply) =>
      sendXlsx(reply, {
        filename: exportFilename('products-variations'),
        columns: variationDef.exportColumns ?? [],
        fields: variationDef.fields,
        rows: service.exportRows(ctx.db, request.query as RawQuery),
      }),
  );

  r.get(
    '/api/products-variations/:id',
    { config: read, schema: { tags, params: idParams, response: { 200: variationAnswer } } },
    (request) => service.get(ctx.db, request.params.id),
  );

  r.delete(
    '/api/products-variations/:id',
    { config: write, schema: { tags, params: idParams, response: { 200: idAnswer } } },
    (request) => service.remove(ctx.db, request.params.id, requestAuthor(request)),
  );
}
