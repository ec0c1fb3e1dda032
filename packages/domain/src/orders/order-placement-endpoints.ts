import { z } from 'zod';
import { defineEndpoint, endpointIdParams } from '../endpoint';
import { orderDetail, orders } from '../resources/orders';
import {
  orderPlacement,
  orderQuoteAnswer,
  orderQuoteRequest,
  placementAddress,
  placementCustomer,
  placementPincode,
  placementProduct,
} from './order-placement';

/**
 * Placing an order for a customer (issue 17): the placement, its quote, and the look-ups the
 * `/order/add` screen needs (customers, their addresses, products, pincodes). Route key `order`.
 */

const read = { access: orders.access, action: 'read' } as const;
const tags = ['Order'];

/** A look-up's text: what the staff member typed. */
export const placementSearch = z.object({ q: z.string().max(100).default('') });

/** `POST /api/orders`: an order placed for a customer, priced by the server. */
export const orderPlaceEndpoint = defineEndpoint({
  method: 'POST',
  path: '/orders',
  operationId: 'postOrders',
  summary: 'Place an order for a customer',
  description:
    "Places an order for a customer (status Order Placed). The server prices it with priceOrder from the database: line prices (sale price when above 0), GST inside prices, the coupon, the delivery charge; totals sent in the body are not read. Managed stock is taken (below 0 only where the variation allows back orders). A refusal (stock, coupon, COD, a disabled product or customer) is a 409 naming each reason in `errors`, and nothing is written. Home Delivery needs `addressId` (one of the customer's) or `newAddress` (saved on the customer).",
  tags,
  auth: { access: orders.access, action: 'write' },
  body: orderPlacement,
  answer: orderDetail,
  status: 201,
});

/** `POST /api/orders/quote`: the order priced as a placement would be, nothing written. */
export const orderQuoteEndpoint = defineEndpoint({
  method: 'POST',
  path: '/orders/quote',
  operationId: 'postOrdersQuote',
  summary: 'Price an order without placing it',
  description:
    'Prices an order as POST /api/orders would, writing nothing: the priced order (with `refusals` and why a coupon does not apply in `coupon.reason`) and the figures it was priced from, so a screen can reprice as the staff type.',
  tags,
  auth: read,
  body: orderQuoteRequest,
  answer: orderQuoteAnswer,
});

/** `GET /api/orders/placement/customers?q=`: customers to place an order for. */
export const placementCustomersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/orders/placement/customers',
  operationId: 'getOrdersPlacementCustomers',
  summary: 'Find customers to place an order for',
  description:
    'Customers by name, email or mobile (digits: +91, spaces and dashes ignored), at most 20; for placing an order',
  tags,
  auth: read,
  query: placementSearch,
  answer: z.array(placementCustomer),
});

/** `GET /api/orders/placement/customers/{id}/addresses`: where the order may go. */
export const placementAddressesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/orders/placement/customers/:id/addresses',
  operationId: 'getOrdersPlacementCustomersByIdAddresses',
  summary: "A customer's addresses to deliver an order to",
  description: "A customer's enabled addresses, for placing an order",
  tags,
  auth: read,
  params: endpointIdParams,
  answer: z.array(placementAddress),
});

/** `GET /api/orders/placement/products?q=`: variations to put on the order. */
export const placementProductsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/orders/placement/products',
  operationId: 'getOrdersPlacementProducts',
  summary: 'Find products to put on an order',
  description:
    'Enabled product variations by product name or sku, at most 20, with prices, tax rate and stock; for placing an order',
  tags,
  auth: read,
  query: placementSearch,
  answer: z.array(placementProduct),
});

/** `GET /api/orders/placement/pincodes?q=`: pincodes for a new delivery address. */
export const placementPincodesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/orders/placement/pincodes',
  operationId: 'getOrdersPlacementPincodes',
  summary: 'Find pincodes for a new delivery address',
  description: 'Enabled pincodes by their digits or post office name, at most 20; for a new delivery address',
  tags,
  auth: read,
  query: placementSearch,
  answer: z.array(placementPincode),
});
