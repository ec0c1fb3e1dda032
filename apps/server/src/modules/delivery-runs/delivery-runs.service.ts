import {
  type Condition,
  canManageDeliveryRuns,
  type DeliveryRunCreate,
  type DeliveryRunDetail,
  outForDeliveryText,
  parseListQuery,
  type RawQuery,
  refusedRunOrder,
  refusedStopChange,
  deliveryRuns as runDef,
  sequenceStops,
  takenOutOfRunText,
} from '@mandi/domain';
import type { Tx } from '../../db/client';
import { deliveryRuns } from '../../db/schema';
import { recordAudit } from '../../lib/audit';
import { conflict, invalidField, notFound } from '../../lib/errors';
import { type ListResult, listRows, type ResourceBinding } from '../../lib/list';
import { authorOf, type ResourceCall } from '../crud/resource-service';
import { moveOrderBySave, returnToPlaced } from './delivery-order-moves';
import { ridersRepository } from './delivery-riders.repository';
import { differenceOf, fetchRun, NO_STOPS } from './delivery-runs.present';
import { deliveryRunsRepository as repo, type StoredRun } from './delivery-runs.repository';

const binding: ResourceBinding = { def: runDef, table: deliveryRuns };

/** The rider, by id, if the account can take runs out (else 400 on riderId). */
async function riderOf(tx: Tx, riderId: number): Promise<{ id: number; fullName: string }> {
  const [rider] = await ridersRepository.ridersAmong(tx, [riderId]);
  if (!rider) throw invalidField('riderId', 'Please choose a staff account with the Delivery runs screen');
  return rider;
}

/** The run locked, 404 when there is none, 409 when it is closed. */
async function openRun(tx: Tx, id: number): Promise<StoredRun> {
  const run = await repo.lock(tx, id);
  if (!run) throw notFound('Delivery run', id);
  const refused = refusedStopChange(run.status, 'pending');
  if (refused) throw conflict(refused);
  return run;
}

/** Writes the stops' positions in sheet order: by pincode, then the walk within it. */
async function resequence(tx: Tx, runId: number) {
  const places = await repo.placesOf(tx, runId);
  await repo.setPositions(
    tx,
    sequenceStops(places).map((place) => place.id),
  );
}

/**
 * Puts these orders on the run: each checked (refusedRunOrder; all refusals in one 409,
 * nothing written), a stop each, then each moved to Out for Delivery through the order's save
 * with a timeline note naming the run and the rider. Orders are locked in id order.
 */
async function putOrders(tx: Tx, call: ResourceCall, run: StoredRun, riderName: string, ids: number[]) {
  const unique = [...new Set(ids)];
  const candidates = await repo.lockCandidates(tx, unique);
  const found = new Set(candidates.map((order) => order.id));
  const missing = unique.filter((id) => !found.has(id));
  if (missing.length > 0) throw notFound('Order', missing.join(', '));
  const refusals = candidates.map(refusedRunOrder).filter((reason): reason is string => Boolean(reason));
  if (refusals.length > 0)
    throw conflict(
      refusals.join('; '),
      refusals.map((message) => ({ field: 'orderIds', message })),
    );
  await repo.insertStops(
    tx,
    unique.map((orderId) => ({
      runId: run.id,
      orderId,
      position: 0,
      createdBy: call.actor.id,
      updatedBy: call.actor.id,
    })),
  );
  const note = outForDeliveryText(run.id, riderName);
  for (const orderId of [...unique].sort((a, b) => a - b))
    await moveOrderBySave(tx, call, orderId, { status: 'Out for Delivery', note });
  await resequence(tx, run.id);
  return unique;
}

