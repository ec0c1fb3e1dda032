import { integer, numeric, timestamp } from 'drizzle-orm/pg-core';

/**
 * Column helpers shared by every table. Column names are written camelCase in TypeScript and
 * stored snake_case (drizzle `casing: 'snake_case'`).
 */
export const idColumn = () => integer().primaryKey().generatedByDefaultAsIdentity();

/** Money is numeric(12,2), read as a number. */
export const money = () => numeric({ precision: 12, scale: 2, mode: 'number' });

export const timestamptz = () => timestamp({ withTimezone: true, mode: 'date' });

export const auditColumns = () => ({
  createdTimestamp: timestamptz().notNull().defaultNow(),
  updatedTimestamp: timestamptz().notNull().defaultNow(),
  createdBy: integer(),
  updatedBy: integer(),
});
