import {
  cashToCollectEndpoint,
  newCustomersEndpoint,
  revenueByDateEndpoint,
  revenueEndpoint,
  topPincodesEndpoint,
  topProductsEndpoint,
  userCountEndpoint,
  usersCardsEndpoint,
} from '@mandi/domain';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { endpointRoute } from '../../lib/endpoint-route';
import { principalOf } from '../../plugins/auth';
import { cashToCollect } from './cash-to-collect.repository';
import {
  newCustomersOf,
  periodOf,
  revenue,
  revenueByDate,
  topPincodes,
  topProducts,
  userCount,
  usersCards,
} from './dashboard.service';

/**
 * The dashboard's calls (issue 15; spec 02 §7), declared in packages/domain
 * (dashboard-endpoints.ts), read from the daily rollups kept by the order writes
 * (modules/dashboard/rollups.ts), never from the orders.
 */
export async function dashboardRoutes(app: FastifyInstance, ctx: AppContext) {
  endpointRoute(app, ctx, cashToCollectEndpoint, () => cashToCollect(ctx.db));
  endpointRoute(app, ctx, revenueEndpoint, ({ body }) => revenue(ctx.db, periodOf(body)));
  endpointRoute(app, ctx, revenueByDateEndpoint, ({ body }) =>
    revenueByDate(ctx.db, periodOf(body), body.bucket),
  );
  endpointRoute(app, ctx, topProductsEndpoint, ({ query }) =>
    topProducts(ctx.db, periodOf(query), query.by, query.limit),
  );
  endpointRoute(app, ctx, topPincodesEndpoint, ({ query }) =>
    topPincodes(ctx.db, periodOf(query), query.limit),
  );
  endpointRoute(app, ctx, newCustomersEndpoint, ({ query }) => newCustomersOf(ctx.db, periodOf(query)));
  endpointRoute(app, ctx, userCountEndpoint, () => userCount(ctx.db));
  endpointRoute(app, ctx, usersCardsEndpoint, ({ request }) => usersCards(ctx.db, principalOf(request)));
}
