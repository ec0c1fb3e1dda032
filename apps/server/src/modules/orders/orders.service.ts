import {
  type DetailOf,
  nextStatuses,
  ORDER_STALE_MESSAGE,
  type OrderEdit,
  type OrderStatus,
  type orders as orderDef,
  orderMoney,
  PAYMENT_MESSAGES,
  refusedMove,
  SOLD_STATUSES,
} from '@mandi/domain';
import type { Db, Executor, Tx } from '../../db/client';
import { type Author, recordAudit } from '../../lib/audit';
import { conflict, invalidField, notFound } from '../../lib/errors';
import { inOrder } from '../../lib/in-order';
import { type ListResult, presentRow, type RawQuery } from '../../lib/list';
import { cachedParse } from '../../lib/list/parsed-query-cache';
import { authorOf, type ResourceCall } from '../crud/resource-service';
import { issueCreditNote } from '../order-documents/credit-notes.service';
import { ordersBinding } from './orders.binding';
import { ordersRepository as repo } from './orders.repository';
import { changesOf } from './orders-changes.repository';
import { collectOnDelivery, type Delivery } from './orders-payments.settle';
import { parseOrderQuery, withPincodeId } from './orders-query';
import { restockVariations } from './orders-restock';
import { returnsOf } from './orders-returns.repository';
import { afterOrdersWritten } from './orders-written';

type OrderDetail = DetailOf<typeof orderDef>;

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export async function listOrders(db: Db, raw: RawQuery): Promise<ListResult> {
  return repo.list(db, await withPincodeId(db, cachedParse(parseOrderQuery, raw)));
}

export async function countOrders(db: Db, raw: RawQuery): Promise<{ count: number }> {
  return { count: await repo.count(db, await withPincodeId(db, parseOrderQuery(raw))) };
}

/** One order with its lines, customer, coupon, payments and timeline: everything its view shows. */
export async function fetchOrder(db: Executor, id: number): Promise<OrderDetail> {
  const order = await repo.find(db, id);
  if (!order) throw notFound('Order', id);
  const [lines, customer, coupon, payments, history] = await inOrder(db, [
    () => repo.lines(db, id),
    () => repo.customer(db, order.userId),
    () => repo.coupon(db, order.couponId),
    () => repo.payments(db, id),
    () => repo.history(db, id),
  ]);
  const changes = await changesOf(db, id);
  const returns = await returnsOf(db, id);
  const row = presentRow(ordersBinding, order);
  const money = orderMoney(order);
  return {
    ...row,
    customerIP: order.customerIP,
    address: order.address,
    shippingAddress: order.shippingAddress,
    orderPlacedLocation: order.orderPlacedLocation,
    customerName: customer?.fullName ?? null,
    customerMobile: customer?.mobileNumber ?? null,
    customerEmail: customer?.emailAddress ?? null,
    paid: money.badge === 'Paid',
    paymentBadge: money.badge,
    money,
    customer: customer ?? null,
    coupon: coupon ?? null,
    lines,
    payments: payments.map((payment) => ({ ...payment, createdTimestamp: iso(payment.createdTimestamp) })),
    history: history.map((entry) => ({ ...entry, at: iso(entry.at) })),
    changes: changes.map((change) => ({ ...change, createdTimestamp: iso(change.createdTimestamp) })),
    returns: returns.map((entry) => ({ ...entry, createdTimestamp: iso(entry.createdTimestamp) })),
    nextStatuses: [...nextStatuses(order.status)],
  } as unknown as OrderDetail;
}

/**
 * Cancelling a sold order puts back on the shelf what the customer still had: each line's
 * quantity less what came back in returns (those restocked already went back; damaged ones
 * were written off).
 */
async function restock(tx: Tx, orderId: number, author: Author) {
  const lines = await repo.lineQuantities(tx, orderId);
  const kept = new Map<number, number>();
  for (const line of lines)
    if (line.quantity > 0) kept.set(line.variationId, (kept.get(line.variationId) ?? 0) + line.quantity);
  await restockVariations(tx, kept, author);
}

/** The timeline's words of a save: what delivery collected, then the staff member's note. */
function saveComment(delivery: Delivery | undefined, note: string | null, commentsSaid: string | null) {
  const said = [delivery?.comment, note ?? commentsSaid].filter(Boolean);
  return said.length > 0 ? said.join('. ') : null;
}

/**
 * Saves an order's status and comments, and an internal note, in one transaction: the order,
 * its timeline row, the audit entry and the consequences (a cancelled sale restocks, the
 * customer's figures follow). Delivering collects: the cash collected is recorded as a payment
 * and an order with something still due lands in Partial Payment (collectOnDelivery). A move
 * the rule refuses, or a save over a version the staff member did not load, is a 409 and
 * changes nothing.
 */
export async function saveOrder(call: ResourceCall, id: number, input: OrderEdit): Promise<OrderDetail> {
  return call.db.transaction(async (tx) => {
    const stored = await repo.lock(tx, id);
    if (!stored) throw notFound('Order', id);
    if (stored.updatedTimestamp.getTime() !== Date.parse(input.updatedTimestamp)) {
      throw conflict(ORDER_STALE_MESSAGE);
    }
    const from = stored.status;
    const refused = refusedMove(from, input.status);
    if (refused) throw conflict(refused, [{ field: 'status', message: refused }]);
    const comments = input.comments === undefined ? stored.comments : input.comments;
    const note = input.note ?? null;
    const moved = from !== input.status;
    const delivering = moved && input.status === 'Order Delivered';
    if (input.amountCollected !== undefined && !delivering)
      throw invalidField('amountCollected', PAYMENT_MESSAGES.cashCollectedNotDelivery);
    if (!moved && comments === stored.comments && !note) return fetchOrder(tx, id);

    const delivery = delivering
      ? await collectOnDelivery(tx, stored, call.actor.id, input.amountCollected)
      : undefined;
    // Delivery with something still due lands in Partial Payment.
    const to: OrderStatus = delivery?.status ?? input.status;
    await repo.save(tx, id, { status: to, comments, updatedBy: call.actor.id });
    if (moved || note) {
      await repo.addHistory(tx, {
        orderId: id,
        fromStatus: from,
        toStatus: to,
        comment: saveComment(delivery, note, moved && comments !== stored.comments ? comments : null),
        adminId: call.actor.id,
      });
    }
    if (moved && to === 'Order Cancelled' && SOLD_STATUSES.includes(from))
      await restock(tx, id, authorOf(call));
    if (moved && to === 'Order Cancelled') await issueCreditNote(tx, id, call);
    if (moved) {
      await afterOrdersWritten(tx, [
        { orderId: id, userId: stored.userId, fromStatus: from, toStatus: to, changed: 'status' },
      ]);
    }
    await recordAudit(tx, authorOf(call), [
      ...(delivery?.events ?? []),
      {
        resource: 'orders',
        recordId: id,
        action: moved ? 'status' : 'update',
        changes: [
          ...(moved ? [{ field: 'status', before: from, after: to }] : []),
          ...(comments !== stored.comments
            ? [{ field: 'comments', before: stored.comments, after: comments }]
            : []),
          ...(note ? [{ field: 'note', before: null, after: note }] : []),
          ...(delivery?.changes ?? []),
        ],
      },
    ]);
    return fetchOrder(tx, id);
  });
}
