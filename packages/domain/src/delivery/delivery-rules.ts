import type { OrderStatus } from '../enums';
import { formatInr } from '../format';
import { fromPaise, toPaise } from '../orders/order-money';
import { STORE_PICKUP } from '../resources/orders';

/** An order as a run looks at it before taking it out. */
export interface RunCandidate {
  id: number;
  status: OrderStatus;
  deliveryType: string | null;
  /** The open run the order is pending in, if any. */
  pendingRunId: number | null;
}

/**
 * Why an order may not go out in a run, in the staff's words; undefined when it may: a Home
 * Delivery order in Order Placed, not pending in another run (an order is in one open run at a
 * time). A run's orders then move to Out for Delivery by the status rule (status-moves.ts).
 */
export function refusedRunOrder(order: RunCandidate): string | undefined {
  const name = `Order #${order.id}`;
  if (order.pendingRunId !== null) return `${name} is already in run #${order.pendingRunId}`;
  if (order.deliveryType === STORE_PICKUP) return `${name} is for Store Pickup, not home delivery`;
  if (order.status === 'Order Cancelled') return `${name} is cancelled`;
  if (order.status !== 'Order Placed')
    return `${name} is ${order.status}; only orders in Order Placed can go out in a run`;
  return undefined;
}

/**
 * A run brings an order back (taken out of the run, or not delivered) to Order Placed, so it can
 * go out again: the one move back the status rule leaves to runs. Only from Out for Delivery.
 */
export function refusedReturnToPlaced(orderId: number, status: OrderStatus): string | undefined {
  if (status === 'Out for Delivery') return undefined;
  return `Order #${orderId} is ${status}, no longer Out for Delivery`;
}

/** Why a stop's outcome cannot be recorded or the stop taken out: the run or the stop is done. */
export function refusedStopChange(runStatus: string, outcome: string): string | undefined {
  if (runStatus === 'closed') return 'This run is closed and cannot change';
  if (outcome !== 'pending') return 'This stop already has an outcome';
  return undefined;
}

/** Why a run cannot close: it is closed already, or stops are still out. */
export function refusedClose(runStatus: string, pendingStops: number): string | undefined {
  if (runStatus === 'closed') return 'This run is closed already';
  if (pendingStops > 0)
    return `${pendingStops} ${pendingStops === 1 ? 'stop is' : 'stops are'} still out: mark each delivered or not delivered first`;
  return undefined;
}

/** The sum of amounts to the paisa. */
export function sumMoney(amounts: readonly number[]): number {
  return fromPaise(amounts.reduce((sum, amount) => sum + toPaise(amount), 0));
}

/**
 * A closed run's reconciliation: what the rider should have (the delivered stops' collected
 * cash), what they handed in and the difference (negative: short), to the paisa.
 */
export function runReconciliation(collected: readonly number[], cashHandedIn: number) {
  const cashExpected = sumMoney(collected);
  return { cashExpected, cashHandedIn, difference: cashDifference(cashExpected, cashHandedIn) };
}

/** What the rider handed in less what they should have, to the paisa (negative: short). */
export function cashDifference(cashExpected: number, cashHandedIn: number): number {
  return fromPaise(toPaise(cashHandedIn) - toPaise(cashExpected));
}

/** The order's timeline when it goes out: which run and which rider. */
export function outForDeliveryText(runId: number, riderName: string): string {
  return `Out for delivery in run #${runId} with ${riderName}`;
}

/** The order's timeline when it comes back undelivered, with the rider's reason. */
export function notDeliveredText(runId: number, reason: string): string {
  return `Not delivered on run #${runId}: ${reason}`;
}

/** The order's timeline when staff take it out of a run before it was attempted. */
export function takenOutOfRunText(runId: number): string {
  return `Taken out of run #${runId}`;
}

/** The audit's words for a closed run's cash, e.g. "₹1,230.00 handed in, ₹10.00 short". */
export function closeSummaryText(reconciliation: ReturnType<typeof runReconciliation>): string {
  const { cashHandedIn, difference } = reconciliation;
  const off =
    difference === 0
      ? 'as expected'
      : `${formatInr(Math.abs(difference))} ${difference < 0 ? 'short' : 'over'}`;
  return `${formatInr(cashHandedIn)} handed in, ${off}`;
}
