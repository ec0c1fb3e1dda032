import {
  manageVariationsEndpoint,
  PRODUCT_ACCESS,
  productsVariations as variationDef,
  variationDeleteEndpoint,
} from '@mandi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { requestAuthor } from '../../lib/audit';
import { endpointRoute } from '../../lib/endpoint-route';
import type { RawQuery } from '../../lib/list';
import { fileAnswer, XLSX } from '../../lib/openapi';
import { exportFilename, sendXlsx } from '../../lib/xlsx-export';
import { idParams } from '../crud/crud.routes';
import {
  listAnswer,
  listQuerystring,
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

  endpointRoute(app, ctx, manageVariationsEndpoint, ({ body, request }) =>
    service.manage(ctx.db, body, requestAuthor(request)),
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

  endpointRoute(app, ctx, variationDeleteEndpoint, ({ params, request }) =>
    service.remove(ctx.db, params.id, requestAuthor(request)),
  );
}
