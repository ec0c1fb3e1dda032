import { randomBytes } from 'node:crypto';
import { indiaDay, sequenceStops } from '@mandi/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/password';
import type { Tx } from '../client';
import { admins, adminsRoles, deliveryRuns, deliveryRunsStops, orders } from '../schema';

const DAY = 86_400_000;

/** Orders of a status going to a home, newest placed first (no random draws: the rest stays as it is). */
function homeDeliveries(
  tx: Tx,
  status: 'Order Delivered' | 'Out for Delivery' | 'Order Placed',
  count: number,
) {
  return tx
    .select({
      id: orders.id,
      amountReceived: orders.amountReceived,
      paymentMethod: orders.paymentMethod,
      pincode: sql<string | null>`coalesce(${orders.shippingAddress}, ${orders.address})->>'pincode'`,
      coordinates: orders.orderPlacedCoordinates,
    })
    .from(orders)
    .where(and(eq(orders.status, status), eq(orders.deliveryType, 'Home Delivery')))
    .orderBy(desc(orders.orderTimestamp), desc(orders.id))
    .limit(count);
}

/** The rider of the demo: a role with only Delivery runs, and Ravi Kumar in it (cannot sign in). */
async function seedRider(tx: Tx): Promise<number> {
  const [role] = await tx
    .insert(adminsRoles)
    .values({ name: 'Rider', routes: ['delivery'] })
    .returning();
  const [ravi] = await tx
    .insert(admins)
    .values({
      fullName: 'Ravi Kumar',
      emailAddress: 'ravi.kumar@staff.mandi.local',
      mobileNumber: '9876501234',
      gender: 'male',
      passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
      adminsRoleId: role!.id,
    })
    .returning();
  // The coordinator dispatches the runs: the screen joins the orders in the role's menu.
  await tx
    .update(adminsRoles)
    .set({ routes: sql`array_append(${adminsRoles.routes}, 'delivery')` })
    .where(eq(adminsRoles.name, 'Delivery coordinator'));
  return ravi!.id;
}

/**
 * Delivery runs for the screens (issue 30), appended after everything else and drawing nothing
 * from the seed's random sequence: yesterday's run by the coordinator, closed ₹20 short (five
 * delivered orders, one brought back not at home), and today's open run of Ravi Kumar with the
 * orders now Out for Delivery. Only existing orders in fitting statuses are used, so the order
 * counts and rollups stay as they are.
 */
export async function seedDeliveryRuns(tx: Tx, coordinatorId: number, now: Date): Promise<void> {
  const riderId = await seedRider(tx);
  const yesterday = indiaDay(now.getTime() - DAY);
  const closedAt = new Date(now.getTime() - DAY + 2 * 3600_000);
  const delivered = await homeDeliveries(tx, 'Order Delivered', 5);
  const [away] = await homeDeliveries(tx, 'Order Placed', 1);
  const collected = delivered.map((order) => (order.paymentMethod === 'cod' ? order.amountReceived : 0));
  const expected = collected.reduce((sum, amount) => sum + Math.round(amount * 100), 0) / 100;
  const [closed] = await tx
    .insert(deliveryRuns)
    .values({
      runDate: yesterday,
      riderId: coordinatorId,
      status: 'closed',
      cashExpected: expected,
      cashHandedIn: Math.max(0, expected - 20),
      closedBy: coordinatorId,
      closedTimestamp: closedAt,
      createdBy: coordinatorId,
      updatedBy: coordinatorId,
    })
    .returning();
  const stops = delivered.map((order, i) => ({
    runId: closed!.id,
    orderId: order.id,
    position: i + 1,
    outcome: 'delivered',
    amountCollected: collected[i]!,
    outcomeTimestamp: closedAt,
  }));
  if (away) {
    stops.push({
      runId: closed!.id,
      orderId: away.id,
      position: stops.length + 1,
      outcome: 'not_delivered',
      amountCollected: 0,
      outcomeTimestamp: closedAt,
    });
  }
  if (stops.length > 0)
    await tx
      .insert(deliveryRunsStops)
      .values(
        stops.map((stop) => ({ ...stop, reason: stop.outcome === 'not_delivered' ? 'not at home' : null })),
      );

  // The sheet's order: by pincode, then the walk within one.
  const out = sequenceStops(
    (await homeDeliveries(tx, 'Out for Delivery', 6)).map((order) => ({
      ...order,
      coordinates: order.coordinates ?? null,
    })),
  );
  if (out.length === 0) return;
  const [open] = await tx
    .insert(deliveryRuns)
    .values({
      runDate: indiaDay(now),
      riderId,
      status: 'open',
      createdBy: coordinatorId,
      updatedBy: coordinatorId,
    })
    .returning();
  await tx.insert(deliveryRunsStops).values(
    out.map((order, i) => ({
      runId: open!.id,
      orderId: order.id,
      position: i + 1,
      createdBy: coordinatorId,
    })),
  );
}
