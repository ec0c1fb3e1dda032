import { z } from 'zod';
import { byRow, day, int, stampsRow, timestamp } from '../answers';
import { orderStatus, PAYMENT_METHODS } from '../enums';
import { AUDIT_FIELDS, defineResource } from '../resource';
import { id, idOf, idPathParam, money } from '../validation';
import { isoDay } from '../validity';

/**
 * Delivery runs (issue 30): the orders one rider takes out on a day, the stops' outcomes and
 * the cash that comes back. The answers and requests every delivery call shares; the calls
 * themselves are declared in delivery-endpoints.ts.
 */

export const DELIVERY_RUN_STATUSES = ['open', 'closed'] as const;
export const deliveryRunStatus = z.enum(DELIVERY_RUN_STATUSES);
export type DeliveryRunStatus = z.infer<typeof deliveryRunStatus>;

export const DELIVERY_STOP_OUTCOMES = ['pending', 'delivered', 'not_delivered'] as const;
export const deliveryStopOutcome = z.enum(DELIVERY_STOP_OUTCOMES);
export type DeliveryStopOutcome = z.infer<typeof deliveryStopOutcome>;

/** Why a stop came back, as the rider picks it (and the order's timeline says it). */
export const NOT_DELIVERED_REASONS = ['not at home', 'refused', 'address not found'] as const;
export type NotDeliveredReason = (typeof NOT_DELIVERED_REASONS)[number];

/** The forms' and the server's words. */
export const DELIVERY_MESSAGES = {
  date: 'Please choose the day of the run',
  rider: 'Please choose a rider',
  orders: 'Please choose at least one order',
  ordersMax: 'A run takes at most 200 orders',
  ridersMax: 'Suggest for at most 50 riders at a time',
  maxStops: 'Stops per run should be a whole number from 1 to 200',
  amountCollected: 'Please enter the cash collected (0 or more)',
  reason: 'Please choose why it was not delivered',
  cashHandedIn: 'Please enter the cash handed in (0 or more)',
  range: 'From should not be after to',
  created: 'Run created',
  closed: 'Run closed',
} as const;

/** At most this many stops in one run (a rider's day; also bounds one request's work). */
export const MAX_RUN_STOPS = 200;

const orderIds = z
  .array(id, { error: DELIVERY_MESSAGES.orders })
  .min(1, DELIVERY_MESSAGES.orders)
  .max(MAX_RUN_STOPS, DELIVERY_MESSAGES.ordersMax);

/** `POST /api/delivery-runs`: a rider takes these orders out on this day. */
export const deliveryRunCreate = z.object({
  date: isoDay(DELIVERY_MESSAGES.date),
  riderId: idOf(DELIVERY_MESSAGES.rider),
  orderIds,
});
export type DeliveryRunCreate = z.infer<typeof deliveryRunCreate>;

/** `POST /api/delivery-runs/{id}/orders`: more orders for an open run. */
export const deliveryRunAddOrders = z.object({ orderIds });
export type DeliveryRunAddOrders = z.infer<typeof deliveryRunAddOrders>;

/** The rider handed the order over and took this much cash (0 for a prepaid order). */
export const deliveryStopDelivered = z.object({
  amountCollected: money({ min: 0, message: DELIVERY_MESSAGES.amountCollected }),
});
export type DeliveryStopDelivered = z.infer<typeof deliveryStopDelivered>;

/** The rider brought the order back, and why. */
export const deliveryStopNotDelivered = z.object({
  reason: z.enum(NOT_DELIVERED_REASONS, { error: DELIVERY_MESSAGES.reason }),
});
export type DeliveryStopNotDelivered = z.infer<typeof deliveryStopNotDelivered>;

/** `POST /api/delivery-runs/{id}/close`: the cash the rider handed in. */
export const deliveryRunClose = z.object({
  cashHandedIn: money({ min: 0, message: DELIVERY_MESSAGES.cashHandedIn }),
});
export type DeliveryRunClose = z.infer<typeof deliveryRunClose>;

