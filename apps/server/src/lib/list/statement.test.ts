import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { embeddedClient } from '../../db/client';
import { runCompiledArrays } from './statement';

const { database } = await createTestApp();
const { db } = database;

/** The same statement as Drizzle runs it, rows as arrays: what the lists read before. */
function throughDrizzle(text: string, params: unknown[]): Promise<unknown[][]> {
  const asArrays = (rows: unknown[][]) => rows;
  const prepared = db._.session.prepareQuery(
    { sql: text, params },
    undefined,
    undefined,
    true,
    asArrays as never,
  );
  return prepared.execute() as Promise<unknown[][]>;
}

// Every type the schema stores, and the ones Drizzle keeps as text (with their arrays).
const EVERY_TYPE = `select $1::timestamptz, $2::timestamptz, '2026-11-24'::date, '2026-11-24 10:00'::timestamp,
  '1 day 02:00'::interval, array['2026-11-24'::date], array['2026-11-24 10:00+00'::timestamptz],
  array['2026-11-24 10:00'::timestamp], array['1 day'::interval], array[1.50::numeric],
  1234.50::numeric, 42::integer, 9007199254740993::bigint, 2.5::double precision, true,
  'टमाटर'::text, array['a', 'b']::text[], array[1, 2]::integer[], '{"k": [1]}'::jsonb, null::text`;

describe('runCompiledArrays', () => {
  it('reads every type as Drizzle does, on the embedded database straight from PGlite', async () => {
    const params = ['2026-11-24T13:33:50.328Z', '2026-11-24 19:03:50.328175+05:30'];
    const direct = await runCompiledArrays(db, EVERY_TYPE, params);
    expect(direct).toEqual(await throughDrizzle(EVERY_TYPE, params));
    // Dates and timestamps stay PostgreSQL's text, as on node-postgres (in the session's zone).
    expect(direct[0]!.slice(0, 4).map((value) => typeof value)).toEqual([
      'string',
      'string',
      'string',
      'string',
    ]);
    expect(direct[0]!.slice(2, 4)).toEqual(['2026-11-24', '2026-11-24 10:00:00']);
    if (database.kind === 'pglite') expect(embeddedClient(db)).toBeDefined();
  });

  it('runs a transaction’s statements in the transaction, through Drizzle', async () => {
    await db.transaction(async (tx) => {
      expect(embeddedClient(tx)).toBeUndefined();
      const [[inside]] = (await runCompiledArrays(
        tx as never,
        'select txid_current_if_assigned() is not null',
        [],
      )) as [[boolean]];
      await runCompiledArrays(tx as never, 'select txid_current()', []);
      const [[assigned]] = (await runCompiledArrays(
        tx as never,
        'select txid_current_if_assigned() is not null',
        [],
      )) as [[boolean]];
      expect([inside, assigned]).toEqual([false, true]);
    });
  });
});
