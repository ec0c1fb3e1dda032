import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { orders, reviews, transactions } from '../schema';
import { insertAll } from './bulk';
import { HOUR } from './dates';
import type { SeededOrder } from './demo-orders';
import { REVIEW_COMMENTS, REVIEW_SUGGESTIONS } from './demo-orders-data';
import type { Random } from './random';

/** Gateway (PayU) records for online orders, and customers' reviews of delivered ones. */
export async function seedPaymentsAndReviews(tx: Tx, placed: SeededOrder[], random: Random, now: Date) {
  const online = placed.filter((o) => o.paymentMethod === 'online' && o.paymentInitiatedTimestamp);
  await insertAll(
    tx,
    transactions,
    online.map((order) => {
      const outcome =
        order.status === 'Partial Payment'
          ? 'pending'
          : order.status === 'Order Cancelled' && random.chance(0.6)
            ? 'failure'
            : 'success';
      return {
        orderId: order.id,
        txnid: `TXN${order.reference}`,
        mihpayid: `40${random.digits(9)}`,
        status: outcome,
        unmappedstatus:
          outcome === 'success' ? 'captured' : outcome === 'pending' ? 'pending' : 'userCancelled',
        cardCategory: 'domestic',
        amount: order.grandTotal,
        net_amount_debit:
          outcome === 'success' ? order.grandTotal : outcome === 'pending' ? order.amountReceived : 0,
        payment_source: 'payu',
        createdTimestamp: order.paymentInitiatedTimestamp!,
        updatedTimestamp: order.paymentInitiatedTimestamp!,
      };
    }),
  );

  const reviewed = placed.filter((o) => o.status === 'Order Delivered' && random.chance(0.4));
  const rows = reviewed.map((order) => {
    const rating = random.weighted([
      [5, 45],
      [4, 30],
      [3, 13],
      [2, 7],
      [1, 5],
    ] as const);
    const at = new Date(Math.min(now.getTime(), order.orderTimestamp!.getTime() + random.int(4, 72) * HOUR));
    return {
      orderId: order.id,
      userId: order.userId,
      rating,
      comments: random.chance(0.85) ? random.pick(REVIEW_COMMENTS[rating]!) : null,
      suggestions: random.chance(0.3) ? random.pick(REVIEW_SUGGESTIONS) : null,
      createdTimestamp: at,
      updatedTimestamp: at,
    };
  });
  await insertAll(tx, reviews, rows);
  // The order list shows the customer's rating and comments beside the order.
  await tx.execute(sql`
    update ${orders} set rating = r.rating
    from ${reviews} r where r.order_id = ${orders}.id`);
  return { transactions: online.length, reviews: rows.length };
}
