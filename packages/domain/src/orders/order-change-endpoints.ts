import { defineEndpoint, endpointIdParams } from '../endpoint';
import { orderDetail, orders } from '../resources/orders';
import { orderChangeQuoteAnswer, orderChangeQuoteRequest, orderChangeRequest } from './order-change';

/** The refusals both calls share, as their descriptions tell them. */
const REFUSALS =
  '409 when the order is not Order Placed (out for delivery or later: a return instead), when it has been invoiced (the invoice is named), or when a line cannot be had (stock, a product not on sale) or a cash-on-delivery order would go above the cash limit (each reason in `errors`). 400 for an empty set of lines (cancel the order instead) or an unknown variation; 404 for an unknown order.';

/** `POST /api/orders/{id}/changes/quote`: what a change of items would do, writing nothing. */
export const orderChangeQuoteEndpoint = defineEndpoint({
  method: 'POST',
  path: '/orders/:id/changes/quote',
  operationId: 'quoteOrderChange',
  summary: "Preview a change of an order's items",
  description: `Prices the order with these lines as POST /api/orders/{id}/changes would, writing nothing: the new lines and totals (lines already on the order keep their placed prices, new ones take today's), each line's change (was → now), the coupon dropped with the reason when the lines no longer meet it, the refusals that would stop the change (in \`priced.refusals\`), and the order's money after it (due, or refund due). ${REFUSALS}`,
  tags: ['Order'],
  auth: { access: orders.access, action: 'read' },
  params: endpointIdParams,
  body: orderChangeQuoteRequest,
  answer: orderChangeQuoteAnswer,
});

/** `POST /api/orders/{id}/changes`: saves the order's new full set of lines. */
export const orderChangeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/orders/:id/changes',
  operationId: 'changeOrderItems',
  summary: "Change an order's items before dispatch",
  description: `Replaces the lines of an order that is Order Placed with this full set (a quantity changed, a line left out for a short pick, a line added or another variation instead), with the reason, in one transaction: the lines, the order's totals priced again (coupon dropped when no longer met, delivery charge), managed stock moved by the difference, the change's record, a timeline entry listing each line (was → now) and the audit entry. Answers the order. \`updatedTimestamp\` is the one the staff member loaded: 409 when someone changed the order since. ${REFUSALS}`,
  tags: ['Order'],
  auth: { access: orders.access, action: 'write' },
  params: endpointIdParams,
  body: orderChangeRequest,
  answer: orderDetail,
});
