import type { OrderStatus } from '@mandi/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor, Tx } from '../../db/client';
import {
  admins,
  deliveryRuns,
  deliveryRunsStops,
  orders,
  ordersProducts,
  pincodes,
  products,
  productsVariations,
  users,
} from '../../db/schema';

export type StoredRun = typeof deliveryRuns.$inferSelect;
export type StoredStop = typeof deliveryRunsStops.$inferSelect;

const closer = alias(admins, 'closer');

/** Where an order goes: the shipping address when it has one, else the billing one. */
const deliveryAddress = sql`coalesce(${orders.shippingAddress}, ${orders.address})`;
const deliveryPincode = sql<string | null>`coalesce(${deliveryAddress}->>'pincode', ${pincodes.pincode})`;

/** The SQL of delivery runs and their stops; the rules are the services'. */
export const deliveryRunsRepository = {
  async find(db: Executor, id: number) {
    const [row] = await db
      .select({
        run: deliveryRuns,
        riderName: admins.fullName,
        riderMobile: admins.mobileNumber,
        closedByName: closer.fullName,
      })
      .from(deliveryRuns)
      .leftJoin(admins, eq(admins.id, deliveryRuns.riderId))
      .leftJoin(closer, eq(closer.id, deliveryRuns.closedBy))
      .where(eq(deliveryRuns.id, id));
    return row;
  },

  /** The run's row, locked for the rest of the transaction (every write to a run takes it first). */
  async lock(tx: Tx, id: number): Promise<StoredRun | undefined> {
    const [run] = await tx.select().from(deliveryRuns).where(eq(deliveryRuns.id, id)).for('update');
    return run;
  },

  async insert(tx: Tx, values: typeof deliveryRuns.$inferInsert): Promise<StoredRun> {
    const [run] = await tx.insert(deliveryRuns).values(values).returning();
    return run!;
  },

  async touch(tx: Tx, id: number, adminId: number) {
    await tx
      .update(deliveryRuns)
      .set({ updatedBy: adminId, updatedTimestamp: new Date() })
      .where(eq(deliveryRuns.id, id));
  },

  async close(
    tx: Tx,
    id: number,
    set: { cashExpected: number; cashHandedIn: number; closedBy: number },
  ): Promise<StoredRun> {
    const now = new Date();
    const [run] = await tx
      .update(deliveryRuns)
      .set({ ...set, status: 'closed', closedTimestamp: now, updatedBy: set.closedBy, updatedTimestamp: now })
      .where(eq(deliveryRuns.id, id))
      .returning();
    return run!;
  },

  /** The run's stops with what the sheet and screens show of each order, in position order. */
  stopsOf(db: Executor, runIds: readonly number[]) {
    return db
      .select({
        stop: deliveryRunsStops,
        orderReference: orders.orderReference,
        orderStatus: orders.status,
        paymentMethod: orders.paymentMethod,
        customerName: users.fullName,
        mobile: users.mobileNumber,
        address: sql<Record<string, string | null> | null>`${deliveryAddress}`,
        pincode: deliveryPincode,
        coordinates: orders.orderPlacedCoordinates,
        itemsCount: orders.totalQuantity,
        grandTotal: orders.grandTotal,
        amountReceived: orders.amountReceived,
        amountRefunded: orders.amountRefunded,
        returnedAmount: orders.returnedAmount,
      })
      .from(deliveryRunsStops)
      .innerJoin(orders, eq(orders.id, deliveryRunsStops.orderId))
      .leftJoin(users, eq(users.id, orders.userId))
      .leftJoin(pincodes, eq(pincodes.id, orders.pincodeId))
      .where(inArray(deliveryRunsStops.runId, [...runIds]))
      .orderBy(asc(deliveryRunsStops.runId), asc(deliveryRunsStops.position), asc(deliveryRunsStops.id));
  },

  /** Each run's figures from its stops (the list's columns), by run id. */
  figuresOf(db: Executor, runIds: readonly number[]) {
    if (runIds.length === 0) return Promise.resolve([]);
    return db
      .select({
        runId: deliveryRunsStops.runId,
        stopsCount: sql<number>`count(*)::int`,
        pendingCount: sql<number>`(count(*) filter (where ${deliveryRunsStops.outcome} = 'pending'))::int`,
        deliveredCount: sql<number>`(count(*) filter (where ${deliveryRunsStops.outcome} = 'delivered'))::int`,
        notDeliveredCount: sql<number>`(count(*) filter (where ${deliveryRunsStops.outcome} = 'not_delivered'))::int`,
        cashCollected: sql<number>`coalesce(sum(${deliveryRunsStops.amountCollected}), 0)`.mapWith(Number),
      })
      .from(deliveryRunsStops)
      .where(inArray(deliveryRunsStops.runId, [...runIds]))
      .groupBy(deliveryRunsStops.runId);
  },

  /** Each run's rider name and cash columns (the list's riderName and difference, whatever `fields` asked). */
  ridersOfRuns(db: Executor, runIds: readonly number[]) {
    if (runIds.length === 0) return Promise.resolve([]);
    return db
      .select({
        id: deliveryRuns.id,
        riderName: admins.fullName,
        cashExpected: deliveryRuns.cashExpected,
        cashHandedIn: deliveryRuns.cashHandedIn,
      })
      .from(deliveryRuns)
      .leftJoin(admins, eq(admins.id, deliveryRuns.riderId))
      .where(inArray(deliveryRuns.id, [...runIds]));
  },

  /** A rider's open runs, oldest day first. */
  async openRunsOf(db: Executor, riderId: number): Promise<number[]> {
    const rows = await db
      .select({ id: deliveryRuns.id })
      .from(deliveryRuns)
      .where(and(eq(deliveryRuns.riderId, riderId), eq(deliveryRuns.status, 'open')))
      .orderBy(asc(deliveryRuns.runDate), asc(deliveryRuns.id));
    return rows.map((row) => row.id);
  },

  /** These orders, locked in id order, with the open run each is pending in. */
  lockCandidates(tx: Tx, orderIds: readonly number[]) {
    return tx
      .select({
        id: orders.id,
        userId: orders.userId,
        status: orders.status,
        deliveryType: orders.deliveryType,
        updatedTimestamp: orders.updatedTimestamp,
        // Spelled out: a column inside a subquery would be printed without its table.
        pendingRunId: sql<number | null>`(select s.run_id from delivery_runs_stops s
          where s.order_id = "orders"."id" and s.outcome = 'pending' limit 1)`,
      })
      .from(orders)
      .where(inArray(orders.id, [...orderIds]))
      .orderBy(asc(orders.id))
      .for('update', { of: orders });
  },

  insertStops(tx: Tx, rows: (typeof deliveryRunsStops.$inferInsert)[]) {
    return tx.insert(deliveryRunsStops).values(rows).returning();
  },

  /** Where each stop of a run sits for the stops' placement (pincode, placed coordinates). */
  placesOf(tx: Tx, runId: number) {
    return tx
      .select({
        id: deliveryRunsStops.id,
        pincode: deliveryPincode,
        coordinates: orders.orderPlacedCoordinates,
      })
      .from(deliveryRunsStops)
      .innerJoin(orders, eq(orders.id, deliveryRunsStops.orderId))
      .leftJoin(pincodes, eq(pincodes.id, orders.pincodeId))
      .where(eq(deliveryRunsStops.runId, runId));
  },

  /** Writes the stops' positions (1, 2, ...) in the order given. */
  async setPositions(tx: Tx, stopIds: readonly number[]) {
    if (stopIds.length === 0) return;
    const ids = sql.join(
      stopIds.map((id) => sql`${id}::int`),
      sql`, `,
    );
    await tx.execute(sql`
      update ${deliveryRunsStops} set position = t.ord::int
      from unnest(array[${ids}]) with ordinality as t(id, ord)
      where ${deliveryRunsStops.id} = t.id`);
  },

  async stop(tx: Tx, runId: number, stopId: number): Promise<StoredStop | undefined> {
    const [stop] = await tx
      .select()
      .from(deliveryRunsStops)
      .where(and(eq(deliveryRunsStops.id, stopId), eq(deliveryRunsStops.runId, runId)))
      .for('update');
    return stop;
  },

  async stopOfOrder(tx: Tx, runId: number, orderId: number): Promise<StoredStop | undefined> {
    const [stop] = await tx
      .select()
      .from(deliveryRunsStops)
      .where(and(eq(deliveryRunsStops.runId, runId), eq(deliveryRunsStops.orderId, orderId)))
      .orderBy(asc(deliveryRunsStops.id))
      .for('update');
    return stop;
  },

  async setOutcome(
    tx: Tx,
    stopId: number,
    set: {
      outcome: 'delivered' | 'not_delivered';
      reason: string | null;
      amountCollected: number;
      updatedBy: number;
    },
  ): Promise<StoredStop> {
    const now = new Date();
    const [stop] = await tx
      .update(deliveryRunsStops)
      .set({ ...set, outcomeTimestamp: now, updatedTimestamp: now })
      .where(eq(deliveryRunsStops.id, stopId))
      .returning();
    return stop!;
  },

  async deleteStop(tx: Tx, stopId: number) {
    await tx.delete(deliveryRunsStops).where(eq(deliveryRunsStops.id, stopId));
  },

  /** The collected cash of a run's delivered stops, and how many stops are still out. */
  async cashAndPending(tx: Tx, runId: number) {
    const rows = await tx
      .select({ outcome: deliveryRunsStops.outcome, amountCollected: deliveryRunsStops.amountCollected })
      .from(deliveryRunsStops)
      .where(eq(deliveryRunsStops.runId, runId));
    return {
      collected: rows.filter((row) => row.outcome === 'delivered').map((row) => row.amountCollected),
      pending: rows.filter((row) => row.outcome === 'pending').length,
    };
  },

  /** An order's status now (after its own service moved it). */
  async orderStatus(db: Executor, orderId: number): Promise<OrderStatus | undefined> {
    const [row] = await db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
    return row?.status;
  },

  /** The run's pick list: every product and variation of its orders, summed (the pick list's shape). */
  pickRowsOf(db: Executor, runId: number) {
    return db
      .select({
        productName: products.name,
        variationName: productsVariations.name,
        sku: productsVariations.sku,
        quantity: sql<number>`sum(${ordersProducts.quantity})`.mapWith(Number),
        orders: sql<number>`count(distinct ${ordersProducts.orderId})`.mapWith(Number),
      })
      .from(deliveryRunsStops)
      .innerJoin(ordersProducts, eq(ordersProducts.orderId, deliveryRunsStops.orderId))
      .innerJoin(products, eq(products.id, ordersProducts.productId))
      .innerJoin(productsVariations, eq(productsVariations.id, ordersProducts.productsVariationId))
      .where(eq(deliveryRunsStops.runId, runId))
      .groupBy(products.name, productsVariations.id, productsVariations.name, productsVariations.sku)
      .orderBy(asc(products.name), asc(productsVariations.name), asc(productsVariations.id));
  },
};
