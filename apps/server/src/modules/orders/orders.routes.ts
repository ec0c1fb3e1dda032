import {
  listAnswerOf,
  listRowOf,
  ORDER_STATUSES,
  orders as orderDef,
  orderDetail,
  orderEdit,
} from '@mandi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { refusals } from '../../lib/errors';
import type { RawQuery } from '../../lib/list';
import { listQuerySchema as listQuery } from '../../lib/list/list-query-schema';
import { fileAnswer, XLSX } from '../../lib/openapi';
import { exportFilename } from '../../lib/xlsx-export';
import { xlsxStream } from '../../lib/xlsx-writer';
import { idParams } from '../crud/crud.routes';
import { resourceCallOf } from '../crud/resource-call';
import { plainJsonSerializer } from '../products/products.schemas';
import { countOrders, fetchOrder, listOrders, saveOrder } from './orders.service';
import { orderByIdRoutes } from './orders-by-id.routes';
import { orderChangesRoutes } from './orders-changes.routes';
import { statusCounts } from './orders-counts';
import { exportWhere, orderExportBody, orderExportSheets } from './orders-export';
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
  const write = { auth: { access, action: 'write' as const } };
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

  r.get(
    '/api/orders/count',
    {
      config: read,
      schema: {
        tags,
        description: 'How many orders match the list filters',
        querystring: listQuery,
        response: { 200: z.object({ count: z.number().int() }), ...refusals },
      },
    },
    (request) => countOrders(ctx.db, request.query as RawQuery),
  );

  r.get(
    '/api/orders/status-counts',
    {
      config: read,
      schema: {
        tags,
        description:
          'How many orders are in each status, every status listed (zero included); kept by the order writes, not counted',
        response: {
          200: z.object({
            data: z.array(z.object({ status: z.enum(ORDER_STATUSES), count: z.number().int() })),
          }),
          ...refusals,
        },
      },
    },
    () => statusCounts(ctx.db),
  );

  r.get(
    '/api/orders/fetch/:id',
    { config: read, schema: { tags, params: idParams, response: { 200: orderDetail, ...refusals } } },
    (request) => fetchOrder(ctx.db, request.params.id),
  );

  r.patch(
    '/api/orders/:id',
    {
      config: write,
      schema: {
        tags,
        description:
          'Moves the status (only the allowed moves; 409 names them), saves the comments and adds an internal note to the timeline. `updatedTimestamp` is the one loaded: a stale one is a 409 and nothing changes. Delivering collects: with a move to Order Delivered, `amountCollected` (the cash the rider brought back) is recorded as a cash payment, and an order with something still due lands in Partial Payment instead, the due on its timeline. 400 when a cash-on-delivery order with something due is delivered without `amountCollected` ("Please enter the cash collected"; 0 when nothing was collected), when it is more than the due, or when it comes without a move to Order Delivered.',
        params: idParams,
        body: orderEdit,
        response: { 200: orderDetail, ...refusals },
      },
    },
    (request) => saveOrder(resourceCallOf(ctx, request), request.params.id, request.body),
  );

  r.post(
    '/api/orders/export',
    {
      config: read,
      schema: {
        tags,
        description:
          'Orders placed in the range (and matching the filters) as xlsx: an Orders sheet and a Lines sheet',
        body: orderExportBody,
        response: { 200: fileAnswer(XLSX, 'the orders and their lines as an xlsx download'), ...refusals },
      },
    },
    (request, reply) => {
      const where = exportWhere(request.body);
      const stream = xlsxStream(orderExportSheets(ctx.db, where));
      stream.on('error', (error) => reply.log.error({ err: error }, 'order export failed'));
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', `attachment; filename="${exportFilename('orders')}"`)
        .send(stream);
    },
  );
}