/** `POST /api/delivery-runs/suggest`: the day, the riders to share it, and a run's most stops. */
export const deliveryRunSuggestRequest = z.object({
  date: isoDay(DELIVERY_MESSAGES.date),
  riderIds: z
    .array(id, { error: DELIVERY_MESSAGES.rider })
    .min(1, DELIVERY_MESSAGES.rider)
    .max(50, DELIVERY_MESSAGES.ridersMax),
  maxStops: z
    .number({ error: DELIVERY_MESSAGES.maxStops })
    .int(DELIVERY_MESSAGES.maxStops)
    .min(1, DELIVERY_MESSAGES.maxStops)
    .max(MAX_RUN_STOPS, DELIVERY_MESSAGES.maxStops),
});
export type DeliveryRunSuggestRequest = z.infer<typeof deliveryRunSuggestRequest>;

/** A run's figures, from its stops: how many, what happened, the cash. */
const runFigures = {
  stopsCount: int,
  pendingCount: int,
  deliveredCount: int,
  notDeliveredCount: int,
  /** The sum of the delivered stops' amountCollected: the cash the rider should have. */
  cashCollected: z.number(),
};

/** A run as the list answers it. */
export const deliveryRunRow = z.object({
  id: int,
  runDate: day,
  riderId: int,
  riderName: z.string().nullable(),
  status: deliveryRunStatus,
  ...runFigures,
  /** Written on closing: the cash collected then; null while open. */
  cashExpected: z.number().nullable(),
  cashHandedIn: z.number().nullable(),
  /** cashHandedIn less cashExpected (negative: short); null while open. */
  difference: z.number().nullable(),
  closedBy: int.nullable(),
  closedTimestamp: timestamp.nullable(),
  ...stampsRow,
  ...byRow,
});
export type DeliveryRunRow = z.infer<typeof deliveryRunRow>;

/** One stop as the run's screens and sheet show it. */
export const deliveryStopRow = z.object({
  id: int,
  position: int,
  orderId: int,
  orderReference: z.string().nullable(),
  orderStatus: orderStatus,
  paymentMethod: z.enum(PAYMENT_METHODS).nullable(),
  customerName: z.string().nullable(),
  mobile: z.string().nullable(),
  /** The delivery address on one line (name, lines, city, state). */
  address: z.string().nullable(),
  pincode: z.string().nullable(),
  /** Where the order was placed from, when the app sent it (a map link). */
  coordinates: z.object({ x: z.number(), y: z.number() }).nullable(),
  /** How many items the rider hands over (the lines' quantities). */
  itemsCount: int,
  grandTotal: z.number(),
  /** What the order still owes now (orderMoney's due): the cash to collect while pending. */
  due: z.number(),
  outcome: deliveryStopOutcome,
  reason: z.string().nullable(),
  amountCollected: z.number(),
  outcomeTimestamp: timestamp.nullable(),
});
export type DeliveryStopRow = z.infer<typeof deliveryStopRow>;

/** One run with its stops, in the sheet's order (pincode, then the route within it). */
export const deliveryRunDetail = deliveryRunRow.extend({
  riderMobile: z.string().nullable(),
  closedByName: z.string().nullable(),
  /** What the pending stops still owe: the cash still to collect on this run. */
  cashToCollect: z.number(),
  stops: z.array(deliveryStopRow),
});
export type DeliveryRunDetail = z.infer<typeof deliveryRunDetail>;

/**
 * The list (`GET /api/delivery-runs`, the list grammar). A rider (a role with `delivery` and
 * not `order`) lists only their own runs; see canManageDeliveryRuns.
 */
