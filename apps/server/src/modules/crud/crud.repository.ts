import { and, eq, getTableName, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor, Tx } from '../../db/client';
import { lockUnique } from '../../lib/unique-lock';

type Row = Record<string, unknown>;

/** The only SQL of the generic CRUD module: one row by id, insert, update, delete. */
export function crudRepository(table: PgTable) {
  const columns = table as unknown as Record<string, PgColumn>;
  const idColumn = columns.id!;

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
    async names(db: Executor, fields: readonly string[], url: string): Promise<boolean> {
      const rows = await db
        .select({ id: idColumn })
        .from(table)
        .where(or(...fields.map((field) => eq(columns[field]!, url))))
        .limit(1);
      return rows.length > 0;
    },

    /** Other writers of this value in this column wait for this transaction (see lockUnique). */
    lockValue(tx: Tx, field: string, value: unknown): Promise<void> {
      return lockUnique(tx, `${getTableName(table)}.${field}`, value);
    },

    /** Is `value` already taken in `field` (case-insensitive for text), by a row other than exceptId? */
    async isTaken(
      db: Executor,
      field: string,
      value: unknown,
      exceptId?: number,
      scope: SQL[] = [],
    ): Promise<boolean> {
      const column = columns[field];
      if (!column) throw new Error(`unknown column ${field}`);
      const match = typeof value === 'string' ? sql`lower(${column}) = lower(${value})` : eq(column, value);
      const conditions = [match, ...scope];
      if (exceptId !== undefined) conditions.push(ne(idColumn, exceptId));
      const rows = await db
        .select({ id: idColumn })
        .from(table)
        .where(and(...conditions))
        .limit(1);
      return rows.length > 0;
    },
  };
}

export type CrudRepository = ReturnType<typeof crudRepository>;
