import { parseAppVersion } from '@mandi/domain';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client';
import {
  APP_VERSION_KEY,
  categories,
  cities,
  notificationDeliveries,
  notifications,
  pincodes,
  products,
  states,
  users,
} from '../../db/schema';
import { rowsOf } from '../../lib/jobs/job-queue';
import { rowExists } from '../../lib/row-checks';

export interface Audience {
  sendToAll?: boolean | null;
  countryId?: number | null;
  stateId?: number | null;
  cityId?: number | null;
  pincodeId?: number | null;
  /** Only customers whose last known phone is on this platform. */
  platform?: string | null;
  /** Only customers whose last known app is this version or older (notification-audience.ts). */
  appVersion?: string | null;
}

/**
 * The phone rules, as `deviceReached` (@mandi/domain) says them: a platform keeps its
 * customers, a version keeps customers on it or older (compared as numbers, on the key the
 * users' index holds); a customer with no known phone only passes when there is no rule.
 */
function deviceWhere(audience: Audience): SQL | undefined {
  const rules: SQL[] = [];
  if (audience.platform) rules.push(sql`u.platform = ${audience.platform}`);
  const version = parseAppVersion(audience.appVersion);
  if (audience.appVersion && !version) rules.push(sql`false`);
  if (version)
    rules.push(
      // Null (no known version) is never <=: those customers are left out.
      sql`${APP_VERSION_KEY(sql`u.app_version`)} <= ${sql.param(version)}::int[]`,
    );
  return rules.length > 0 ? sql.join(rules, sql` and `) : undefined;
}

/** The place rule: an address (through the customer's contacts) in the most precise place given. */
function placeWhere(audience: Audience): SQL | undefined {
  if (audience.sendToAll) return undefined;
  const [column, id] = audience.pincodeId
    ? ['pincode_id', audience.pincodeId]
    : audience.cityId
      ? ['city_id', audience.cityId]
      : audience.stateId
        ? ['state_id', audience.stateId]
        : audience.countryId
          ? ['country_id', audience.countryId]
          : [null, null];
  if (!column) return undefined;
  return sql`exists (
    select 1 from contacts c join addresses a on a.contact_id = c.id
    where c.user_id = u.id and a.${sql.raw(column)} = ${id})`;
}

/**
 * The customers a target reaches (users as `u`), the one rule for the eligible-user count and
 * the delivery (sent to all or to places): those with a push id (spec 02 §7), on the phone the
 * notification names (platform, app version or older), and, unless sent to all, with an
 * address in the most precise place given.
 */
export function audienceWhere(audience: Audience): SQL {
  const rules = [sql`u.push_id is not null and u.push_id <> ''`, deviceWhere(audience), placeWhere(audience)];
  return sql.join(
    rules.filter((rule): rule is SQL => rule !== undefined),
    sql` and `,
  );
}

/** A batch's outcomes: the deliveries sent, those failed with their reason, the dead tokens. */
export interface BatchOutcomes {
  sent: number[];
  failed: Array<{ id: number; reason: string }>;
  deadTokens: string[];
}

export interface DeliveryToSend {
  id: number;
  token: string;
  userId: number | null;
}

