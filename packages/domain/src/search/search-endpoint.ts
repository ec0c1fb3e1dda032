import { z } from 'zod';
import type { RouteKey } from '../access';
import { int, timestamp } from '../answers';
import { defineEndpoint } from '../endpoint';
import { orderStatus } from '../enums';

/** At most this many of each kind: the palette shows a few, the lists show the rest. */
export const SEARCH_LIMIT = 5;

/**
 * The screen each kind of result opens; the server answers a kind only to a role that may
 * open its screen (superadmin: all), so the palette never offers a link that would be refused.
 */
export const SEARCH_SCREENS = {
  orders: 'order',
  customers: 'user',
  products: 'product',
} as const satisfies Record<string, RouteKey>;

export const searchQuery = z.object({
  q: z
    .string()
    .max(100, { error: 'Search text should be at most 100 characters' })
    .default('')
    .describe('An order number or reference, a mobile (as said: +91 98765 43210), a product name or SKU'),
});

export const searchOrder = z.object({
  id: int,
  orderReference: z.string().nullable(),
  status: orderStatus,
  grandTotal: z.number(),
  orderTimestamp: timestamp.nullable(),
  customerName: z.string(),
  customerMobile: z.string().nullable(),
});
export type SearchOrder = z.infer<typeof searchOrder>;

export const searchCustomer = z.object({
  id: int,
  fullName: z.string(),
  mobileNumber: z.string().nullable(),
  emailAddress: z.string().nullable(),
});
export type SearchCustomer = z.infer<typeof searchCustomer>;

export const searchProduct = z.object({
  id: int,
  name: z.string(),
  /** The SKU that matched, or the product's first variation's. */
  sku: z.string().nullable(),
  enabled: z.boolean(),
});
export type SearchProduct = z.infer<typeof searchProduct>;

export const searchAnswer = z.object({
  orders: z.array(searchOrder),
  customers: z.array(searchCustomer),
  products: z.array(searchProduct),
});
export type SearchAnswer = z.infer<typeof searchAnswer>;

/** `GET /api/search?q=`: the command palette's look-up (issue 31). */
export const searchEndpoint = defineEndpoint({
  method: 'GET',
  path: '/search',
  operationId: 'getSearch',
  summary: 'Search orders, customers and products',
  description: `What the command palette offers for a text, at most ${SEARCH_LIMIT} of each: orders by number (501, #501) or reference (MND-261129-501) and the latest orders of customers whose mobile starts with the digits typed (+91, 0, spaces and dashes ignored); customers by mobile or name; products by name or SKU (from 3 characters). Orders are answered only to roles that may open the orders screen, customers the customers screen, products the products screen; the others get an empty array. Fewer than 2 characters answer nothing.`,
  tags: ['Search'],
  auth: 'signed-in',
  query: searchQuery,
  answer: searchAnswer,
});
