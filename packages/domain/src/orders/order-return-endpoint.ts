import { defineEndpoint, endpointIdParams } from '../endpoint';
import { orderDetail, orders } from '../resources/orders';
import { orderReturnRequest } from './order-return';

/** `POST /api/orders/{id}/returns`: goods that came back after delivery. */
export const orderReturnEndpoint = defineEndpoint({
  method: 'POST',
  path: '/orders/:id/returns',
  operationId: 'recordOrderReturn',
  summary: 'Record goods returned after delivery',
  description:
    "Records goods that came back from a delivered order (Order Delivered or Partial Payment), in one transaction: each line's returned quantity and worth (the price charged per unit, GST inside; a line's last units are what is left of it), the order's returned amount (what the customer no longer owes), restocked lines back into managed stock (damaged ones, `restock: false`, are written off), a GST credit note for the returned lines when the order was invoiced (its own serial, CN/2627/000001, split as the invoice was), the refund when one is given (a refund transaction linked to the return), a timeline entry and the audit entry. A Partial Payment order left with nothing due moves to Order Delivered. Answers the order. 400: no lines, a quantity below 1, no reason, a refund of 0 or less or with more than 2 decimals, or a product not on the order. 409: the order is not delivered, more of a product than can still be returned (the message names it and how many can), or a refund above what was received. 404: no such order.",
  tags: ['Order'],
  auth: { access: orders.access, action: 'write' },
  params: endpointIdParams,
  body: orderReturnRequest,
  answer: orderDetail,
  status: 201,
});
