import {
  orderPlaceEndpoint,
  orderQuoteEndpoint,
  placementAddressesEndpoint,
  placementCustomersEndpoint,
  placementPincodesEndpoint,
  placementProductsEndpoint,
} from '@mandi/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { endpointRoute } from '../../lib/endpoint-route';
import { placeOrder, quoteOrder } from './orders-placement';
import { customerAddresses, findCustomers, findPincodes, findProducts } from './orders-placement-lookups';

/**
 * Placing an order for a customer (issue 17): the placement, its quote, and the look-ups the
 * `/order/add` screen needs, declared in the domain (order-placement-endpoints.ts).
 */
export async function orderPlacementRoutes(app: FastifyInstance, ctx: AppContext) {
  endpointRoute(app, ctx, orderPlaceEndpoint, ({ body, call }) => placeOrder(call(), body));
  endpointRoute(app, ctx, orderQuoteEndpoint, ({ body }) => quoteOrder(ctx.db, body));
  endpointRoute(app, ctx, placementCustomersEndpoint, ({ query }) => findCustomers(ctx.db, query.q));
  endpointRoute(app, ctx, placementAddressesEndpoint, ({ params }) => customerAddresses(ctx.db, params.id));
  endpointRoute(app, ctx, placementProductsEndpoint, ({ query }) => findProducts(ctx.db, query.q));
  endpointRoute(app, ctx, placementPincodesEndpoint, ({ query }) => findPincodes(ctx.db, query.q));
}
