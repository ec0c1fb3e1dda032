import { z } from 'zod';
import { defineEndpoint, endpointIdParams } from '../endpoint';
import { transactionMethod } from '../enums';
import { orderDetail, orders } from '../resources/orders';
import { money, optionalText, text } from '../validation';

/** The forms' words (the dialogs show the same ones the server answers). */
export const PAYMENT_FORM_MESSAGES = {
  amount: 'Please enter an amount above ₹0',
  reason: 'Please enter the reason for the refund',
  paymentSaved: 'Payment recorded',
  refundSaved: 'Refund recorded',
} as const;

/** A positive amount in rupees, at most 2 decimals. */
const positiveAmount = () => money({ min: 0.01, message: PAYMENT_FORM_MESSAGES.amount });

/**
 * A payment staff record against an order: the amount, how it was paid, the payment's own
 * reference (a UPI or bank reference; stored as the transaction id, so unique) and a note.
 */
export const orderPaymentRequest = z.object({
  amount: positiveAmount(),
  method: transactionMethod,
  reference: optionalText({ max: 100, length: 'Length should be at most 100' }),
  note: optionalText({ max: 1000, length: 'Length should be at most 1000' }),
});
export type OrderPaymentRequest = z.infer<typeof orderPaymentRequest>;

/** Money given back: the amount, how, and why (the timeline shows it). */
export const orderRefundRequest = z.object({
  amount: positiveAmount(),
  method: transactionMethod,
  reason: text({
    required: PAYMENT_FORM_MESSAGES.reason,
    max: 1000,
    length: 'Length should be at most 1000',
  }),
});
export type OrderRefundRequest = z.infer<typeof orderRefundRequest>;

/** `POST /api/orders/{id}/payments`: a payment received for the order. */
export const orderPaymentEndpoint = defineEndpoint({
  method: 'POST',
  path: '/orders/:id/payments',
  operationId: 'recordOrderPayment',
  summary: 'Record a payment of an order',
  description:
    "Records money received for the order (cash, UPI, card, online, bank transfer) as a successful payment, in one transaction: the payment, the order's received (the sum of its payments less its refunds), a timeline entry and the audit entry. A payment that clears a Partial Payment order's due moves it to Order Delivered. Answers the order. 400: an amount of 0 or less or with more than 2 decimals, an unknown method. 409: the order is cancelled or still a cart, or the reference is already another payment's. 404: no such order.",
  tags: ['Order'],
  auth: { access: orders.access, action: 'write' },
  params: endpointIdParams,
  body: orderPaymentRequest,
  answer: orderDetail,
  status: 201,
});

/** `POST /api/orders/{id}/refunds`: money given back to the customer. */
export const orderRefundEndpoint = defineEndpoint({
  method: 'POST',
  path: '/orders/:id/refunds',
  operationId: 'recordOrderRefund',
  summary: 'Record a refund of an order',
  description:
    "Records money given back to the customer as a successful refund, with its reason, in one transaction: the refund, the order's received and refunded (sums of its transactions), a timeline entry and the audit entry. Answers the order. 400: an amount of 0 or less or with more than 2 decimals, no reason, an unknown method. 409: the amount is more than what was received (the message says how much that is). 404: no such order.",
  tags: ['Order'],
  auth: { access: orders.access, action: 'write' },
  params: endpointIdParams,
  body: orderRefundRequest,
  answer: orderDetail,
  status: 201,
});

/** The dashboard's "Cash to collect": what the orders out for delivery or partly paid still owe. */
export const cashToCollectAnswer = z.object({
  /** The sum of their dues (orderMoney's due: grand total less returns less received), to the paisa. */
  amount: z.number(),
  /** How many orders have something due. */
  orders: z.number().int(),
});

/** `GET /api/orders/cash-to-collect`: the money riders and staff still have to collect. */
export const cashToCollectEndpoint = defineEndpoint({
  method: 'GET',
  path: '/orders/cash-to-collect',
  operationId: 'cashToCollect',
  summary: 'Cash still to collect',
  description:
    'What the orders Out for Delivery or in Partial Payment still owe (grand total less returns less what was received), summed now, and how many of them owe something. Read over those two statuses by their index: they are the few orders on their way or partly paid.',
  tags: ['Dashboard'],
  auth: { access: orders.access, action: 'read' },
  answer: cashToCollectAnswer,
});
