import { orderChangeEndpoint, orderChangeQuoteEndpoint } from '@mandi/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { endpointRoute } from '../../lib/endpoint-route';
import { changeOrderItems, quoteOrderChange } from './orders-changes';

/** Changing an order's items before dispatch (issue 26): the quote and the change. */
export async function orderChangesRoutes(app: FastifyInstance, ctx: AppContext) {
  endpointRoute(app, ctx, orderChangeQuoteEndpoint, ({ params, body }) =>
    quoteOrderChange(ctx.db, params.id, body),
  );
  endpointRoute(app, ctx, orderChangeEndpoint, ({ params, body, call }) =>
    changeOrderItems(call(), params.id, body),
  );
}
