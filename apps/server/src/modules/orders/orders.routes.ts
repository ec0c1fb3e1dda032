import {
  listAnswerOf,
  listRowOf,
  orderCountEndpoint,
  orders as orderDef,
  orderExportEndpoint,
  orderFetchEndpoint,
  orderSaveEndpoint,
  orderStatusCountsEndpoint,
  XLSX_MEDIA_TYPE as XLSX,
} from '@mandi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { endpointRoute } from '../../lib/endpoint-route';
import { refusals } from '../../lib/errors';
import type { RawQuery } from '../../lib/list';
import { listQuerySchema as listQuery } from '../../lib/list/list-query-schema';
import { exportFilename } from '../../lib/xlsx-export';
import { xlsxStream } from '../../lib/xlsx-writer';
import { plainJsonSerializer } from '../products/products.schemas';
import { countOrders, fetchOrder, listOrders, saveOrder } from './orders.service';
import { orderByIdRoutes } from './orders-by-id.routes';
import { orderChangesRoutes } from './orders-changes.routes';
import { statusCounts } from './orders-counts';
import { exportWhere, orderExportSheets } from './orders-export';
import { orderPaymentsRoutes } from './orders-payments.routes';
import { orderPlacementRoutes } from './orders-placement.routes';
import { orderReturnsRoutes } from './orders-returns.routes';

/**
 * The order calls (spec 02 §7): the list and its count, one order with everything its view
 * shows, the status/comments save with its timeline, and the two-sheet export. Route key `order`.
 */
export async function ordersRoutes(app: FastifyInstance, ctx: AppContext) {
  const access = orderDef.access;
  const read = { auth: { access, action: 'read' as const } };
  const tags = ['Order'];
  const r = app.withTypeProvider<ZodTypeProvider>();
  await orderPlacementRoutes(app, ctx);
  orderByIdRoutes(app, ctx);
  orderPaymentsRoutes(app, ctx);
  await orderChangesRoutes(app, ctx);
  await orderReturnsRoutes(app, ctx);

  r.get(
    '/api/orders',
    {
      config: read,
      // Speed, as the products' list: the schema documents; the rows are the declared columns and
      // the customer's three fields, so there is nothing to strip.
      serializerCompiler: plainJsonSerializer,
      schema: {
        tags,
        description:
          'The list grammar; customerName, customerMobile (digits, +91/spaces/dashes ignored) and customerEmail filter on the customer. Without a sort: In Cart by id descending, else orderTimestamp descending.',
        querystring: listQuery,
        response: { 200: listAnswerOf(listRowOf(orderDef)), ...refusals },
      },
    },
    (request) => listOrders(ctx.db, request.query as RawQuery),
  );

  endpointRoute(app, ctx, orderCountEndpoint, ({ query }) => countOrders(ctx.db, query as RawQuery));
  endpointRoute(app, ctx, orderStatusCountsEndpoint, () => statusCounts(ctx.db));
  endpointRoute(app, ctx, orderFetchEndpoint, ({ params }) => fetchOrder(ctx.db, params.id));
  endpointRoute(app, ctx, orderSaveEndpoint, ({ params, body, call }) => saveOrder(call(), params.id, body));
  endpointRoute(app, ctx, orderExportEndpoint, ({ body, reply }) => {
    const stream = xlsxStream(orderExportSheets(ctx.db, exportWhere(body)));
    stream.on('error', (error) => reply.log.error({ err: error }, 'order export failed'));
    return reply
      .header('content-type', XLSX)
      .header('content-disposition', `attachment; filename="${exportFilename('orders')}"`)
      .send(stream);
  });
}
