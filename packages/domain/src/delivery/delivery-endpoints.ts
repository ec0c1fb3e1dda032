import { z } from 'zod';
import { defineEndpoint, endpointIdParams } from '../endpoint';
import { DELIVERY_DISPATCH_ACCESS, DELIVERY_RUNS_ACCESS } from './delivery-access';
import {
  deliveryReport,
  deliveryReportQuery,
  deliveryRiderRow,
  deliveryRunAddOrders,
  deliveryRunClose,
  deliveryRunCreate,
  deliveryRunDetail,
  deliveryRunOrderParams,
  deliveryRunSuggestion,
  deliveryRunSuggestRequest,
  deliveryStopDelivered,
  deliveryStopNotDelivered,
  deliveryStopParams,
} from './delivery-runs';

/**
 * The delivery-run calls (issue 30) besides the list (`GET /api/delivery-runs`, the list
 * grammar over `deliveryRuns`) and the run sheet (`DELIVERY_RUN_SHEET_PATH`, a PDF).
 * Riders (a role with `delivery`, not `order`) reach only their own runs: 403 on another's.
 */
const tags = ['Delivery run'];
const ridersRead = { access: DELIVERY_RUNS_ACCESS, action: 'read' } as const;
const ridersWrite = { access: DELIVERY_RUNS_ACCESS, action: 'write' } as const;
const dispatch = { access: DELIVERY_DISPATCH_ACCESS, action: 'write' } as const;
const dispatchRead = { access: DELIVERY_DISPATCH_ACCESS, action: 'read' } as const;

/** The run sheet: `GET /api/delivery-runs/{id}/sheet` answers application/pdf. */
export const DELIVERY_RUN_SHEET_PATH = '/delivery-runs/:id/sheet';

export const deliveryRunEndpoint = defineEndpoint({
  method: 'GET',
  path: '/delivery-runs/:id',
  operationId: 'getDeliveryRun',
  summary: 'One delivery run with its stops',
  description:
    "The run, its figures and its stops in the sheet's order (by pincode, then the route within it): customer, mobile, address, pincode, items, what each order still owes. 403: a rider asking for another rider's run. 404: no such run.",
  tags,
  auth: ridersRead,
  params: endpointIdParams,
  answer: deliveryRunDetail,
});

export const myDeliveryRunsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/delivery-runs/mine',
  operationId: 'myDeliveryRuns',
  summary: "The signed-in rider's open runs",
  description:
    "The signed-in staff member's open runs with their stops, oldest day first: the rider's screen.",
  tags,
  auth: ridersRead,
  answer: z.object({ runs: z.array(deliveryRunDetail) }),
});

export const deliveryRidersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/delivery-runs/riders',
  operationId: 'listDeliveryRiders',
  summary: 'Staff who can take runs out',
  description:
    'Enabled staff accounts whose role has the Delivery runs screen (or superadmin), by name, with their open runs: the rider choosers.',
  tags,
  auth: dispatchRead,
  answer: z.object({ data: z.array(deliveryRiderRow) }),
});

export const createDeliveryRunEndpoint = defineEndpoint({
  method: 'POST',
  path: '/delivery-runs',
  operationId: 'createDeliveryRun',
  summary: 'Create a delivery run',
  description:
    'A rider takes these orders out on this day, in one transaction: the run, its stops, each order moved to Out for Delivery by the status rule with a timeline entry naming the run and the rider, and the audit entries. Only Home Delivery orders in Order Placed not pending in another run: anything else is a 409 naming each order and why, and nothing is written. 400: a bad day, no orders, a rider who is not a staff account with the Delivery runs screen.',
  tags,
  auth: dispatch,
  body: deliveryRunCreate,
  answer: deliveryRunDetail,
  status: 201,
});

