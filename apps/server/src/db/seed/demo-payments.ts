import { sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { orders, reviews, transactions } from '../schema';
import { insertAll } from './bulk';
import { HOUR } from './dates';
import type { SeededOrder } from './demo-orders';
import { REVIEW_COMMENTS, REVIEW_SUGGESTIONS } from './demo-orders-data';
import type { Random } from './random';

type Outcome = 'success' | 'pending' | 'failure';

/** A prepaid order's gateway (PayU) record: captured, still pending, or given up on. */
function gatewayRecord(order: SeededOrder, outcome: Outcome, random: Random) {
  return {
    orderId: order.id,
    txnid: `TXN${order.reference}`,
    mihpayid: `40${random.digits(9)}`,
    status: outcome,
    unmappedstatus: outcome === 'success' ? 'captured' : outcome === 'pending' ? 'pending' : 'userCancelled',
    cardCategory: 'domestic',
    amount: order.grandTotal,
    net_amount_debit:
      outcome === 'success' ? order.grandTotal : outcome === 'pending' ? order.amountReceived : 0,
    payment_source: 'payu',
    kind: 'payment' as const,
    method: 'online' as const,
    note: null,
    createdBy: null,
    createdTimestamp: order.paymentInitiatedTimestamp!,
    updatedTimestamp: order.paymentInitiatedTimestamp!,
  };
}

/** Money staff recorded: cash at the door, or a cancelled prepaid order's money given back. */
function staffRecord(order: SeededOrder, kind: 'payment' | 'refund', amount: number, staffId: number) {
  return {
    orderId: order.id,
    txnid: null,
    mihpayid: null,
    status: 'success' as const,
    unmappedstatus: null,
    cardCategory: null,
    amount,
    net_amount_debit: null,
    payment_source: null,
    kind,
    method: kind === 'payment' ? ('cash' as const) : ('online' as const),
    note: kind === 'payment' ? 'Collected on delivery' : 'Order cancelled',
    createdBy: staffId,
    createdTimestamp: order.settledTimestamp,
    updatedTimestamp: order.settledTimestamp,
  };
}

/**
 * Every rupee the demo orders received has its payment (issue 26): prepaid orders their
 * gateway record, cash on delivery its collection at the door (all of it, or part for a Partial
 * Payment), a cancelled order's captured payment its refund. Received and refunded are then
 * summed from them, as the payment writes keep them. Answers the orders refunded.
 */
async function seedPayments(tx: Tx, placed: SeededOrder[], random: Random, staffId: number) {
  const online = placed.filter((o) => o.paymentMethod === 'online' && o.paymentInitiatedTimestamp);
  // The draws in the order they always were: an order's outcome, then its gateway id.
  const outcomes: Outcome[] = [];
  const gateway = online.map((order) => {
    const outcome: Outcome =
      order.status === 'Partial Payment'
        ? 'pending'
        : order.status === 'Order Cancelled' && random.chance(0.6)
          ? 'failure'
          : 'success';
    outcomes.push(outcome);
    return gatewayRecord(order, outcome, random);
  });
  const refunded = online.filter(
    (order, i) => order.status === 'Order Cancelled' && outcomes[i] === 'success',
  );
  const collected = placed.filter(
    (o) => o.status === 'Partial Payment' || (o.status === 'Order Delivered' && o.paymentMethod === 'cod'),
  );
  await insertAll(tx, transactions, [
    ...gateway,
    ...collected.map((order) => staffRecord(order, 'payment', order.amountReceived, staffId)),
    ...refunded.map((order) => staffRecord(order, 'refund', order.grandTotal, staffId)),
  ]);
  await tx.execute(sql`
    update ${orders} o set amount_received = t.received, amount_refunded = t.refunded
    from (
      select order_id,
        sum(case when kind = 'refund' then -amount else amount end) as received,
        coalesce(sum(amount) filter (where kind = 'refund'), 0) as refunded
      from ${transactions} where status = 'success' and order_id is not null group by order_id
    ) t
    where t.order_id = o.id and (o.amount_received, o.amount_refunded) is distinct from (t.received, t.refunded)`);
  return {
    transactions: gateway.length + collected.length + refunded.length,
    refunded: new Set(refunded.map((o) => o.id)),
  };
}

/** Payments and refunds of the demo orders, and customers' reviews of delivered ones. */
export async function seedPaymentsAndReviews(
  tx: Tx,
  placed: SeededOrder[],
  random: Random,
  now: Date,
  staffId: number,
) {
  const payments = await seedPayments(tx, placed, random, staffId);
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
  return { transactions: payments.transactions, refunded: payments.refunded, reviews: rows.length };
}
