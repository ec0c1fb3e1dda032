import type { Access } from '../access';
import { defineEndpoint } from '../endpoint';
import {
  newCustomersAnswer,
  periodInput,
  revenueAnswer,
  revenueByDateAnswer,
  revenueByDateInput,
  topPincodesAnswer,
  topPincodesInput,
  topProductsAnswer,
  topProductsInput,
  userCountAnswer,
  usersCardsAnswer,
} from './answers';

/**
 * The dashboard's calls (issue 15; spec 02 §7), read from the daily rollups kept by the order
 * writes. The sales figures follow the orders screen; the customers' figures the customers screen.
 */
const ORDER_FIGURES: Access = { read: ['order'], write: ['order'] };
const CUSTOMER_FIGURES: Access = { read: ['user'], write: ['user'] };
const orderFigures = { access: ORDER_FIGURES, action: 'read' } as const;
const customerFigures = { access: CUSTOMER_FIGURES, action: 'read' } as const;
const tags = ['Dashboard'];

const PERIOD_WORDS =
  'The period: today, 7d (the last 7 days), 30d, month (from the 1st) or custom (from..to, at most 366 days), in India-time days (Asia/Kolkata). The previous period is as many days just before (month: the month before up to the same day). A wrong period is a 400 in words.';

export const revenueEndpoint = defineEndpoint({
  method: 'POST',
  path: '/orders/revenue',
  operationId: 'postOrdersRevenue',
  summary: 'Orders revenue',
  description: `Revenue (sum of grandTotal), sold orders (SOLD_STATUSES, by their orderTimestamp's India day), average order value and new customers for the period and the previous one, with the change in percent (one decimal; null when the previous figure is 0). ${PERIOD_WORDS}`,
  tags,
  auth: orderFigures,
  body: periodInput,
  answer: revenueAnswer,
});

export const revenueByDateEndpoint = defineEndpoint({
  method: 'POST',
  path: '/orders/revenue-by-date',
  operationId: 'postOrdersRevenueByDate',
  summary: 'Orders revenue by date',
  description: `Revenue and sold orders per bucket (day, week from Monday, or month; the ends cut to the period), zero-filled, with the previous period's matching days bucket by bucket. ${PERIOD_WORDS}`,
  tags,
  auth: orderFigures,
  body: revenueByDateInput,
  answer: revenueByDateAnswer,
});

export const topProductsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/orders-products/top-product',
  operationId: 'getOrdersProductsTopProduct',
  summary: 'Get orders products top product',
  description: `The products sold most in the period, by revenue (sum of the sold lines' subTotal) or by quantity; limit 1–50 (default 10). ${PERIOD_WORDS}`,
  tags,
  auth: orderFigures,
  query: topProductsInput,
  answer: topProductsAnswer,
});

export const topPincodesEndpoint = defineEndpoint({
  method: 'GET',
  path: '/orders/top-pincode/sale',
  operationId: 'getOrdersTopPincodeSale',
  summary: 'Get orders top pincode sale',
  description: `The delivery pincodes with the most sales (sum of grandTotal) in the period; the pincode's row and city when the store has it; limit 1–50 (default 10). ${PERIOD_WORDS}`,
  tags,
  auth: orderFigures,
  query: topPincodesInput,
  answer: topPincodesAnswer,
});

export const newCustomersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/users/new-customers',
  operationId: 'getUsersNewCustomers',
  summary: 'Get users new customers',
  description: `Customers whose account was created in the period (users.createdTimestamp, India days) and in the previous one, with the change in percent. ${PERIOD_WORDS}`,
  tags,
  auth: customerFigures,
  query: periodInput,
  answer: newCustomersAnswer,
});

export const userCountEndpoint = defineEndpoint({
  method: 'GET',
  path: '/users/user-count',
  operationId: 'getUsersUserCount',
  summary: 'Get users user count',
  description:
    'All customers, the enabled ones, those with a push id (notifications reach them) and those with at least one sold order',
  tags,
  auth: customerFigures,
  answer: userCountAnswer,
});

export const usersCardsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/users-cards',
  operationId: 'getUsersCards',
  summary: 'Get users cards',
  description:
    "The dashboard cards' counts as their lists count them (enabled = true; orders: all), each only when the caller's role has the screen (customers: user, products: product, orders: order, reviews: review), else null",
  tags,
  auth: 'signed-in',
  answer: usersCardsAnswer,
});
