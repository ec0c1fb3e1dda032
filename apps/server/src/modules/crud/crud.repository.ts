import { and, eq, getTableName, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor, Tx } from '../../db/client';
import { anyRow, nameTakenIn, type TableWithId, takenElsewhere } from '../../lib/row-checks';
import { lockUnique } from '../../lib/unique-lock';

type Row = Record<string, unknown>;

/** The only SQL of the generic CRUD module: one row by id, insert, update, delete. */
export function crudRepository(table: PgTable) {
  const columns = table as unknown as Record<string, PgColumn>;
  const idColumn = columns.id!;
  const withId = table as TableWithId;

  return {
    async findById(db: Executor, id: number): Promise<Row | undefined> {
      const [row] = await db.select().from(table).where(eq(idColumn, id)).limit(1);
      return row as Row | undefined;
    },

    async insert(db: Executor, values: Row): Promise<Row> {
      const [row] = await db.insert(table).values(values).returning();
      return row as Row;
    },

    async update(db: Executor, id: number, values: Row): Promise<Row | undefined> {
      const [row] = await db.update(table).set(values).where(eq(idColumn, id)).returning();
      return row as Row | undefined;
    },

    async remove(db: Executor, id: number): Promise<boolean> {
      const rows = await db.delete(table).where(eq(idColumn, id)).returning({ id: idColumn });
      return rows.length > 0;
    },

    /** Does any row still name this URL in one of these columns? */
    names(db: Executor, fields: readonly string[], url: string): Promise<boolean> {
      return anyRow(db, table, or(...fields.map((field) => eq(columns[field]!, url))));
    },

    /** Other writers of this value in this column wait for this transaction (see lockUnique). */
    lockValue(tx: Tx, field: string, value: unknown): Promise<void> {
      return lockUnique(tx, `${getTableName(table)}.${field}`, value);
    },

    /** Is `value` already taken in `field` (case-insensitive for text), by a row other than exceptId? */
    isTaken(
      db: Executor,
      field: string,
      value: unknown,
      exceptId?: number,
      scope: SQL[] = [],
    ): Promise<boolean> {
      const column = columns[field];
      if (!column) throw new Error(`unknown column ${field}`);
      const options = { scope: and(...scope), exceptId };
      return typeof value === 'string'
        ? nameTakenIn(db, withId, column, value, options)
        : takenElsewhere(db, withId, eq(column, value), options);
    },
  };
}

export type CrudRepository = ReturnType<typeof crudRepository>;
