import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, money, oneOf, timestamptz } from './columns';
import { orders } from './orders';
import { admins } from './staff';

/** A run's life: open while its rider is out, closed once the cash is handed in. */
export const DELIVERY_RUN_STATUSES = ['open', 'closed'] as const;
/** What became of a stop: still to visit, handed over, or brought back. */
export const DELIVERY_STOP_OUTCOMES = ['pending', 'delivered', 'not_delivered'] as const;

/**
 * A delivery run (issue 30): the orders one rider takes out on a day. Closing it keeps the cash
 * the stops collected, the cash the rider handed in and who took it; a closed run cannot change.
 */
export const deliveryRuns = pgTable(
  'delivery_runs',
  {
    id: idColumn(),
    runDate: date({ mode: 'string' }).notNull(),
    riderId: integer()
      .notNull()
      .references(() => admins.id, { onDelete: 'restrict' }),
    status: text().notNull().default('open'),
    /** Sum of the stops' amountCollected, written when the run is closed. */
    cashExpected: money(),
    cashHandedIn: money(),
    closedBy: integer().references(() => admins.id, { onDelete: 'set null' }),
    closedTimestamp: timestamptz(),
    ...auditColumns(),
  },
  (t) => [
    index().on(t.runDate, t.id),
    index().on(t.riderId, t.runDate),
    index().on(t.status),
    check('delivery_runs_status_check', oneOf(t.status, DELIVERY_RUN_STATUSES)),
    check('delivery_runs_cash_check', sql`${t.cashHandedIn} is null or ${t.cashHandedIn} >= 0`),
  ],
);

/**
 * One order in a run, in the sheet's order. An order is pending in at most one run at a time
 * (the partial unique index); once delivered or brought back, the stop keeps what happened.
 */
export const deliveryRunsStops = pgTable(
  'delivery_runs_stops',
  {
    id: idColumn(),
    runId: integer()
      .notNull()
      .references(() => deliveryRuns.id, { onDelete: 'cascade' }),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    position: integer().notNull(),
    outcome: text().notNull().default('pending'),
    /** Why it was not delivered: not at home, refused, address not found. */
    reason: text(),
    /** Cash the rider took at the door (also recorded as the order's payment). */
    amountCollected: money().notNull().default(0),
    outcomeTimestamp: timestamptz(),
    ...auditColumns(),
  },
  (t) => [
    index().on(t.runId, t.position),
    index().on(t.orderId),
    uniqueIndex('delivery_runs_stops_pending_order_unique')
      .on(t.orderId)
      .where(sql`${t.outcome} = 'pending'`),
    check('delivery_runs_stops_outcome_check', oneOf(t.outcome, DELIVERY_STOP_OUTCOMES)),
    check('delivery_runs_stops_collected_check', sql`${t.amountCollected} >= 0`),
  ],
);
