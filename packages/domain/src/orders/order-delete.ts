import { idAnswer } from '../answers';
import { defineEndpoint, endpointIdParams } from '../endpoint';
import type { OrderStatus } from '../enums';
import { orderDetail, orders } from '../resources/orders';

/**
 * Why an order may not be deleted, in the staff's words; undefined for a cart (In Cart), the
 * only order that may go. Anything placed is part of the accounts (invoices, payments, sales
 * figures): it is cancelled, never deleted.
 */
export function refusedDelete(status: OrderStatus): string | undefined {
  if (status === 'In Cart') return undefined;
  if (status === 'Order Cancelled') {
    return 'A cancelled order is kept, not deleted: it belongs to the accounts. Only a cart can be deleted';
  }
  return `This order is ${status}. A placed order is cancelled, not deleted: it belongs to the accounts`;
}

/** A cart with a payment recorded against it (a gateway attempt) keeps it for the accounts. */
export const CART_WITH_PAYMENTS_MESSAGE =
  'This cart has payments recorded against it, which belong to the accounts: it cannot be deleted';

/** `GET /api/orders/{id}` (spec 02 §7): the order, as `GET /api/orders/fetch/{id}` answers it. */
export const orderReadEndpoint = defineEndpoint({
  method: 'GET',
  path: '/orders/:id',
  operationId: 'getOrder',
  summary: 'Read an order',
  description:
    'The order with everything its view shows: lines, customer, coupon, payments, timeline and the statuses it may move to. The same answer as `GET /api/orders/fetch/{id}`. 404: no such order.',
  tags: ['Order'],
  auth: { access: orders.access, action: 'read' },
  params: endpointIdParams,
  answer: orderDetail,
});

/** `DELETE /api/orders/{id}` (spec 02 §7): a cart deleted; anything placed is refused. */
export const orderDeleteEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/orders/:id',
  operationId: 'deleteOrder',
  summary: 'Delete a cart',
  description:
    'Deletes an In Cart order with its lines and timeline, in one transaction with the audit entry (which keeps the cart and its lines) and the figures kept about orders. Answers `{ id }`. 409: the order is placed, delivered, part paid or cancelled (a placed order is cancelled, not deleted: it belongs to the accounts), or the cart has payments recorded. 404: no such order.',
  tags: ['Order'],
  auth: { access: orders.access, action: 'write' },
  params: endpointIdParams,
  answer: idAnswer,
});
