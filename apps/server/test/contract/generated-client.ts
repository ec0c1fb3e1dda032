import createClient from 'openapi-fetch';
import type { paths } from './api.generated';

/**
 * What a program with nothing but the OpenAPI document does: a client generated from it
 * (openapi-typescript's types, openapi-fetch's calls) signs in, lists products with a filter,
 * creates a tax, places an order and reads it with its lines. Every request and answer is
 * typed from the document with no cast, so `tsc -p apps/server` fails when the document stops
 * describing these calls as they are; openapi-client.test.ts runs it against the test server.
 */

export interface ClientRun {
  baseUrl: string;
  email: string;
  password: string;
  /** Part of a product name to filter the list on. */
  productName: string;
  order: { userId: number; addressId: number; productsVariationId: number; quantity: number };
}

/** An answer's body, or the refusal's message as an error. */
function bodyOf<T>(answer: { data?: T; error?: { message: string } }, call: string): T {
  if (answer.data === undefined) throw new Error(`${call} refused: ${answer.error?.message ?? 'no body'}`);
  return answer.data;
}

export async function runGeneratedClient(run: ClientRun) {
  const anonymous = createClient<paths>({ baseUrl: run.baseUrl });
  const session = bodyOf(
    await anonymous.POST('/api/admins/login', { body: { emailAddress: run.email, password: run.password } }),
    'sign-in',
  );

  const api = createClient<paths>({
    baseUrl: run.baseUrl,
    headers: { Authorization: `Bearer ${session.token}` },
  });
  const products = bodyOf(
    await api.GET('/api/products', {
      params: { query: { filter: [`name||$contL||${run.productName}`], sort: ['id,ASC'], limit: 5 } },
    }),
    'product list',
  );

  const tax = bodyOf(await api.POST('/api/taxes', { body: { name: 'GST 18% (contract)', rate: 18 } }), 'tax');

  const placed = bodyOf(
    await api.POST('/api/orders', {
      body: {
        userId: run.order.userId,
        deliveryType: 'Home Delivery',
        paymentMethod: 'cod',
        addressId: run.order.addressId,
        lines: [{ productsVariationId: run.order.productsVariationId, quantity: run.order.quantity }],
      },
    }),
    'order placement',
  );
  const order = bodyOf(
    await api.GET('/api/orders/fetch/{id}', { params: { path: { id: String(placed.id) } } }),
    'order',
  );

  return {
    signedInAs: session.email,
    productNames: products.data.map((row) => row.name),
    productTotal: products.total,
    tax: { id: tax.id, name: tax.name, rate: tax.rate },
    order: {
      id: order.id,
      status: order.status,
      grandTotal: order.grandTotal,
      lines: order.lines.map((line) => ({
        productsVariationId: line.productsVariationId,
        quantity: line.quantity,
      })),
    },
  };
}
