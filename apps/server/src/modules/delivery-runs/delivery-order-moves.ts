import { refusedReturnToPlaced } from '@mandi/domain';
import type { Tx } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { authorOf, type ResourceCall } from '../crud/resource-service';
import { ordersRepository } from '../orders/orders.repository';
import { saveOrder } from '../orders/orders.service';
import { afterOrdersWritten } from '../orders/orders-written';

/**
 * How a run moves its orders. Out and delivered go through the order's own save (saveOrder:
 * the status rule, the timeline, the audit, collecting on delivery, the order-written
 * consumers), inside the run's transaction (a savepoint) so a refusal undoes the whole call.
 */

/** The run's call within its transaction: the order services run on the same transaction. */
const within = (call: ResourceCall, tx: Tx): ResourceCall => ({
  ...call,
  db: tx as unknown as ResourceCall['db'],
});

/** Moves the order to `status` through saveOrder, over the version just read, with a timeline note. */
export async function moveOrderBySave(
  tx: Tx,
  call: ResourceCall,
  orderId: number,
  move: { status: 'Out for Delivery' | 'Order Delivered'; note: string; amountCollected?: number },
) {
  const stored = await ordersRepository.lock(tx, orderId);
  if (!stored) throw notFound('Order', orderId);
  await saveOrder(within(call, tx), orderId, {
    status: move.status,
    note: move.note,
    updatedTimestamp: stored.updatedTimestamp.toISOString(),
    ...(move.amountCollected !== undefined ? { amountCollected: move.amountCollected } : {}),
  });
}

/**
 * Brings an order back from Out for Delivery to Order Placed (taken out of a run, or not
 * delivered): the one move back the status rule leaves to runs (refusedReturnToPlaced). The
 * same writes as a save: the order, its timeline entry with why, the consumers, the audit.
 */
export async function returnToPlaced(tx: Tx, call: ResourceCall, orderId: number, comment: string) {
  const stored = await ordersRepository.lock(tx, orderId);
  if (!stored) throw notFound('Order', orderId);
  const refused = refusedReturnToPlaced(orderId, stored.status);
  if (refused) throw conflict(refused);
  const to = 'Order Placed' as const;
  await ordersRepository.save(tx, orderId, {
    status: to,
    comments: stored.comments,
    updatedBy: call.actor.id,
  });
  await ordersRepository.addHistory(tx, {
    orderId,
    fromStatus: stored.status,
    toStatus: to,
    comment,
    adminId: call.actor.id,
  });
  await afterOrdersWritten(tx, [
    { orderId, userId: stored.userId, fromStatus: stored.status, toStatus: to, changed: 'status' },
  ]);
  await recordAudit(tx, authorOf(call), {
    resource: 'orders',
    recordId: orderId,
    action: 'status',
    changes: [
      { field: 'status', before: stored.status, after: to },
      { field: 'note', before: null, after: comment },
    ],
  });
}
