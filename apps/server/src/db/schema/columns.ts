import { type SQL, sql } from 'drizzle-orm';
import { integer, numeric, type PgColumn, timestamp } from 'drizzle-orm/pg-core';

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

/**
 * The CHECK of an enumerated column, `column in ('a', 'b')`, from one of the domain's value
 * lists (packages/domain/src/enums.ts), so the database and the API accept the same values.
 */
export function oneOf(column: PgColumn, values: readonly string[]): SQL {
  const list = values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ');
  return sql`${column} in (${sql.raw(list)})`;
}
