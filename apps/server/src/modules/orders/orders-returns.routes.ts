import { orderReturnEndpoint } from '@mandi/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { endpointRoute } from '../../lib/endpoint-route';
import { recordReturn } from './orders-returns';

/** Goods returned after delivery (issue 26 §4): `POST /api/orders/{id}/returns`. */
export async function orderReturnsRoutes(app: FastifyInstance, ctx: AppContext) {
  endpointRoute(app, ctx, orderReturnEndpoint, ({ params, body, call }) =>
    recordReturn(call(), params.id, body),
  );
}
