import type { OrderStatus } from '../enums';

/**
 * Live orders (issue 31.2): what the server's event stream (`GET /api/events`) tells a signed-in
 * staff member about order writes, so an open order list refreshes and the header counts new
 * orders. One rule for the server (what it announces) and the web (what it reads).
 */

/** The stream's path under the API, and the query parameter an EventSource signs in with. */
export const LIVE_EVENTS_PATH = '/events';
export const LIVE_EVENTS_TOKEN_PARAM = 'access_token';

/** The SSE event name of order writes. */
export const LIVE_ORDERS_EVENT = 'orders';

/** The most ids one event names of each kind; past it, `more` says the list is cut short. */
export const LIVE_ORDERS_MAX_IDS = 100;

export interface LiveOrdersEvent {
  /** Orders newly placed (a new order, or a cart checked out). */
  placed: number[];
  /** Orders otherwise written: moved, edited, paid, deleted. */
  changed: number[];
  /** More orders were written than the ids name. */
  more: boolean;
}

const isIds = (value: unknown): value is number[] =>
  Array.isArray(value) && value.every((id) => Number.isInteger(id));

/**
 * An event as read off the wire, or null when it is not one. A plain check, not a zod schema:
 * the web's shell loads this before zod is made jitless (zod-jitless.ts), and an object schema
 * built then would probe for eval against the Content-Security-Policy.
 */
export function readLiveOrdersEvent(value: unknown): LiveOrdersEvent | null {
  if (typeof value !== 'object' || value === null) return null;
  const { placed, changed, more } = value as Record<string, unknown>;
  if (!isIds(placed) || !isIds(changed) || typeof more !== 'boolean') return null;
  return { placed, changed, more };
}

/** One order as a write left it (the server's OrderWritten): new when `fromStatus` is null. */
export interface LiveOrderWrite {
  orderId: number;
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus | null;
}

const isCart = (status: OrderStatus | null) => status === null || status === 'In Cart';

/**
 * What a set of order writes announces, or null when nothing staff watch changed: a cart being
 * filled (In Cart to In Cart, or created or deleted as a cart) is the customer's business until
 * it is placed. Placed: an order that was new or a cart and now is past the cart.
 */
export function liveOrdersEventOf(written: readonly LiveOrderWrite[]): LiveOrdersEvent | null {
  const placed: number[] = [];
  const changed: number[] = [];
  for (const write of written) {
    if (isCart(write.fromStatus) && isCart(write.toStatus)) continue;
    if (isCart(write.fromStatus) && write.toStatus !== null) placed.push(write.orderId);
    else changed.push(write.orderId);
  }
  if (placed.length === 0 && changed.length === 0) return null;
  const more = placed.length > LIVE_ORDERS_MAX_IDS || changed.length > LIVE_ORDERS_MAX_IDS;
  return {
    placed: placed.slice(0, LIVE_ORDERS_MAX_IDS),
    changed: changed.slice(0, LIVE_ORDERS_MAX_IDS),
    more,
  };
}
