import {
  type AuditChange,
  deliveryTimelineText,
  MONEY_MAX,
  type OrderStatus,
  orderMoney,
  PAYMENT_MESSAGES,
  refusedCollection,
  statusAfterPayment,
  statusOnDelivery,
} from '@mandi/domain';
import type { Tx } from '../../db/client';
import { type AuditEvent, type Author, recordAudit } from '../../lib/audit';
import { conflict, invalidField } from '../../lib/errors';
import type { StoredOrder } from './orders.repository';
import { paymentsRepository as repo, type StoredTransaction } from './orders-payments.repository';
import { afterOrdersWritten } from './orders-written';

/**
 * The order's money follows its transactions (issue 26): every write that adds, changes or
 * removes a payment or refund (the payment calls, delivery, the generic /transactions) ends
 * here, with the order locked, so received is always the sum of its successful transactions.
 */

/**
 * The order's amounts summed again from its successful transactions, written when they moved;
 * with `save: false` the caller writes them with its own update of the order (one statement).
 */
export async function recount(tx: Tx, stored: StoredOrder, { save = true }: { save?: boolean } = {}) {
  const sums = await repo.sums(tx, stored.id);
  // Refunds beyond payments would leave less than nothing received: refused, the write undone.
  if (sums.received < 0) throw conflict(PAYMENT_MESSAGES.refundsAboveReceived);
  if (sums.received > MONEY_MAX || sums.refunded > MONEY_MAX) throw conflict(PAYMENT_MESSAGES.aboveMoneyMax);
  const amounts = { amountReceived: sums.received, amountRefunded: sums.refunded };
  const changes: AuditChange[] = [];
  if (amounts.amountReceived !== stored.amountReceived)
    changes.push({ field: 'amountReceived', before: stored.amountReceived, after: amounts.amountReceived });
  if (amounts.amountRefunded !== stored.amountRefunded)
    changes.push({ field: 'amountRefunded', before: stored.amountRefunded, after: amounts.amountRefunded });
  if (save && changes.length > 0) await repo.setAmounts(tx, stored.id, amounts);
  return { amounts, changes, money: orderMoney({ ...stored, ...amounts }) };
}

/**
 * After a locked order's transactions changed: its received and refunded summed again from
 * them, the move a cleared due makes (Partial Payment → Order Delivered), a timeline entry
 * saying what happened, the order's audit entry (with `events`, the transaction's own) and
 * the order-written hook. Nothing is written when the sums did not move (a pending payment).
 */
export async function settleOrderMoney(
  tx: Tx,
  stored: StoredOrder,
  author: Author,
  comment: string,
  events: readonly AuditEvent[] = [],
): Promise<void> {
  const { changes, money } = await recount(tx, stored);
  if (changes.length === 0) {
    await recordAudit(tx, author, events);
    return;
  }
  const to = statusAfterPayment(stored.status, money);
  const moved = to !== stored.status;
  if (moved) {
    await repo.moveStatus(tx, stored.id, to, author.adminId);
    changes.push({ field: 'status', before: stored.status, after: to });
  }
  await repo.addHistory(tx, {
    orderId: stored.id,
    fromStatus: stored.status,
    toStatus: to,
    comment: moved ? `${comment}; nothing left to collect` : comment,
    adminId: author.adminId,
  });
  await afterOrdersWritten(tx, [
    { orderId: stored.id, userId: stored.userId, fromStatus: stored.status, toStatus: to, changed: 'status' },
  ]);
  await recordAudit(tx, author, [
    ...events,
    { resource: 'orders', recordId: stored.id, action: moved ? 'status' : 'update', changes },
  ]);
}

/** A transaction's own audit entry, written with the order's. */
export const created = (row: StoredTransaction): AuditEvent => ({
  resource: 'transactions',
  recordId: row.id,
  action: 'create',
  after: row,
});

/** What delivering did to the order's money: where it lands and what the timeline and audit say. */
export interface Delivery {
  status: OrderStatus;
  /** "₹300.00 collected in cash; ₹232.00 due"; null when there was nothing to say. */
  comment: string | null;
  changes: AuditChange[];
  events: AuditEvent[];
}

/**
 * Delivering collects (the order locked, moving to Order Delivered): the cash the rider brought
 * back is recorded as a cash payment, received summed again, and the order lands in Order
 * Delivered or, with something still due, Partial Payment. A COD order with something due must
 * say what was collected (0 when nothing); more than the due is refused.
 */
export async function collectOnDelivery(
  tx: Tx,
  stored: StoredOrder,
  actorId: number,
  collected: number | undefined,
): Promise<Delivery> {
  const refused = refusedCollection(stored.paymentMethod, collected, orderMoney(stored));
  if (refused) throw invalidField('amountCollected', refused);
  const events: AuditEvent[] = [];
  if (collected !== undefined && collected > 0) {
    const row = await repo.insert(tx, {
      orderId: stored.id,
      status: 'success',
      amount: collected,
      kind: 'payment',
      method: 'cash',
      note: 'Collected on delivery',
      createdBy: actorId,
      updatedBy: actorId,
    });
    events.push(created(row));
  }
  const { changes, money } = await recount(tx, stored);
  const status = statusOnDelivery(money);
  const said = collected !== undefined || money.due > 0;
  return { status, comment: said ? deliveryTimelineText(collected ?? 0, money) : null, changes, events };
}
