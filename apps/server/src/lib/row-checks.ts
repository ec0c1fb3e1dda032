import { and, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';

/** A table with an `id` column, as every table of the store has. */
export type TableWithId = PgTable & { id: PgColumn };

/** Does any row of `table` match `where`? One probe: the first match ends it. */
export async function anyRow(db: Executor, table: PgTable, where: SQL | undefined): Promise<boolean> {
  const rows = await db.select({ one: sql`1` }).from(table).where(where).limit(1);
  return rows.length > 0;
}

/** Is there a row of `table` with this id (the row a request names, before it is linked)? */
export function rowExists(db: Executor, table: TableWithId, id: number): Promise<boolean> {
  return anyRow(db, table, eq(table.id, id));
}

/** Where a value is checked for being taken: within `scope` (a parent), other than the row `exceptId`. */
export interface TakenOptions {
  scope?: SQL;
  exceptId?: number;
}

/** Does a row other than `exceptId` (within `scope`) match `match`? A unique value's check. */
export function takenElsewhere(
  db: Executor,
  table: TableWithId,
  match: SQL,
  { scope, exceptId }: TakenOptions = {},
): Promise<boolean> {
  return anyRow(db, table, and(match, scope, exceptId === undefined ? undefined : ne(table.id, exceptId)));
}

/**
 * Is `name` in `column` already, in any case ("Atta" takes "ATTA"), within `scope`, on a row
 * other than `exceptId`? Names, codes and emails are unique regardless of case.
 */
export function nameTakenIn(
  db: Executor,
  table: TableWithId,
  column: PgColumn,
  name: string,
  options: TakenOptions = {},
): Promise<boolean> {
  return takenElsewhere(db, table, sql`lower(${column}) = lower(${name})`, options);
}
