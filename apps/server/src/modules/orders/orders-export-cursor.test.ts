import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { poolOf, runArrays } from '../../lib/list/statement';
import { cursorRows } from './orders-export-cursor';

// The cursor needs a pool of PostgreSQL connections; the embedded database reads in batches.
describe.skipIf(!process.env.DATABASE_URL)('the order export cursor', async () => {
  const { database } = await createTestApp();
  const db = database.db;
  const pool = poolOf(db)!;
  const numbers = sql`select g from generate_series(1, 4500) g order by g`;

  /** Every connection back in the pool, none left inside a transaction. */
  async function expectConnectionsBack() {
    await expect.poll(() => pool.idleCount).toBe(pool.totalCount);
    const [[stuck]] = (await runArrays(
      db,
      sql`select count(*)::int from pg_stat_activity where datname = current_database() and state like 'idle in transaction%'`,
    )) as [[number]];
    expect(stuck).toBe(0);
  }

  it('reads every row in order across its fetches, then gives the connection back', async () => {
    const read: number[] = [];
    const cursor = cursorRows(db, pool, numbers);
    for await (const batch of cursor.rows) for (const [value] of batch) read.push(value as number);
    expect(read).toEqual(Array.from({ length: 4500 }, (_, i) => i + 1));
    await expectConnectionsBack();
  });

  it('gives the connection back when abandoned midway or never read', async () => {
    const abandoned = cursorRows(db, pool, numbers);
    for await (const batch of abandoned.rows) {
      expect(batch[0]).toEqual([1]);
      break;
    }
    await expectConnectionsBack();
    const unread = cursorRows(db, pool, numbers);
    unread.close();
    await expectConnectionsBack();
  });

  it('fails a read of a statement PostgreSQL refuses, and gives the connection back', async () => {
    const refused = cursorRows(db, pool, sql`select 1 / (g - 3) from generate_series(1, 5) g`);
    await expect(async () => {
      for await (const _ of refused.rows) {
        // reading
      }
    }).rejects.toThrow(/division by zero/);
    await expectConnectionsBack();
  });
});
