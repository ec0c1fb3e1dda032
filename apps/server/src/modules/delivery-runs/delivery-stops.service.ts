import {
  closeSummaryText,
  type DeliveryRunDetail,
  type NotDeliveredReason,
  notDeliveredText,
  refusedClose,
  refusedStopChange,
  deliveryRuns as runDef,
  runReconciliation,
} from '@mandi/domain';
import type { Tx } from '../../db/client';
import { recordAudit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { authorOf, type ResourceCall } from '../crud/resource-service';
import { moveOrderBySave, returnToPlaced } from './delivery-order-moves';
import { fetchRun, guardRun } from './delivery-runs.present';
import { deliveryRunsRepository as repo, type StoredStop } from './delivery-runs.repository';

/** The run and its stop locked, for the rider who rides it; 409 when either is done. */
async function pendingStop(tx: Tx, call: ResourceCall, runId: number, stopId: number): Promise<StoredStop> {
  const run = await repo.lock(tx, runId);
  if (!run) throw notFound('Delivery run', runId);
  guardRun(call, run.riderId);
  const stop = await repo.stop(tx, runId, stopId);
  if (!stop) throw notFound('Stop', stopId);
  const refused = refusedStopChange(run.status, stop.outcome);
  if (refused) throw conflict(refused);
  return stop;
}

const stopAudit = (stop: StoredStop, after: StoredStop) => ({
  resource: runDef.name,
  recordId: stop.runId,
  action: 'update' as const,
  changes: [
    { field: `stop ${stop.id} (order #${stop.orderId}) outcome`, before: stop.outcome, after: after.outcome },
    ...(after.reason ? [{ field: 'reason', before: null, after: after.reason }] : []),
    ...(after.outcome === 'delivered'
      ? [{ field: 'amountCollected', before: stop.amountCollected, after: after.amountCollected }]
      : []),
  ],
});

/**
 * The rider handed the order over: the order delivered through its own save, which records the
 * cash as the order's cash payment and lands a short one in Partial Payment (collectOnDelivery);
 * the stop keeps what was collected. One transaction.
 */
export function deliverStop(
  call: ResourceCall,
  runId: number,
  stopId: number,
  amountCollected: number,
): Promise<DeliveryRunDetail> {
  return call.db.transaction(async (tx) => {
    const stop = await pendingStop(tx, call, runId, stopId);
    await moveOrderBySave(tx, call, stop.orderId, {
      status: 'Order Delivered',
      note: `Delivered on run #${runId}`,
      amountCollected,
    });
    const after = await repo.setOutcome(tx, stop.id, {
      outcome: 'delivered',
      reason: null,
      amountCollected,
      updatedBy: call.actor.id,
    });
    await repo.touch(tx, runId, call.actor.id);
    await recordAudit(tx, authorOf(call), stopAudit(stop, after));
    return fetchRun(tx, runId);
  });
}

/**
 * The rider brought the order back: the stop keeps why, and the order returns to Order Placed
 * with the reason on its timeline. An order staff already moved on (cancelled from the order
 * screen) stays where it is: the stop only records what happened, so the run can still close.
 */
export function notDeliveredStop(
  call: ResourceCall,
  runId: number,
  stopId: number,
  reason: NotDeliveredReason,
): Promise<DeliveryRunDetail> {
  return call.db.transaction(async (tx) => {
    const stop = await pendingStop(tx, call, runId, stopId);
    if ((await repo.orderStatus(tx, stop.orderId)) === 'Out for Delivery')
      await returnToPlaced(tx, call, stop.orderId, notDeliveredText(runId, reason));
    const after = await repo.setOutcome(tx, stop.id, {
      outcome: 'not_delivered',
      reason,
      amountCollected: 0,
      updatedBy: call.actor.id,
    });
    await repo.touch(tx, runId, call.actor.id);
    await recordAudit(tx, authorOf(call), stopAudit(stop, after));
    return fetchRun(tx, runId);
  });
}

/**
 * POST /delivery-runs/{id}/close: once no stop is out, the run keeps the cash expected (the
 * delivered stops' collected cash), the cash handed in and who closed it; it never changes again.
 */
export function closeRun(
  call: ResourceCall,
  runId: number,
  cashHandedIn: number,
): Promise<DeliveryRunDetail> {
  return call.db.transaction(async (tx) => {
    const run = await repo.lock(tx, runId);
    if (!run) throw notFound('Delivery run', runId);
    const { collected, pending } = await repo.cashAndPending(tx, runId);
    const refused = refusedClose(run.status, pending);
    if (refused) throw conflict(refused);
    const figures = runReconciliation(collected, cashHandedIn);
    await repo.close(tx, runId, {
      cashExpected: figures.cashExpected,
      cashHandedIn: figures.cashHandedIn,
      closedBy: call.actor.id,
    });
    await recordAudit(tx, authorOf(call), {
      resource: runDef.name,
      recordId: runId,
      action: 'status',
      changes: [
        { field: 'status', before: run.status, after: 'closed' },
        { field: 'cashExpected', before: run.cashExpected, after: figures.cashExpected },
        { field: 'cashHandedIn', before: run.cashHandedIn, after: figures.cashHandedIn },
        { field: 'difference', before: null, after: figures.difference },
        { field: 'note', before: null, after: closeSummaryText(figures) },
      ],
    });
    return fetchRun(tx, runId);
  });
}