export const notificationsRepository = {
  async eligibleCount(db: Executor, audience: Audience): Promise<number> {
    const result = await db.execute(
      sql`select count(*)::int as count from users u where ${audienceWhere(audience)}`,
    );
    return rowsOf<{ count: number }>(result)[0]!.count;
  },

  /** The place of each given id, to check the target holds together. */
  async places(db: Executor, audience: Audience) {
    const state = audience.stateId
      ? (await db.select({ id: states.id }).from(states).where(eq(states.id, audience.stateId)))[0]
      : undefined;
    const city = audience.cityId
      ? (
          await db
            .select({ id: cities.id, stateId: cities.stateId })
            .from(cities)
            .where(eq(cities.id, audience.cityId))
        )[0]
      : undefined;
    const pincode = audience.pincodeId
      ? (
          await db
            .select({ id: pincodes.id, cityId: pincodes.cityId, stateId: pincodes.stateId })
            .from(pincodes)
            .where(eq(pincodes.id, audience.pincodeId))
        )[0]
      : undefined;
    return { state, city, pincode };
  },

  targetExists(db: Executor, table: 'categories' | 'products', id: number): Promise<boolean> {
    return rowExists(db, table === 'categories' ? categories : products, id);
  },

  async find(db: Executor, id: number) {
    const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
    return row;
  },

  /**
   * Addresses the notification to its audience, once: one delivery row per distinct token
   * (unique per notification and token), and the report's start. Answers false when another
   * instance had already started it.
   */
  async start(tx: Tx, notification: typeof notifications.$inferSelect, at: Date): Promise<boolean> {
    const [claimed] = await tx
      .update(notifications)
      .set({ sendStartedAt: at, deliveryState: 'sending' })
      .where(and(eq(notifications.id, notification.id), sql`${notifications.sendStartedAt} is null`))
      .returning({ id: notifications.id });
    if (!claimed) return false;
    await tx.execute(sql`
      insert into notification_deliveries (notification_id, user_id, token)
      select distinct on (u.push_id) ${notification.id}::int, u.id, u.push_id
      from users u where ${audienceWhere(notification)}
      order by u.push_id, u.id
      on conflict do nothing`);
    await tx.execute(sql`
      update notifications set targeted_count =
        (select count(*) from notification_deliveries where notification_id = ${notification.id})
      where id = ${notification.id}`);
    return true;
  },

  /**
   * Tokens an instance claimed, then died without reporting (its claim ran out): unknown, for
   * their send may have reached the phone. Never sent again by themselves (a token is never
   * sent twice unasked); a retry sends them again only when the staff ask for it.
   */
  async markUnknown(db: Db, notificationId: number, at: Date): Promise<boolean> {
    const rows = await db
      .update(notificationDeliveries)
      .set({ state: 'unknown', reason: null, claimedBy: null, claimedUntil: null })
      .where(
        and(
          eq(notificationDeliveries.notificationId, notificationId),
          eq(notificationDeliveries.state, 'sending'),
          sql`${notificationDeliveries.claimedUntil} < ${at.toISOString()}::timestamptz`,
        ),
      )
      .returning({ id: notificationDeliveries.id });
    return rows.length > 0;
  },

  /**
   * Claims up to `limit` pending tokens for this worker; SKIP LOCKED: two workers never share
   * one. In a transaction (the outbox's), the claim is undone with it.
   */
  async claim(db: Executor, notificationId: number, limit: number, workerId: string, until: Date) {
    const result = await db.execute(sql`
      update notification_deliveries set state = 'sending', claimed_by = ${workerId},
        claimed_until = ${until.toISOString()}::timestamptz, attempts = attempts + 1
      where id in (
        select id from notification_deliveries
        where notification_id = ${notificationId} and state = 'pending'
        order by id limit ${limit}
        for update skip locked)
        and state = 'pending'
      returning id, token, user_id as "userId"`);
    return rowsOf<{ id: number | string; token: string; userId: number | null }>(result).map((row) => ({
      ...row,
      id: Number(row.id),
    })) as DeliveryToSend[];
  },

  /** Holds this worker's claimed tokens longer (while their sends are in flight). */
  async extendClaim(db: Db, notificationId: number, workerId: string, until: Date) {
    await db
      .update(notificationDeliveries)
      .set({ claimedUntil: until })
      .where(
        and(
          eq(notificationDeliveries.notificationId, notificationId),
          eq(notificationDeliveries.state, 'sending'),
          eq(notificationDeliveries.claimedBy, workerId),
        ),
      );
  },

  /**
   * Writes a batch's outcomes (only rows this worker still holds), moves the report's figures
   * by what was written (one row update, not a recount), and clears dead tokens. In the
   * caller's transaction: the outbox's messages are written in the same one.
   */
  async record(tx: Tx, notificationId: number, workerId: string, at: Date, outcomes: BatchOutcomes) {
    const { sent, failed, deadTokens } = outcomes;
    let sentCount = 0;
    if (sent.length > 0)
      sentCount = (
        await tx
          .update(notificationDeliveries)
          .set({ state: 'sent', sentAt: at, claimedBy: null, claimedUntil: null, reason: null })
          .where(
            and(inArray(notificationDeliveries.id, sent), eq(notificationDeliveries.claimedBy, workerId)),
          )
          .returning({ id: notificationDeliveries.id })
      ).length;
    const byReason = new Map<string, number[]>();
    for (const { id, reason } of failed) byReason.set(reason, [...(byReason.get(reason) ?? []), id]);
    const reasons: Record<string, number> = {};
    for (const [reason, ids] of byReason) {
      const written = await tx
        .update(notificationDeliveries)
        .set({ state: 'failed', reason, claimedBy: null, claimedUntil: null })
        .where(and(inArray(notificationDeliveries.id, ids), eq(notificationDeliveries.claimedBy, workerId)))
        .returning({ id: notificationDeliveries.id });
      if (written.length > 0) reasons[reason] = written.length;
    }
    const failedCount = Object.values(reasons).reduce((sum, n) => sum + n, 0);
    if (sentCount > 0 || failedCount > 0)
      await tx.execute(sql`
        update notifications set sent_count = sent_count + ${sentCount}, failed_count = failed_count + ${failedCount},
          failure_reasons = (
            select coalesce(jsonb_object_agg(key, total), '{}'::jsonb) from (
              select key, sum(value::int) as total from (
                select * from jsonb_each_text(failure_reasons)
                union all select * from jsonb_each_text(${JSON.stringify(reasons)}::jsonb)) parts
              group by key) sums)
        where id = ${notificationId}`);
    // A token FCM calls UNREGISTERED is dead: the customer's phone gets a new one on next sign-in.
    if (deadTokens.length > 0)
      await tx.update(users).set({ pushId: null }).where(inArray(users.pushId, deadTokens));
  },

  /** Tokens still pending or held: none means the notification is done. */
  async open(db: Db, notificationId: number) {
    const result = await db.execute(sql`
      select count(*) filter (where state = 'pending')::int as pending,
             count(*) filter (where state = 'sending')::int as sending,
             min(claimed_until) filter (where state = 'sending') as "heldUntil"
      from notification_deliveries where notification_id = ${notificationId}`);
    const row = rowsOf<{ pending: number; sending: number; heldUntil: string | Date | null }>(result)[0]!;
    return { ...row, heldUntil: row.heldUntil ? new Date(row.heldUntil) : null };
  },

  /** The report's figures, counted from the delivery rows; finished when nothing is open. */
  async refreshReport(db: Executor, notificationId: number, finishedAt: Date | null) {
    await db.execute(sql`
      update notifications n set
        sent_count = f.sent, failed_count = f.failed, unknown_count = f.unknown, failure_reasons = f.reasons,
        send_finished_at = coalesce(${finishedAt?.toISOString() ?? null}::timestamptz, n.send_finished_at),
        delivery_state = case when ${finishedAt?.toISOString() ?? null}::timestamptz is null then n.delivery_state else 'sent' end
      from (
        select count(*) filter (where state = 'sent')::int as sent,
               count(*) filter (where state = 'failed')::int as failed,
               count(*) filter (where state = 'unknown')::int as unknown,
               coalesce((select jsonb_object_agg(reason, c) from (
                 select reason, count(*)::int as c from notification_deliveries
                 where notification_id = ${notificationId} and state = 'failed' group by reason) r), '{}'::jsonb) as reasons
        from notification_deliveries where notification_id = ${notificationId}
      ) f
      where n.id = ${notificationId}`);
  },

  /**
   * Failed tokens back to pending for a retry (not the dead ones), and the unknown ones only
   * when asked (they may get it twice); answers how many.
   */
  async resetForRetry(tx: Tx, notificationId: number, includeUnknown: boolean): Promise<number> {
    const failed = and(
      eq(notificationDeliveries.state, 'failed'),
      sql`${notificationDeliveries.reason} is distinct from 'UNREGISTERED'`,
    );
    const rows = await tx
      .update(notificationDeliveries)
      .set({ state: 'pending', reason: null })
      .where(
        and(
          eq(notificationDeliveries.notificationId, notificationId),
          includeUnknown ? or(failed, eq(notificationDeliveries.state, 'unknown')) : failed,
        ),
      )
      .returning({ id: notificationDeliveries.id });
    return rows.length;
  },
};
