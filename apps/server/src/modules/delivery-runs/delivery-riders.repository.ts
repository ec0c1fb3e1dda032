import { SUPERADMIN } from '@mandi/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { admins, adminsRoles, deliveryRuns } from '../../db/schema';

/** A rider: an enabled staff account whose enabled role has `delivery`, or a superadmin. */
const canRide = sql`${admins.enabled} and ${adminsRoles.enabled} and ('delivery' = any(${adminsRoles.routes}) or ${adminsRoles.name} = ${SUPERADMIN})`;

const openRuns = sql<number>`(select count(*)::int from ${deliveryRuns}
  where ${deliveryRuns.riderId} = ${admins.id} and ${deliveryRuns.status} = 'open')`;

/** The staff who can take runs out. */
export const ridersRepository = {
  list(db: Executor) {
    return db
      .select({
        id: admins.id,
        fullName: admins.fullName,
        mobileNumber: admins.mobileNumber,
        openRuns,
      })
      .from(admins)
      .innerJoin(adminsRoles, eq(adminsRoles.id, admins.adminsRoleId))
      .where(canRide)
      .orderBy(asc(admins.fullName), asc(admins.id));
  },

  /** Those of these ids who can ride, with their names. */
  ridersAmong(db: Executor, ids: readonly number[]) {
    return db
      .select({ id: admins.id, fullName: admins.fullName })
      .from(admins)
      .innerJoin(adminsRoles, eq(adminsRoles.id, admins.adminsRoleId))
      .where(and(inArray(admins.id, [...ids]), canRide));
  },
};