/** POST /delivery-runs: the run, its stops, its orders out for delivery, the audit; one transaction. */
export function createRun(call: ResourceCall, input: DeliveryRunCreate): Promise<DeliveryRunDetail> {
  return call.db.transaction(async (tx) => {
    const rider = await riderOf(tx, input.riderId);
    const run = await repo.insert(tx, {
      runDate: input.date,
      riderId: rider.id,
      status: 'open',
      createdBy: call.actor.id,
      updatedBy: call.actor.id,
    });
    const orderIds = await putOrders(tx, call, run, rider.fullName, input.orderIds);
    await recordAudit(tx, authorOf(call), {
      resource: runDef.name,
      recordId: run.id,
      action: 'create',
      after: { ...run, orderIds },
    });
    return fetchRun(tx, run.id);
  });
}

/** POST /delivery-runs/{id}/orders: more orders for an open run, by the same rules. */
export function addOrders(call: ResourceCall, id: number, orderIds: number[]): Promise<DeliveryRunDetail> {
  return call.db.transaction(async (tx) => {
    const run = await openRun(tx, id);
    const found = await repo.find(tx, id);
    const added = await putOrders(tx, call, run, found?.riderName ?? `staff #${run.riderId}`, orderIds);
    await repo.touch(tx, id, call.actor.id);
    await recordAudit(tx, authorOf(call), {
      resource: runDef.name,
      recordId: id,
      action: 'update',
      changes: [{ field: 'addedOrderIds', before: null, after: added }],
    });
    return fetchRun(tx, id);
  });
}

/** DELETE /delivery-runs/{id}/orders/{orderId}: a pending stop out, its order back to Order Placed. */
export function removeOrder(call: ResourceCall, id: number, orderId: number): Promise<DeliveryRunDetail> {
  return call.db.transaction(async (tx) => {
    await openRun(tx, id);
    const stop = await repo.stopOfOrder(tx, id, orderId);
    if (!stop) throw notFound('Order in this run', orderId);
    const refused = refusedStopChange('open', stop.outcome);
    if (refused) throw conflict(refused);
    await returnToPlaced(tx, call, orderId, takenOutOfRunText(id));
    await repo.deleteStop(tx, stop.id);
    await resequence(tx, id);
    await repo.touch(tx, id, call.actor.id);
    await recordAudit(tx, authorOf(call), {
      resource: runDef.name,
      recordId: id,
      action: 'update',
      changes: [{ field: 'removedOrderId', before: orderId, after: null }],
    });
    return fetchRun(tx, id);
  });
}

/** A rider's list is their own runs: the query AND riderId = them. */
function ownRunsOnly(where: Condition | undefined, riderId: number): Condition {
  const own: Condition = { field: 'riderId', operator: '$eq', value: riderId };
  return where ? { and: [where, own] } : own;
}

/** GET /delivery-runs: the list grammar; each row with its rider's name and its stops' figures. */
export async function listRuns(call: ResourceCall, raw: RawQuery): Promise<ListResult> {
  const query = parseListQuery(raw, runDef);
  if (!canManageDeliveryRuns(call.actor)) query.where = ownRunsOnly(query.where, call.actor.id);
  const page = await listRows(call.db, binding, query);
  const ids = page.data.map((row) => row.id as number);
  const riders = await repo.ridersOfRuns(call.db, ids);
  const figures = await repo.figuresOf(call.db, ids);
  const riderOfRun = new Map(riders.map((row) => [row.id, row]));
  const figuresOf = new Map(figures.map(({ runId, ...rest }) => [runId, rest]));
  for (const row of page.data) {
    const rider = riderOfRun.get(row.id as number);
    Object.assign(row, figuresOf.get(row.id as number) ?? NO_STOPS, {
      riderName: rider?.riderName ?? null,
      difference: differenceOf(rider?.cashExpected ?? null, rider?.cashHandedIn ?? null),
    });
  }
  return page;
}

/** GET /delivery-runs/mine: the signed-in staff member's open runs, oldest day first. */
export async function myRuns(call: ResourceCall): Promise<{ runs: DeliveryRunDetail[] }> {
  const ids = await repo.openRunsOf(call.db, call.actor.id);
  const runs: DeliveryRunDetail[] = [];
  for (const id of ids) runs.push(await fetchRun(call.db, id));
  return { runs };
}
