import {
  addDeliveryRunOrdersEndpoint,
  closeDeliveryRunEndpoint,
  createDeliveryRunEndpoint,
  DELIVERY_RUNS_ACCESS,
  deliverStopEndpoint,
  deliveryReportEndpoint,
  deliveryRidersEndpoint,
  deliveryRunEndpoint,
  listAnswerOf,
  listRowOf,
  myDeliveryRunsEndpoint,
  notDeliveredStopEndpoint,
  removeDeliveryRunOrderEndpoint,
  deliveryRuns as runDef,
  suggestDeliveryRunsEndpoint,
} from '@mandi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { endpointRoute } from '../../lib/endpoint-route';
import { refusals } from '../../lib/errors';
import type { RawQuery } from '../../lib/list';
import { listQuerySchema } from '../../lib/list/list-query-schema';
import { fileAnswer, PDF } from '../../lib/openapi';
import { idParams } from '../crud/crud.routes';
import { resourceCallOf } from '../crud/resource-call';
import { deliveryReport } from './delivery-report.service';
import { ridersRepository } from './delivery-riders.repository';
import { readRun } from './delivery-runs.present';
import { addOrders, createRun, listRuns, myRuns, removeOrder } from './delivery-runs.service';
import { runSheet } from './delivery-sheet';
import { closeRun, deliverStop, notDeliveredStop } from './delivery-stops.service';
import { suggestDeliveryRuns } from './delivery-suggest.service';

/** The list and the run sheet: a list grammar and a PDF, registered by hand. */
function listAndSheetRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const read = { auth: { access: DELIVERY_RUNS_ACCESS, action: 'read' as const } };
  const tags = ['Delivery run'];
  r.get(
    '/api/delivery-runs',
    {
      config: read,
      schema: {
        tags,
        description:
          "The list grammar over runDate, riderId, status, the cash columns and the stamps; each row adds its rider's name, its stops' counts, the cash collected and (closed) the difference. A rider (a role with Delivery runs and not Orders) lists only their own runs. Without a sort: runDate, then id, newest first.",
        querystring: listQuerySchema,
        response: { 200: listAnswerOf(listRowOf(runDef)), ...refusals },
      },
    },
    (request) => listRuns(resourceCallOf(ctx, request), request.query as RawQuery),
  );
  r.get(
    '/api/delivery-runs/:id/sheet',
    {
      config: read,
      schema: {
        tags,
        description:
          "The run sheet as a PDF: the stops by pincode (customer, mobile, address, items, the cash to collect: what each order owes now, a signature column), then the run's pick list (product, variation, quantity). 403: another rider's run. 404: no such run.",
        params: idParams,
        response: { 200: fileAnswer(PDF, 'the run sheet'), ...refusals },
      },
    },
    async (request, reply) => {
      const { bytes, filename } = await runSheet(resourceCallOf(ctx, request), request.params.id);
      return reply
        .header('content-type', PDF)
        .header('content-disposition', `attachment; filename="${filename}"`)
        .send(bytes);
    },
  );
}

/**
 * Delivery runs (issue 30): runs and their stops, the suggestion, stop outcomes, closing with
 * the cash, the report. Riders reach only their own runs (delivery-access.ts in the domain).
 */
export async function deliveryRunsRoutes(app: FastifyInstance, ctx: AppContext) {
  listAndSheetRoutes(app, ctx);
  endpointRoute(app, ctx, myDeliveryRunsEndpoint, ({ call }) => myRuns(call()));
  endpointRoute(app, ctx, deliveryRidersEndpoint, async ({ call }) => ({
    data: await ridersRepository.list(call().db),
  }));
  endpointRoute(app, ctx, deliveryReportEndpoint, ({ query, call }) => deliveryReport(call(), query));
  endpointRoute(app, ctx, deliveryRunEndpoint, ({ params, call }) => readRun(call(), params.id));
  endpointRoute(app, ctx, createDeliveryRunEndpoint, ({ body, call }) => createRun(call(), body));
  endpointRoute(app, ctx, addDeliveryRunOrdersEndpoint, ({ params, body, call }) =>
    addOrders(call(), params.id, body.orderIds),
  );
  endpointRoute(app, ctx, removeDeliveryRunOrderEndpoint, ({ params, call }) =>
    removeOrder(call(), params.id, params.orderId),
  );
  endpointRoute(app, ctx, suggestDeliveryRunsEndpoint, ({ body, call }) => suggestDeliveryRuns(call(), body));
  endpointRoute(app, ctx, deliverStopEndpoint, ({ params, body, call }) =>
    deliverStop(call(), params.id, params.stopId, body.amountCollected),
  );
  endpointRoute(app, ctx, notDeliveredStopEndpoint, ({ params, body, call }) =>
    notDeliveredStop(call(), params.id, params.stopId, body.reason),
  );
  endpointRoute(app, ctx, closeDeliveryRunEndpoint, ({ params, body, call }) =>
    closeRun(call(), params.id, body.cashHandedIn),
  );
}
