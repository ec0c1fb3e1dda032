import { LOW_STOCK_PATH, lowStockAnswer, PRODUCT_ACCESS } from '@mandi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { refusals } from '../../lib/errors';
import type { RawQuery } from '../../lib/list';
import { listQuerystring, plainJsonSerializer } from '../products/products.schemas';
import { lowStockList } from './low-stock.service';

/** Low stock (issue 31 §6): the list screen, the dashboard card and the header's count read it. */
export async function lowStockRoutes(app: FastifyInstance, ctx: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(
    `/api${LOW_STOCK_PATH}`,
    {
      config: { auth: { access: PRODUCT_ACCESS, action: 'read' } },
      serializerCompiler: plainJsonSerializer,
      schema: {
        tags: ['Product variations'],
        description:
          'Live, enabled variations with managed stock at or below their lowStockThreshold, or the store default (settings.lowStockThreshold) when they have none. The list grammar of GET /products-variations applies on top (filter, sort, page, limit, fields, join=product); sorted by stock quantity, lowest first, unless sort says otherwise. Rows that carry lowStockThreshold also carry `threshold`, the threshold in force; the answer carries `storeThreshold`. 400: a filter or sort the grammar refuses.',
        querystring: listQuerystring,
        response: { 200: lowStockAnswer, ...refusals },
      },
    },
    (request) => lowStockList(ctx.db, request.query as RawQuery),
  );
}
