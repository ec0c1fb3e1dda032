import { orderPaymentEndpoint, orderRefundEndpoint } from '@mandi/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { endpointRoute } from '../../lib/endpoint-route';
import { recordPayment, recordRefund } from './orders-payments.service';

/** POST /orders/{id}/payments and /orders/{id}/refunds (issue 26), declared in the domain. */
export function orderPaymentsRoutes(app: FastifyInstance, ctx: AppContext): void {
  endpointRoute(app, ctx, orderPaymentEndpoint, ({ params, body, call }) =>
    recordPayment(call(), params.id, body),
  );
  endpointRoute(app, ctx, orderRefundEndpoint, ({ params, body, call }) =>
    recordRefund(call(), params.id, body),
  );
}
