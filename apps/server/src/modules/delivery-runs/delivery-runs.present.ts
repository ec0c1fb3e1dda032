import {
  canSeeDeliveryRun,
  cashDifference,
  type DeliveryRunDetail,
  type DeliveryStopRow,
  orderMoney,
  sumMoney,
} from '@mandi/domain';
import type { Executor } from '../../db/client';
import { forbidden, notFound } from '../../lib/errors';
import type { ResourceCall } from '../crud/resource-service';
import { deliveryRunsRepository as repo, type StoredRun } from './delivery-runs.repository';

type StopRead = Awaited<ReturnType<typeof repo.stopsOf>>[number];
type Figures = Awaited<ReturnType<typeof repo.figuresOf>>[number];

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The address on one line, as a rider reads it: name, lines, city, state. */
export function addressLine(address: Record<string, string | null> | null): string | null {
  if (!address) return null;
  const parts = [address.name, address.line1, address.line2, address.city, address.state];
  const line = parts.filter((part) => part && part.trim() !== '').join(', ');
  return line === '' ? null : line;
}

/** A stop as the screens and the sheet show it; `due` is what the order owes now. */
export function presentStop(read: StopRead): DeliveryStopRow {
  const { stop } = read;
  const money = orderMoney({
    status: read.orderStatus,
    grandTotal: read.grandTotal,
    amountReceived: read.amountReceived,
    returnedAmount: read.returnedAmount,
    amountRefunded: read.amountRefunded,
  });
  return {
    id: stop.id,
    position: stop.position,
    orderId: stop.orderId,
    orderReference: read.orderReference,
    orderStatus: read.orderStatus,
    paymentMethod: read.paymentMethod,
    customerName: read.customerName,
    mobile: read.mobile,
    address: addressLine(read.address),
    pincode: read.pincode,
    coordinates: read.coordinates ?? null,
    itemsCount: read.itemsCount,
    grandTotal: read.grandTotal,
    due: money.due,
    outcome: stop.outcome as DeliveryStopRow['outcome'],
    reason: stop.reason,
    amountCollected: stop.amountCollected,
    outcomeTimestamp: iso(stop.outcomeTimestamp),
  };
}

export const NO_STOPS = {
  stopsCount: 0,
  pendingCount: 0,
  deliveredCount: 0,
  notDeliveredCount: 0,
  cashCollected: 0,
};

/** cashHandedIn less cashExpected (negative: short), once both are known (the run is closed). */
export function differenceOf(cashExpected: number | null, cashHandedIn: number | null): number | null {
  if (cashExpected === null || cashHandedIn === null) return null;
  return cashDifference(cashExpected, cashHandedIn);
}

/** A run's row as the list answers it: its columns, rider, figures and difference. */
export function presentRun(
  run: StoredRun,
  riderName: string | null,
  figures: Omit<Figures, 'runId'> | undefined,
) {
  return {
    id: run.id,
    runDate: run.runDate,
    riderId: run.riderId,
    riderName,
    status: run.status as 'open' | 'closed',
    ...(figures ?? NO_STOPS),
    cashExpected: run.cashExpected,
    cashHandedIn: run.cashHandedIn,
    difference: differenceOf(run.cashExpected, run.cashHandedIn),
    closedBy: run.closedBy,
    closedTimestamp: iso(run.closedTimestamp),
    createdTimestamp: run.createdTimestamp.toISOString(),
    updatedTimestamp: run.updatedTimestamp.toISOString(),
    createdBy: run.createdBy,
    updatedBy: run.updatedBy,
  };
}

/** One run with its stops in position order (pincode, then the walk), figures from the stops. */
export async function fetchRun(db: Executor, id: number): Promise<DeliveryRunDetail> {
  const found = await repo.find(db, id);
  if (!found) throw notFound('Delivery run', id);
  const reads = await repo.stopsOf(db, [id]);
  const stops = reads.map(presentStop);
  const count = (outcome: string) => stops.filter((stop) => stop.outcome === outcome).length;
  const delivered = stops.filter((stop) => stop.outcome === 'delivered');
  const pending = stops.filter((stop) => stop.outcome === 'pending');
  const figures = {
    stopsCount: stops.length,
    pendingCount: pending.length,
    deliveredCount: delivered.length,
    notDeliveredCount: count('not_delivered'),
    cashCollected: sumMoney(delivered.map((stop) => stop.amountCollected)),
  };
  return {
    ...presentRun(found.run, found.riderName, figures),
    riderMobile: found.riderMobile,
    closedByName: found.closedByName,
    cashToCollect: sumMoney(pending.map((stop) => stop.due)),
    stops,
  };
}

/** A rider's role reaches only their own runs (canSeeDeliveryRun): 403 on another's. */
export function guardRun(call: ResourceCall, riderId: number): void {
  if (!canSeeDeliveryRun(call.actor, riderId)) throw forbidden("This is another rider's run");
}

/** The run, refused with 403 for a rider who does not ride it. */
export async function readRun(call: ResourceCall, id: number): Promise<DeliveryRunDetail> {
  const run = await fetchRun(call.db, id);
  guardRun(call, run.riderId);
  return run;
}
