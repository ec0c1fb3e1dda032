import type { Access } from '../access';
import { defineEndpoint } from '../endpoint';
import { totalPurchaseAnswer, totalPurchaseBody, users } from '../resources/users';

/** A customer's purchases are read by the customer screens and the order screens. */
export const PURCHASE_ACCESS: Access = { read: ['user', 'order'], write: ['user'] };

/** `POST /api/orders/total-purchase`: what a customer bought between two India days. */
export const totalPurchaseEndpoint = defineEndpoint({
  method: 'POST',
  path: '/orders/total-purchase',
  operationId: 'postOrdersTotalPurchase',
  summary: 'Orders total purchase',
  description:
    'What a customer bought between two India days (both included): orders placed, out for delivery, delivered or partly paid.',
  tags: [users.label],
  auth: { access: PURCHASE_ACCESS, action: 'read' },
  body: totalPurchaseBody,
  answer: totalPurchaseAnswer,
});
