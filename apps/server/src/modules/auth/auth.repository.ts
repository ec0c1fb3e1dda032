import { and, desc, eq, gt, inArray, isNull, lt, max, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { adminSessions, admins, adminsLogins, adminsRoles } from '../../db/schema';
import { COUNTED_FAILURES, LOGIN_REASON, type LoginReason } from './login-reasons';

export interface AttemptMeta {
  ip: string | null;
  userAgent: string | null;
}

const byEmail = (email: string): SQL => sql`lower(${adminsLogins.emailAddress}) = ${email.toLowerCase()}`;
/** Attempts without an address (none come through HTTP) count together. */
const byIp = (ip: string | null): SQL => (ip === null ? isNull(adminsLogins.ip) : eq(adminsLogins.ip, ip));

/** An admin as sign-in reads them, and their password. */
function adminQueries(db: Db) {
  return {
    async findAdminByEmail(email: string) {
      const [row] = await db
        .select({
          id: admins.id,
          enabled: admins.enabled,
          fullName: admins.fullName,
          emailAddress: admins.emailAddress,
          avatar: admins.avatar,
          passwordHash: admins.passwordHash,
          adminsRoleId: admins.adminsRoleId,
          roleName: adminsRoles.name,
          roleEnabled: adminsRoles.enabled,
          routes: adminsRoles.routes,
        })
        .from(admins)
        .innerJoin(adminsRoles, eq(adminsRoles.id, admins.adminsRoleId))
        .where(sql`lower(${admins.emailAddress}) = ${email.toLowerCase()}`)
        .limit(1);
      return row;
    },

    async findPasswordHash(adminId: number) {
      const [row] = await db
        .select({ passwordHash: admins.passwordHash })
        .from(admins)
        .where(eq(admins.id, adminId));
      return row?.passwordHash;
    },

    async setPassword(adminId: number, passwordHash: string, updatedBy: number | null) {
      await db
        .update(admins)
        .set({ passwordHash, updatedBy, updatedTimestamp: new Date() })
        .where(eq(admins.id, adminId));
    },
  };
}

/** Sessions: created, dropped once expired, revoked one by one or all at once. */
function sessionQueries(db: Db) {
  return {
    async createSession(
      values: { adminId: number; tokenHash: string; expiresTimestamp: Date } & AttemptMeta,
    ) {
      const [row] = await db.insert(adminSessions).values(values).returning({ id: adminSessions.id });
      return row!.id;
    },

    /** Sessions that can no longer be used are kept until they expire, then dropped. */
    async deleteExpiredSessions(adminId: number) {
      await db
        .delete(adminSessions)
        .where(and(eq(adminSessions.adminId, adminId), lt(adminSessions.expiresTimestamp, new Date())));
    },

    async revokeSession(sessionId: number) {
      await db
        .update(adminSessions)
        .set({ revokedTimestamp: new Date() })
        .where(and(eq(adminSessions.id, sessionId), isNull(adminSessions.revokedTimestamp)));
    },

    /** Ends every live session of an admin, except `keepSessionId` when given. */
    async revokeSessionsOf(adminId: number, keepSessionId?: number) {
      await db
        .update(adminSessions)
        .set({ revokedTimestamp: new Date() })
        .where(
          and(
            eq(adminSessions.adminId, adminId),
            isNull(adminSessions.revokedTimestamp),
            keepSessionId === undefined ? undefined : ne(adminSessions.id, keepSessionId),
          ),
        );
    },
  };
}

/** The admins_logins record of each sign-in and account event. */
function attemptRecords(db: Db) {
  return {
    /** Records a sign-in before it is checked, so parallel attempts see each other. */
    async startAttempt(emailAddress: string, meta: AttemptMeta) {
      const [row] = await db
        .insert(adminsLogins)
        .values({ emailAddress, ...meta, success: false, reason: LOGIN_REASON.checking })
        .returning({ id: adminsLogins.id });
      return row!.id;
    },

    async finishAttempt(
      id: number,
      outcome: { adminId: number | null; success: boolean; reason: LoginReason },
    ) {
      await db.update(adminsLogins).set(outcome).where(eq(adminsLogins.id, id));
    },

    async recordEvent(
      values: { adminId: number; emailAddress: string; success: boolean; reason: LoginReason } & AttemptMeta,
    ) {
      await db.insert(adminsLogins).values(values);
    },
  };
}

/** What the sign-in limits count: failures since the last reset, known addresses. */
function loginLimitQueries(db: Db) {
  return {
    /**
     * When the counts of this account-and-address last started afresh, if ever: its last
     * sign-in from the address, or the account's last password reset from anywhere.
     */
    async lastLimitReset(email: string, ip: string | null): Promise<Date | null> {
      const [row] = await db
        .select({ at: max(adminsLogins.createdTimestamp) })
        .from(adminsLogins)
        .where(
          and(
            byEmail(email),
            eq(adminsLogins.success, true),
            or(
              and(eq(adminsLogins.reason, LOGIN_REASON.signedIn), byIp(ip)),
              eq(adminsLogins.reason, LOGIN_REASON.passwordReset),
            ),
          ),
        );
      return row?.at ?? null;
    },

    /** Whether the admin signed in from this address since `since`: a known address. */
    async signedInFrom(adminId: number, ip: string | null, since: Date): Promise<boolean> {
      const rows = await db
        .select({ id: adminsLogins.id })
        .from(adminsLogins)
        .where(
          and(
            eq(adminsLogins.adminId, adminId),
            eq(adminsLogins.success, true),
            eq(adminsLogins.reason, LOGIN_REASON.signedIn),
            byIp(ip),
            gt(adminsLogins.createdTimestamp, since),
          ),
        )
        .limit(1);
      return rows.length > 0;
    },

    /**
     * Times of the counted failed sign-ins from an address (of an account, when `email` is
     * given) since `since`, newest first, at most `limit` of them, leaving out the attempt
     * being checked.
     */
    async recentFailures(
      key: { ip: string | null; email?: string },
      since: Date,
      limit: number,
      exceptAttemptId: number,
    ): Promise<Date[]> {
      const rows = await db
        .select({ at: adminsLogins.createdTimestamp })
        .from(adminsLogins)
        .where(
          and(
            byIp(key.ip),
            key.email === undefined ? undefined : byEmail(key.email),
            eq(adminsLogins.success, false),
            inArray(adminsLogins.reason, COUNTED_FAILURES),
            gt(adminsLogins.createdTimestamp, since),
            ne(adminsLogins.id, exceptAttemptId),
          ),
        )
        .orderBy(desc(adminsLogins.createdTimestamp))
        .limit(limit);
      return rows.map((row) => row.at);
    },
  };
}

/** The SQL of sign-in, sessions and the admins_logins record. Works on a transaction too. */
export function authRepository(db: Db) {
  return { ...adminQueries(db), ...sessionQueries(db), ...attemptRecords(db), ...loginLimitQueries(db) };
}

export type AuthRepository = ReturnType<typeof authRepository>;
