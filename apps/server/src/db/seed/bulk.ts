import { getTableColumns, getTableName, type SQL, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../client';

/** Rows per statement. */
const CHUNK = 500;
/** From this many rows of the same shape, rows travel as one JSON parameter. */
const JSON_FROM = 50;

type Row = Record<string, unknown>;

const keysOf = (row: Row) =>
  Object.keys(row)
    .filter((key) => row[key] !== undefined)
    .sort();

/**
 * Large uniform batches go as one jsonb parameter (jsonb_populate_recordset against the
 * table's row type): PGlite binds thousands of separate parameters slowly, and a row that
 * leaves a column out must get its default, which only a uniform batch guarantees.
 */
function jsonInsert(table: PgTable, rows: Row[], returning: boolean): SQL | null {
  if (rows.length < JSON_FROM) return null;
  const keys = keysOf(rows[0]!);
  const shape = keys.join(',');
  if (!rows.every((row) => keysOf(row).join(',') === shape)) return null;
  const columns = getTableColumns(table) as Record<string, { name: string; keyAsName: boolean }>;
  const names = keys.map((key) => {
    const column = columns[key];
    if (!column) throw new Error(`${getTableName(table)} has no column ${key}`);
    return column.keyAsName ? toSnakeCase(key) : column.name;
  });
  const list = sql.join(
    names.map((name) => sql.identifier(name)),
    sql`, `,
  );
  const payload = JSON.stringify(
    rows.map((row) => Object.fromEntries(keys.map((key, i) => [names[i], row[key]]))),
  );
  const name = sql.identifier(getTableName(table));
  return sql`insert into ${name} (${list})
    select ${list} from jsonb_populate_recordset(null::${name}, ${payload}::jsonb) with ordinality as r
    order by r.ordinality ${returning ? sql`returning id` : sql``}`;
}

/**
 * Multi-row inserts in chunks; answers the new ids in the order of `rows` (PostgreSQL returns
 * a multi-row INSERT's rows in the order it inserted them).
 */
export async function insertAll<T extends PgTable & { id: unknown }>(
  tx: Tx,
  table: T,
  rows: T['$inferInsert'][],
): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK) as Row[];
    const statement = jsonInsert(table, chunk, true);
    const inserted = statement
      ? ((await tx.execute(statement)) as unknown as { rows: { id: number }[] }).rows
      : ((await tx
          .insert(table)
          .values(chunk as never)
          .returning({ id: table.id as never })) as { id: number }[]);
    ids.push(...inserted.map((row) => Number(row.id)));
  }
  return ids;
}

/** The same for link tables without an id. */
export async function insertLinks<T extends PgTable>(tx: Tx, table: T, rows: T['$inferInsert'][]) {
  for (let start = 0; start < rows.length; start += CHUNK) {
    const chunk = rows.slice(start, start + CHUNK) as Row[];
    const statement = jsonInsert(table, chunk, false);
    if (statement) await tx.execute(statement);
    else await tx.insert(table).values(chunk as never);
  }
}
