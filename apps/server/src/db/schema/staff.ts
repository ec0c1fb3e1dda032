import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, timestamptz } from './columns';

export const adminsRoles = pgTable(
  'admins_roles',
  {
    id: idColumn(),
    enabled: boolean().notNull().default(true),
    name: text().notNull(),
    /** Route keys (see ROUTE_TREE in the domain package) of the screens this role opens. */
    routes: text().array().notNull().default(sql`'{}'::text[]`),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('admins_roles_name_unique').on(sql`lower(${t.name})`)],
);

export const admins = pgTable(
  'admins',
  {
    id: idColumn(),
    enabled: boolean().notNull().default(true),
    fullName: text().notNull(),
    emailAddress: text().notNull(),
    mobileNumber: text(),
    gender: text(),
    /** argon2id hash; never answered, never logged. */
    passwordHash: text().notNull(),
    avatar: text(),
    adminsRoleId: integer()
      .notNull()
      .references(() => adminsRoles.id),
    ...auditColumns(),
  },
  (t) => [uniqueIndex('admins_email_unique').on(sql`lower(${t.emailAddress})`), index().on(t.adminsRoleId)],
);

/** Sign-in tokens. Only a hash of the token is stored; logout revokes it for every instance. */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: idColumn(),
    adminId: integer()
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    createdTimestamp: timestamptz().notNull().defaultNow(),
    expiresTimestamp: timestamptz().notNull(),
    revokedTimestamp: timestamptz(),
    ip: text(),
    userAgent: text(),
  },
  (t) => [index().on(t.adminId)],
);

/** Every sign-in attempt, successful or not: the profile's activity and the login rate limit. */
export const adminsLogins = pgTable(
  'admins_logins',
  {
    id: idColumn(),
    adminId: integer().references(() => admins.id, { onDelete: 'set null' }),
    emailAddress: text().notNull(),
    ip: text(),
    userAgent: text(),
    success: boolean().notNull(),
    /** Why it failed, in words ('Wrong password'), or the event ('Logged out'). */
    reason: text(),
    createdTimestamp: timestamptz().notNull().defaultNow(),
  },
  (t) => [
    index().on(t.adminId, t.createdTimestamp),
    index('admins_logins_email_idx').on(sql`lower(${t.emailAddress})`, t.createdTimestamp),
    index().on(t.ip, t.createdTimestamp),
  ],
);

/** One-time password reset links (the reset-password page is keyed by `hash`). */
export const passwordResets = pgTable('password_resets', {
  id: idColumn(),
  adminId: integer()
    .notNull()
    .references(() => admins.id, { onDelete: 'cascade' }),
  hash: text().notNull().unique(),
  expiresTimestamp: timestamptz().notNull(),
  usedTimestamp: timestamptz(),
  createdTimestamp: timestamptz().notNull().defaultNow(),
});

/** Mail sent (or, with no SMTP configured, only kept here for a developer to read). */
export const mailOutbox = pgTable('mail_outbox', {
  id: idColumn(),
  to: text().notNull(),
  subject: text().notNull(),
  body: text().notNull(),
  sentTimestamp: timestamptz(),
  error: text(),
  createdTimestamp: timestamptz().notNull().defaultNow(),
});
