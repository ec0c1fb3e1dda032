import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminsLogins } from '../../db/schema';

/** The SQL of the profile's activity: one admin's sign-ins and sign-outs, newest first. */
export function adminsLoginsRepository(db: Db) {
  return {
    async pageOf(adminId: number, page: { limit: number; offset: number }) {
      const where = eq(adminsLogins.adminId, adminId);
      const [rows, [total]] = await Promise.all([
        db
          .select({
            id: adminsLogins.id,
            adminId: adminsLogins.adminId,
            emailAddress: adminsLogins.emailAddress,
            ip: adminsLogins.ip,
            userAgent: adminsLogins.userAgent,
            success: adminsLogins.success,
            reason: adminsLogins.reason,
            createdTimestamp: adminsLogins.createdTimestamp,
          })
          .from(adminsLogins)
          .where(where)
          .orderBy(desc(adminsLogins.createdTimestamp), desc(adminsLogins.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ n: count() }).from(adminsLogins).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