export const deliveryRuns = defineResource({
  name: 'delivery-runs',
  label: 'Delivery run',
  titleField: 'id',
  access: { read: ['delivery', 'order'], write: ['delivery', 'order'] },
  fields: {
    id: { type: 'integer', label: 'Run', list: 'text', filter: 'equals', sort: 'header' },
    runDate: { type: 'date', label: 'Day', list: 'date', filter: 'dateRange', sort: true },
    riderId: { type: 'integer', label: 'Rider', filter: 'equals' },
    status: { type: 'string', values: DELIVERY_RUN_STATUSES, label: 'Status', list: 'tag', filter: 'select' },
    cashExpected: { type: 'number', label: 'Cash expected', list: 'money', sort: 'header' },
    cashHandedIn: { type: 'number', label: 'Cash handed in', list: 'money' },
    closedBy: { type: 'integer' },
    closedTimestamp: { type: 'timestamp', label: 'Closed', list: 'datetime' },
    ...AUDIT_FIELDS,
  },
  defaultSort: [
    { field: 'runDate', order: 'DESC' },
    { field: 'id', order: 'DESC' },
  ],
  pageSize: 10,
  create: deliveryRunCreate,
  update: deliveryRunAddOrders,
  row: deliveryRunRow,
  detail: deliveryRunDetail,
  savedMessage: DELIVERY_MESSAGES.created,
});

/** A staff account that may take runs out (its role has `delivery`), for the rider choosers. */
export const deliveryRiderRow = z.object({
  id: int,
  fullName: z.string(),
  mobileNumber: z.string().nullable(),
  /** Its open runs now. */
  openRuns: int,
});
export type DeliveryRiderRow = z.infer<typeof deliveryRiderRow>;

/** One proposed run of the suggestion. */
export const suggestedRunRow = z.object({
  riderId: int,
  riderName: z.string().nullable(),
  orderIds: z.array(int),
  pincodes: z.array(z.string()),
  stops: z.array(
    deliveryStopRow.omit({
      id: true,
      outcome: true,
      reason: true,
      amountCollected: true,
      outcomeTimestamp: true,
    }),
  ),
  cashToCollect: z.number(),
});
export type SuggestedRunRow = z.infer<typeof suggestedRunRow>;

/** `POST /api/delivery-runs/suggest`: runs to adjust before creating them; nothing is written. */
export const deliveryRunSuggestion = z.object({
  date: day,
  /** The day's Order Placed home deliveries placed before that day's cut-off, not in a run. */
  ordersCount: int,
  runs: z.array(suggestedRunRow),
  /** Orders beyond riders × maxStops: left for another run. */
  unassignedOrderIds: z.array(int),
});
export type DeliveryRunSuggestion = z.infer<typeof deliveryRunSuggestion>;

/** The report's period: India days, both included; at most MAX_REPORT_DAYS. */
export const deliveryReportQuery = z.object({
  from: isoDay('Please choose a valid from day').optional(),
  to: isoDay('Please choose a valid to day').optional(),
});
export const MAX_REPORT_DAYS = 366;

/** `GET /api/delivery-runs/report`. */
export const deliveryReport = z.object({
  from: day,
  to: day,
  /** Per rider: cash collected on open runs (not yet handed in), and the closed runs' sums. */
  riders: z.array(
    z.object({
      riderId: int,
      riderName: z.string().nullable(),
      runs: int,
      openRuns: int,
      /** Collected on the rider's open runs: cash with the rider now. */
      cashWithRider: z.number(),
      cashExpected: z.number(),
      cashHandedIn: z.number(),
      /** cashHandedIn less cashExpected over the closed runs (negative: short). */
      difference: z.number(),
    }),
  ),
  days: z.array(z.object({ day, runs: int, stops: int, delivered: int, notDelivered: int })),
  /** Of the orders first taken out in the period, how many were delivered on that first run. */
  firstAttempt: z.object({ orders: int, delivered: int, share: z.number().nullable() }),
  stopsPerRun: z.object({ runs: int, stops: int, average: z.number().nullable() }),
  totals: z.object({
    cashWithRiders: z.number(),
    cashExpected: z.number(),
    cashHandedIn: z.number(),
    difference: z.number(),
  }),
});
export type DeliveryReport = z.infer<typeof deliveryReport>;

/** Path parameters of a stop's calls. */
export const deliveryStopParams = z.object({ id: idPathParam, stopId: idPathParam });
/** Path parameters of taking an order out of a run. */
export const deliveryRunOrderParams = z.object({ id: idPathParam, orderId: idPathParam });
