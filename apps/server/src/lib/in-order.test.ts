import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/harness';
import { overlaps } from '../../test/overlap-watch';
import { inOrder } from './in-order';

describe('reads inside a transaction', async () => {
  const { database } = await createTestApp();
  const db = database.db;
  type Read = () => PromiseLike<unknown>;
  const reads = (on: typeof db): [Read, Read, Read] => {
    const read = (n: number) => () =>
      on.execute(sql`select pg_sleep(0.05), ${n}::int as n, pg_backend_pid() as pid`);
    return [read(1), read(2), read(3)];
  };

  it.runIf(database.kind === 'postgres')('are caught when they overlap on the connection', async () => {
    const before = overlaps.length;
    await db.transaction((tx) => Promise.all(reads(tx).map((read) => read())));
    expect(overlaps.length).toBeGreaterThan(before);
    overlaps.splice(before);
  });

  it('run one after another through inOrder, and answer in order', async () => {
    const answers = await db.transaction((tx) => inOrder(tx, reads(tx)));
    expect(answers.map((answer) => (answer as { rows: Array<{ n: number }> }).rows[0]!.n)).toEqual([1, 2, 3]);
    expect(overlaps).toEqual([]);
  });

  it('run together on the pool, each on a connection of its own', async () => {
    const answers = await inOrder(db, reads(db));
    const pids = answers.map((answer) => (answer as { rows: Array<{ pid: number }> }).rows[0]!.pid);
    if (database.kind === 'postgres') expect(new Set(pids).size).toBeGreaterThan(1);
  });
});
