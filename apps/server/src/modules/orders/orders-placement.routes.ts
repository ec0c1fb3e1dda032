import {
  orders as orderDef,
  orderDetail,
  orderPlacement,
  orderQuoteAnswer,
  orderQuoteRequest,
  placementAddress,
  placementCustomer,
  placementPincode,
  placementProduct,
} from '@mandi/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { refusals } from '../../lib/errors';
import { idParams } from '../crud/crud.routes';
import { resourceCallOf } from '../crud/resource-call';
import { placeOrder, quoteOrder } from './orders-placement';
import { customerAddresses, findCustomers, findPincodes, findProducts } from './orders-placement-lookups';

const search = z.object({ q: z.string().max(100).default('') });

/**
 * Placing an order for a customer (issue 17): the placement, its quote, and the three look-ups
 * the `/order/add` screen needs (customers, their addresses, products). Route key `order`.
 */
export async function orderPlacementRoutes(app: FastifyInstance, ctx: AppContext) {
  const access = orderDef.access;
  const read = { auth: { access, action: 'read' as const } };
  const write = { auth: { access, action: 'write' as const } };
  const tags = ['Order'];
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/orders',
    {
      config: write,
      schema: {
        tags,
        description:
          "Places an order for a customer (status Order Placed). The server prices it with priceOrder from the database: line prices (sale price when above 0), GST inside prices, the coupon, the delivery charge; totals sent in the body are not read. Managed stock is taken (below 0 only where the variation allows back orders). A refusal (stock, coupon, COD, a disabled product or customer) is a 409 naming each reason in `errors`, and nothing is written. Home Delivery needs `addressId` (one of the customer's) or `newAddress` (saved on the customer).",
        body: orderPlacement,
        response: { 201: orderDetail, ...refusals },
      },
    },
    async (request, reply) => {
      const order = await placeOrder(resourceCallOf(ctx, request), request.body);
      return reply.code(201).send(order);
    },
  );

  r.post(
    '/api/orders/quote',
    {
      config: read,
      schema: {
        tags,
        description:
          'Prices an order as POST /api/orders would, writing nothing: the priced order (with `refusals` and why a coupon does not apply in `coupon.reason`) and the figures it was priced from, so a screen can reprice as the staff type.',
        body: orderQuoteRequest,
        response: { 200: orderQuoteAnswer, ...refusals },
      },
    },
    (request) => quoteOrder(ctx.db, request.body),
  );

  r.get(
    '/api/orders/placement/customers',
    {
      config: read,
      schema: {
        tags,
        description:
          'Customers by name, email or mobile (digits: +91, spaces and dashes ignored), at most 20; for placing an order',
        querystring: search,
        response: { 200: z.array(placementCustomer), ...refusals },
      },
    },
    (request) => findCustomers(ctx.db, request.query.q),
  );

  r.get(
    '/api/orders/placement/customers/:id/addresses',
    {
      config: read,
      schema: {
        tags,
        description: "A customer's enabled addresses, for placing an order",
        params: idParams,
        response: { 200: z.array(placementAddress), ...refusals },
      },
    },
    (request) => customerAddresses(ctx.db, request.params.id),
  );

  r.get(
    '/api/orders/placement/products',
    {
      config: read,
      schema: {
        tags,
        description:
          'Enabled product variations by product name or sku, at most 20, with prices, tax rate and stock; for placing an order',
        querystring: search,
        response: { 200: z.array(placementProduct), ...refusals },
      },
    },
    (request) => findProducts(ctx.db, request.query.q),
  );

  r.get(
    '/api/orders/placement/pincodes',
    {
      config: read,
      schema: {
        tags,
        description:
          'Enabled pincodes by their digits or post office name, at most 20; for a new delivery address',
        querystring: search,
        response: { 200: z.array(placementPincode), ...refusals },
      },
    },
    (request) => findPincodes(ctx.db, request.query.q),
  );
}
