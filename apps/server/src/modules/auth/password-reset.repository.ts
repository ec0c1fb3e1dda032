import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { admins, passwordResets } from '../../db/schema';

/** The SQL of one-time password reset links. `hash` is the sha256 of the mailed secret. */
export function passwordResetRepository(db: Db) {
  const live = (hash: string) =>
    and(
      eq(passwordResets.hash, hash),
      isNull(passwordResets.usedTimestamp),
      gt(passwordResets.expiresTimestamp, new Date()),
    );

  return {
    async findEnabledAdmin(email: string) {
      const [row] = await db
        .select({ id: admins.id, fullName: admins.fullName, emailAddress: admins.emailAddress })
        .from(admins)
        .where(and(sql`lower(${admins.emailAddress}) = ${email.toLowerCase()}`, eq(admins.enabled, true)))
        .limit(1);
      return row;
    },

    async countCreatedSince(adminId: number, since: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(passwordResets)
        .where(and(eq(passwordResets.adminId, adminId), gt(passwordResets.createdTimestamp, since)));
      return row?.n ?? 0;
    },

    async create(values: { adminId: number; hash: string; expiresTimestamp: Date }) {
      await db.insert(passwordResets).values(values);
    },

    /** The admin a live (unused, unexpired) link belongs to. */
    async findLive(hash: string) {
      const [row] = await db
        .select({ adminId: admins.id, emailAddress: admins.emailAddress })
        .from(passwordResets)
        .innerJoin(admins, eq(admins.id, passwordResets.adminId))
        .where(live(hash))
        .limit(1);
      return row;
    },

    /** Marks a live link used and answers its admin; one statement, so a link works once. */
    async claim(hash: string): Promise<number | undefined> {
      const [row] = await db
        .update(passwordResets)
        .set({ usedTimestamp: new Date() })
        .where(live(hash))
        .returning({ adminId: passwordResets.adminId });
      return row?.adminId;
    },

    /** Every link of an admin not yet used stops working. */
    async cancelFor(adminId: number) {
      await db
        .update(passwordResets)
        .set({ usedTimestamp: new Date() })
        .where(and(eq(passwordResets.adminId, adminId), isNull(passwordResets.usedTimestamp)));
    },
  };
}
