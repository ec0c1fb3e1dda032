import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * Records every row inserted, updated or deleted in the test database (a row trigger on each
 * table writes to `fuzz_changes`), so the fuzz test can tell exactly which request changed
 * something. A write rolled back leaves no record, as it leaves no change.
 */
export async function installChangeLog(db: Db) {
  await db.execute(sql`create table fuzz_changes (table_name text not null, operation text not null)`);
  await db.execute(
    sql.raw(`create function fuzz_record_change() returns trigger language plpgsql as $$
      begin
        insert into fuzz_changes values (TG_TABLE_NAME, TG_OP);
        return null;
      end $$`),
  );
  const tables = await rows<{ name: string }>(
    db,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'fuzz_changes'`,
  );
  for (const { name } of tables) {
    await db.execute(
      sql.raw(`create trigger fuzz_change after insert or update or delete on "${name}"
               for each row execute function fuzz_record_change()`),
    );
  }
  return tables.length;
}

/** The tables changed since the last call, as `table:OPERATION` (and forget them). */
export async function takeChanges(db: Db): Promise<string[]> {
  const changed = await rows<{ table_name: string; operation: string }>(
    db,
    sql`delete from fuzz_changes returning table_name, operation`,
  );
  return [...new Set(changed.map((row) => `${row.table_name}:${row.operation}`))];
}

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
