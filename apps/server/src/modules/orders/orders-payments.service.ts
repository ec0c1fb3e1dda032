import {
  type DetailOf,
  type OrderPaymentRequest,
  type OrderRefundRequest,
  type orders as orderDef,
  refusedPayment,
  refusedRefund,
  TRANSACTION_MESSAGES,
  transactionTimelineText,
} from '@mandi/domain';
import type { Tx } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { lockUnique } from '../../lib/unique-lock';
import { authorOf, type ResourceCall } from '../crud/resource-service';
import { ordersRepository as orders, type StoredOrder } from './orders.repository';
import { fetchOrder } from './orders.service';
import { paymentsRepository as repo } from './orders-payments.repository';
import { created, settleOrderMoney } from './orders-payments.settle';

type OrderDetail = DetailOf<typeof orderDef>;

/** The key the transactions' unique check locks on (the crud kit's, so both paths wait on it). */
const TXNID_LOCK = 'transactions.txnid';

async function lockOrder(tx: Tx, id: number): Promise<StoredOrder> {
  const stored = await orders.lock(tx, id);
  if (!stored) throw notFound('Order', id);
  return stored;
}

/**
 * A payment received for an order, recorded by staff (POST /orders/{id}/payments): refused on
 * a cancelled order or a cart; its reference, when given, is the transaction id and unique.
 */
export function recordPayment(
  call: ResourceCall,
  id: number,
  input: OrderPaymentRequest,
): Promise<OrderDetail> {
  return call.db.transaction(async (tx) => {
    const reference = input.reference ?? null;
    // The crud kit's order: the transaction id's lock, then the order's.
    if (reference) await lockUnique(tx, TXNID_LOCK, reference);
    const stored = await lockOrder(tx, id);
    const refused = refusedPayment(stored.status);
    if (refused) throw conflict(refused);
    if (reference && (await repo.txnidTaken(tx, reference))) {
      throw conflict(TRANSACTION_MESSAGES.txnidTaken, [
        { field: 'reference', message: TRANSACTION_MESSAGES.txnidTaken },
      ]);
    }
    const row = await repo.insert(tx, {
      orderId: id,
      txnid: reference,
      status: 'success',
      amount: input.amount,
      kind: 'payment',
      method: input.method,
      note: input.note ?? null,
      createdBy: call.actor.id,
      updatedBy: call.actor.id,
    });
    const comment = transactionTimelineText({ ...row, note: input.note });
    await settleOrderMoney(tx, stored, authorOf(call), comment, [created(row)]);
    return fetchOrder(tx, id);
  });
}

/** Money given back to the customer (POST /orders/{id}/refunds): at most what was received. */
export function recordRefund(
  call: ResourceCall,
  id: number,
  input: OrderRefundRequest,
): Promise<OrderDetail> {
  return call.db.transaction(async (tx) => {
    const stored = await lockOrder(tx, id);
    const { received } = await repo.sums(tx, id);
    const refused = refusedRefund(input.amount, received);
    if (refused) throw conflict(refused, [{ field: 'amount', message: refused }]);
    const row = await repo.insert(tx, {
      orderId: id,
      status: 'success',
      amount: input.amount,
      kind: 'refund',
      method: input.method,
      note: input.reason,
      createdBy: call.actor.id,
      updatedBy: call.actor.id,
    });
    await settleOrderMoney(tx, stored, authorOf(call), transactionTimelineText(row), [created(row)]);
    return fetchOrder(tx, id);
  });
}
