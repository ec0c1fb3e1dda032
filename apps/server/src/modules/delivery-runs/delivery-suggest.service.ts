import {
  type DeliveryRunSuggestion,
  type DeliveryRunSuggestRequest,
  fromPaise,
  orderMoney,
  suggestRuns,
  toPaise,
} from '@mandi/domain';
import { invalidField } from '../../lib/errors';
import type { ResourceCall } from '../crud/resource-service';
import { ridersRepository } from './delivery-riders.repository';
import { addressLine } from './delivery-runs.present';
import { suggestRepository as repo } from './delivery-suggest.repository';

type Waiting = Awaited<ReturnType<typeof repo.waitingOrders>>[number];

/** An order of the proposal as its stop would show it. */
function proposedStop(order: Waiting, position: number) {
  const { amountReceived, amountRefunded, returnedAmount, address, ...shown } = order;
  const money = orderMoney({ ...order, status: order.orderStatus });
  return {
    ...shown,
    position,
    address: addressLine(address),
    coordinates: order.coordinates ?? null,
    due: money.due,
  };
}

/**
 * POST /delivery-runs/suggest: the day's waiting home deliveries (Order Placed, placed before
 * that day's cut-off time, India time, not in a run) shared among the riders by suggestRuns;
 * nothing is written. Orders placed after the cut-off wait for the next day.
 */
export async function suggestDeliveryRuns(
  call: ResourceCall,
  input: DeliveryRunSuggestRequest,
): Promise<DeliveryRunSuggestion> {
  const riderIds = [...new Set(input.riderIds)];
  const riders = await ridersRepository.ridersAmong(call.db, riderIds);
  const nameOf = new Map(riders.map((rider) => [rider.id, rider.fullName]));
  const notRiders = riderIds.filter((id) => !nameOf.has(id));
  if (notRiders.length > 0)
    throw invalidField(
      'riderIds',
      `Staff #${notRiders.join(', #')} cannot take runs out: their role needs the Delivery runs screen`,
    );
  const cutOff = await repo.cutOffTime(call.db);
  const waiting = await repo.waitingOrders(call.db, new Date(`${input.date}T${cutOff}:00+05:30`));
  const byId = new Map(waiting.map((order) => [order.orderId, order]));
  const plan = suggestRuns(
    waiting.map((order) => ({
      id: order.orderId,
      pincode: order.pincode,
      coordinates: order.coordinates ?? null,
    })),
    riderIds.length,
    input.maxStops,
  );
  const runs = plan.runs.map((orderIds, i) => {
    const stops = orderIds.map((id, at) => proposedStop(byId.get(id)!, at + 1));
    return {
      riderId: riderIds[i]!,
      riderName: nameOf.get(riderIds[i]!) ?? null,
      orderIds,
      pincodes: [...new Set(stops.map((stop) => stop.pincode).filter((pin): pin is string => Boolean(pin)))],
      stops,
      cashToCollect: fromPaise(stops.reduce((sum, stop) => sum + toPaise(stop.due), 0)),
    };
  });
  return { date: input.date, ordersCount: waiting.length, runs, unassignedOrderIds: plan.unassigned };
}
