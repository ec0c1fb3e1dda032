/**
 * The baseline: a bare Fastify route on the same database that replays the SQL the app ran
 * for the benchmark's request (CAPTURE_FILE), with the same bound parameters, the statements
 * the app ran side by side again side by side, and answers the same JSON as the app did
 * (ANSWER_FILE, the app's answer to that request, serialised on every request as the app
 * serialises its own), else its rows as JSON. No auth plugin, no query parsing, no
 * presenters: what the app costs on top is the difference. BENCH_CANNED=1: statements answered
 * from memory after their first run, as the app's are then (lib/captured-query.ts, cannedKey).
 */
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import Fastify from 'fastify';
import pg from 'pg';
import { POOL_SETTINGS, pgliteStartParams, useDrizzleParsers } from '../../apps/server/src/db/client';
import { batchesOf, type CapturedQuery, cannedKey } from '../lib/captured-query';
import { cpuClock } from '../lib/cpu-clock';
import type { Target } from '../lib/target';

type Run = (query: CapturedQuery) => Promise<unknown[]>;

/** Timestamps and dates stay text, as the app's driver setup reads them. */
const KEEP_AS_TEXT = new Set([1082, 1114, 1184]);
const types = {
  getTypeParser: (id: number, format?: string) =>
    KEEP_AS_TEXT.has(id) ? (value: string) => value : pg.types.getTypeParser(id, format as 'text'),
};

async function runner(target: Target, poolSize: number): Promise<{ run: Run; close(): Promise<void> }> {
  if (target.kind === 'postgres') {
    // The app's pool settings: a connection closed while idle would come back cold in one server only.
    const pool = new pg.Pool({ connectionString: target.databaseUrl, max: poolSize, ...POOL_SETTINGS });
    const query = (q: CapturedQuery) =>
      pool.query({ text: q.text, values: q.params, rowMode: q.rowMode, types } as pg.QueryConfig);
    // BENCH_CANNED=1: each statement's result kept after its first run, keyed as the app keys it.
    const canned = new Map<string, Promise<pg.QueryResult>>();
    const cannedQuery = (q: CapturedQuery) => {
      const key = cannedKey(q.text, q.params);
      let result = canned.get(key);
      if (!result) {
        result = query(q);
        canned.set(key, result);
      }
      return result.then((answer) => answer);
    };
    const run = process.env.BENCH_CANNED ? cannedQuery : query;
    return {
      run: async (q) => (await run(q)).rows,
      close: () => pool.end(),
    };
  }
  // The app's own settings (8 MB of shared buffers, dates and timestamps read as text): the
  // same database, run the same way.
  const client = await PGlite.create(target.pgliteDir!, {
    extensions: { pg_trgm },
    startParams: pgliteStartParams,
  });
  useDrizzleParsers(client);
  return {
    run: async (q) => (await client.query(q.text, q.params, q.rowMode ? { rowMode: q.rowMode } : {})).rows,
    close: () => client.close(),
  };
}

async function main() {
  const target = JSON.parse(process.env.BENCH_TARGET!) as Target;
  const port = Number(process.env.PORT);
  const queries = JSON.parse(fs.readFileSync(process.env.CAPTURE_FILE!, 'utf8')) as CapturedQuery[];
  const batches = batchesOf(queries);
  const db = await runner(target, Number(process.env.POOL_SIZE ?? 10));

  // The app's answer, parsed once: each request pays for its rows and for writing that answer.
  const answer: unknown = process.env.ANSWER_FILE
    ? JSON.parse(fs.readFileSync(process.env.ANSWER_FILE, 'utf8'))
    : undefined;

  const app = Fastify({ logger: false });
  // CPU time this process spent (to compare what each server costs per request) and waited for a core.
  app.get('/bench/cpu', async () => cpuClock());
  app.get(process.env.ROUTE_PATH ?? '/api/products', async () => {
    const results: unknown[][] = [];
    for (const batch of batches) results.push(...(await Promise.all(batch.map(db.run))));
    return answer ?? { results };
  });
  await app.listen({ port, host: '127.0.0.1' });
  console.log(`READY ${port}`);

  const stop = async () => {
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
