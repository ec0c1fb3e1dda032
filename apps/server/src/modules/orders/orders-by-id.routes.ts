import { orderDeleteEndpoint, orderReadEndpoint } from '@mandi/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { endpointRoute } from '../../lib/endpoint-route';
import { fetchOrder } from './orders.service';
import { deleteCart } from './orders-delete.service';

/** GET and DELETE /orders/{id} (spec 02 §7), declared in the domain (order-delete.ts). */
export function orderByIdRoutes(app: FastifyInstance, ctx: AppContext): void {
  endpointRoute(app, ctx, orderReadEndpoint, ({ params }) => fetchOrder(ctx.db, params.id));
  endpointRoute(app, ctx, orderDeleteEndpoint, ({ params, call }) => deleteCart(call(), params.id));
}
