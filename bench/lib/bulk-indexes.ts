import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';

export interface IndexDef {
  name: string;
  definition: string;
}

/**
 * The secondary indexes of these tables (not those behind a primary key or unique
 * constraint), as PostgreSQL would recreate them. Dropping them during a bulk load and
 * building each once afterwards is many times faster than updating them row by row.
 */
export async function secondaryIndexes(db: Db, tables: readonly string[]): Promise<IndexDef[]> {
  const result = await db.execute(sql`
    select i.indexname as name, i.indexdef as definition
    from pg_indexes i
    where i.schemaname = 'public'
      and i.tablename = any(${sql.param([...tables])}::text[])
      and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`);
  return (result as unknown as { rows: IndexDef[] }).rows;
}

export async function dropIndexes(db: Db, indexes: readonly IndexDef[]) {
  for (const index of indexes) await db.execute(sql.raw(`drop index if exists "${index.name}"`));
}

export async function createIndexes(db: Db, indexes: readonly IndexDef[], log: (line: string) => void) {
  for (const index of indexes) {
    const started = performance.now();
    await db.execute(sql.raw(index.definition));
    log(`  index ${index.name} (${((performance.now() - started) / 1000).toFixed(1)} s)`);
  }
}