export const addDeliveryRunOrdersEndpoint = defineEndpoint({
  method: 'POST',
  path: '/delivery-runs/:id/orders',
  operationId: 'addDeliveryRunOrders',
  summary: 'Add orders to an open run',
  description:
    'The same rules as creating a run, for more orders. 409: the run is closed, or an order may not join (the message names each). 404: no such run.',
  tags,
  auth: dispatch,
  params: endpointIdParams,
  body: deliveryRunAddOrders,
  answer: deliveryRunDetail,
});

export const removeDeliveryRunOrderEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/delivery-runs/:id/orders/:orderId',
  operationId: 'removeDeliveryRunOrder',
  summary: 'Take an order out of an open run',
  description:
    'Takes a pending stop out of the run and returns its order to Order Placed, with a timeline entry. 409: the run is closed or the stop already has an outcome. 404: no such run, or the order is not in it.',
  tags,
  auth: dispatch,
  params: deliveryRunOrderParams,
  answer: deliveryRunDetail,
});

export const suggestDeliveryRunsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/delivery-runs/suggest',
  operationId: 'suggestDeliveryRuns',
  summary: 'Suggest runs for a day',
  description:
    "A proposal, nothing written: the day's Order Placed home deliveries (placed before that day's cut-off time, India time) grouped by pincode and, within one, by where they were placed, shared into runs as even as can be (at most maxStops each) among the riders. Orders beyond riders × maxStops are left unassigned. 400: a bad day, no riders, a rider who cannot take runs.",
  tags,
  auth: dispatch,
  body: deliveryRunSuggestRequest,
  answer: deliveryRunSuggestion,
});

export const deliverStopEndpoint = defineEndpoint({
  method: 'POST',
  path: '/delivery-runs/:id/stops/:stopId/delivered',
  operationId: 'deliverDeliveryStop',
  summary: 'A stop was delivered',
  description:
    "Records the stop as delivered and delivers its order through the order's status path: the cash collected is recorded as a cash payment of the order; with something still due the order lands in Partial Payment. 400: a COD order with something due and more collected than its due. 409: the run is closed or the stop already has an outcome. 403: another rider's run. 404: no such run or stop.",
  tags,
  auth: ridersWrite,
  params: deliveryStopParams,
  body: deliveryStopDelivered,
  answer: deliveryRunDetail,
});

export const notDeliveredStopEndpoint = defineEndpoint({
  method: 'POST',
  path: '/delivery-runs/:id/stops/:stopId/not-delivered',
  operationId: 'notDeliveredDeliveryStop',
  summary: 'A stop was not delivered',
  description:
    "Records why (not at home, refused, address not found) and returns the order to Order Placed with the reason on its timeline. 409: the run is closed or the stop already has an outcome. 403: another rider's run. 404: no such run or stop.",
  tags,
  auth: ridersWrite,
  params: deliveryStopParams,
  body: deliveryStopNotDelivered,
  answer: deliveryRunDetail,
});

export const closeDeliveryRunEndpoint = defineEndpoint({
  method: 'POST',
  path: '/delivery-runs/:id/close',
  operationId: 'closeDeliveryRun',
  summary: 'Close a run with the cash handed in',
  description:
    'Once every stop is delivered or not delivered: keeps the cash expected (the sum collected), the cash handed in, the difference and who closed it. 409: a stop is still pending (the message says how many) or the run is already closed. 404: no such run.',
  tags,
  auth: dispatch,
  params: endpointIdParams,
  body: deliveryRunClose,
  answer: deliveryRunDetail,
});

export const deliveryReportEndpoint = defineEndpoint({
  method: 'GET',
  path: '/delivery-runs/report',
  operationId: 'deliveryRunsReport',
  summary: 'Delivery runs report',
  description:
    "Over the runs of the period (India days, both included; default the last 30 days): per rider the cash collected on open runs (not yet handed in) and the closed runs' expected, handed in and difference; runs per day; the share of orders delivered at their first attempt; stops per run. 400: a bad day, from after to, or more than 366 days.",
  tags,
  auth: dispatchRead,
  query: deliveryReportQuery,
  answer: deliveryReport,
});
