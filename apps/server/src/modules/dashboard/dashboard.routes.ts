import {
  type Access,
  cashToCollectEndpoint,
  newCustomersAnswer,
  periodInput,
  revenueAnswer,
  revenueByDateAnswer,
  revenueByDateInput,
  topPincodesAnswer,
  topPincodesInput,
  topProductsAnswer,
  topProductsInput,
  userCountAnswer,
  usersCardsAnswer,
} from '@mandi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { endpointRoute } from '../../lib/endpoint-route';
import { refusals } from '../../lib/errors';
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

/** The sales figures follow the orders screen; the customers' figures the customers screen. */
const ORDER_FIGURES: Access = { read: ['order'], write: ['order'] };
const CUSTOMER_FIGURES: Access = { read: ['user'], write: ['user'] };

const PERIOD_WORDS =
  'The period: today, 7d (the last 7 days), 30d, month (from the 1st) or custom (from..to, at most 366 days), in India-time days (Asia/Kolkata). The previous period is as many days just before (month: the month before up to the same day). A wrong period is a 400 in words.';

/**
 * The dashboard's calls (issue 15; spec 02 §7), read from the daily rollups kept by the order
 * writes (modules/dashboard/rollups.ts), never from the orders.
 */
export async function dashboardRoutes(app: FastifyInstance, ctx: AppContext) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['Dashboard'];
  const orderFigures = { auth: { access: ORDER_FIGURES, action: 'read' as const } };
  const customerFigures = { auth: { access: CUSTOMER_FIGURES, action: 'read' as const } };

  endpointRoute(app, ctx, cashToCollectEndpoint, () => cashToCollect(ctx.db));

  r.post(
    '/api/orders/revenue',
    {
      config: orderFigures,
      schema: {
        tags,
        description: `Revenue (sum of grandTotal), sold orders (SOLD_STATUSES, by their orderTimestamp's India day), average order value and new customers for the period and the previous one, with the change in percent (one decimal; null when the previous figure is 0). ${PERIOD_WORDS}`,
        body: periodInput,
        response: { 200: revenueAnswer, ...refusals },
      },
    },
    (request) => revenue(ctx.db, periodOf(request.body)),
  );

  r.post(
    '/api/orders/revenue-by-date',
    {
      config: orderFigures,
      schema: {
        tags,
        description: `Revenue and sold orders per bucket (day, week from Monday, or month; the ends cut to the period), zero-filled, with the previous period's matching days bucket by bucket. ${PERIOD_WORDS}`,
        body: revenueByDateInput,
        response: { 200: revenueByDateAnswer, ...refusals },
      },
    },
    (request) => revenueByDate(ctx.db, periodOf(request.body), request.body.bucket),
  );

  r.get(
    '/api/orders-products/top-product',
    {
      config: orderFigures,
      schema: {
        tags,
        description: `The products sold most in the period, by revenue (sum of the sold lines' subTotal) or by quantity; limit 1–50 (default 10). ${PERIOD_WORDS}`,
        querystring: topProductsInput,
        response: { 200: topProductsAnswer, ...refusals },
      },
    },
    (request) => topProducts(ctx.db, periodOf(request.query), request.query.by, request.query.limit),
  );

  r.get(
    '/api/orders/top-pincode/sale',
    {
      config: orderFigures,
      schema: {
        tags,
        description: `The delivery pincodes with the most sales (sum of grandTotal) in the period; the pincode's row and city when the store has it; limit 1–50 (default 10). ${PERIOD_WORDS}`,
        querystring: topPincodesInput,
        response: { 200: topPincodesAnswer, ...refusals },
      },
    },
    (request) => topPincodes(ctx.db, periodOf(request.query), request.query.limit),
  );

  r.get(
    '/api/users/new-customers',
    {
      config: customerFigures,
      schema: {
        tags,
        description: `Customers whose account was created in the period (users.createdTimestamp, India days) and in the previous one, with the change in percent. ${PERIOD_WORDS}`,
        querystring: periodInput,
        response: { 200: newCustomersAnswer, ...refusals },
      },
    },
    (request) => newCustomersOf(ctx.db, periodOf(request.query)),
  );

  r.get(
    '/api/users/user-count',
    {
      config: customerFigures,
      schema: {
        tags,
        description:
          'All customers, the enabled ones, those with a push id (notifications reach them) and those with at least one sold order',
        response: { 200: userCountAnswer, ...refusals },
      },
    },
    () => userCount(ctx.db),
  );

  r.get(
    '/api/users-cards',
    {
      config: { auth: 'signed-in' },
      schema: {
        tags,
        description:
          "The dashboard cards' counts as their lists count them (enabled = true; orders: all), each only when the caller's role has the screen (customers: user, products: product, orders: order, reviews: review), else null",
        response: { 200: usersCardsAnswer, ...refusals },
      },
    },
    (request) => usersCards(ctx.db, principalOf(request)),
  );
}
