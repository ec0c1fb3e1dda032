/**
 * The real app (buildApp) on the benchmark database, listening on 127.0.0.1:PORT. Between
 * POST /bench/capture/start and GET /bench/capture/stop it records every SQL statement it
 * sends to the driver, with bound parameters and timing, for the bare handler to replay.
 *
 * BENCH_CANNED=1: statements answered from memory after their first run (cannedKey).
 * LIST_REPLAY_FILE (with LIST_ANSWER_FILE): the app with its list code cut out, for
 * `--split`: the product list's service call and the order list's repository call replay the
 * captured statements (not the session lookup) and answer the captured answer, so the rest of
 * the request (hooks, auth, validation, serialising) is all that differs from the bare handler.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import type { Db } from '../../apps/server/src/db/client';
import { runCompiledArrays } from '../../apps/server/src/lib/list/statement';
import { ordersRepository } from '../../apps/server/src/modules/orders/orders.repository';
import { productsService } from '../../apps/server/src/modules/products/products.service';
import { batchesOf, type CapturedQuery, cannedKey, plainParams } from '../lib/captured-query';
import { cpuClock } from '../lib/cpu-clock';
import { openTarget, type Target } from '../lib/target';

type QueryFn = (...args: unknown[]) => Promise<unknown>;

async function main() {
  const target = JSON.parse(process.env.BENCH_TARGET!) as Target;
  const port = Number(process.env.PORT);
  const database = await openTarget(target, Number(process.env.POOL_SIZE ?? 10));

  let captured: CapturedQuery[] | null = null;
  let origin = 0;
  const client = (database.db as unknown as { $client: { query: QueryFn } }).$client;
  const driverQuery = client.query.bind(client) as QueryFn;
  const canned = new Map<string, Promise<unknown>>();
  const query: QueryFn = process.env.BENCH_CANNED
    ? (first, params) => {
        const key = cannedKey(
          typeof first === 'string' ? first : (first as { text: string }).text,
          params as unknown[],
        );
        let result = canned.get(key);
        if (!result) {
          result = driverQuery(first, params);
          canned.set(key, result);
        }
        return result.then((rows) => rows);
      }
    : driverQuery;
  client.query = (...args: unknown[]) => {
    const started = performance.now();
    const result = query(...args);
    const list = captured;
    if (list) {
      // node-postgres: query({ text, rowMode }, params); PGlite: query(text, params, { rowMode }).
      const [first, params, options] = args as [
        string | { text: string; rowMode?: string },
        unknown[],
        { rowMode?: string }?,
      ];
      const text = typeof first === 'string' ? first : first.text;
      const rowMode =
        (typeof first === 'string' ? options?.rowMode : first.rowMode) === 'array' ? 'array' : undefined;
      const entry: CapturedQuery = {
        text,
        params: plainParams(params),
        start: started - origin,
        end: Number.NaN,
      };
      if (rowMode) entry.rowMode = rowMode;
      list.push(entry);
      result.then(
        () => (entry.end = performance.now() - origin),
        () => (entry.end = performance.now() - origin),
      );
    }
    return result;
  };

  if (process.env.LIST_REPLAY_FILE)
    replayLists(database.db, process.env.LIST_REPLAY_FILE, process.env.LIST_ANSWER_FILE!);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-bench-app-'));
  const config = loadConfig({ MANDI_DATA_DIR: dataDir, LOG_LEVEL: 'silent', PORT: String(port) });
  const app = await buildApp({ config, database, logger: false });
  // CPU time this process spent (to compare what each server costs per request) and waited for a core.
  app.get('/bench/cpu', async () => cpuClock());
  // Resident memory now and its peak (VmHWM), in MB.
  app.get('/bench/memory', async () => {
    const peakKb = Number(/VmHWM:\s+(\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))?.[1]);
    return { rssMb: Math.round(process.memoryUsage().rss / 1048576), peakMb: Math.round(peakKb / 1024) };
  });
  app.post('/bench/capture/start', async () => {
    captured = [];
    origin = performance.now();
    return { ok: true };
  });
  app.get('/bench/capture/stop', async () => {
    const list = captured ?? [];
    captured = null;
    return list;
  });
  await app.listen({ port, host: '127.0.0.1' });
  console.log(`READY ${port}`);

  const stop = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

/** The lists' own code replaced by a replay of the statements it ran and the answer it gave. */
function replayLists(db: Db, file: string, answerFile: string) {
  const statements = (JSON.parse(fs.readFileSync(file, 'utf8')) as CapturedQuery[]).filter(
    (query) => !query.text.includes('"admin_sessions"'),
  );
  const batches = batchesOf(statements);
  const answer = JSON.parse(fs.readFileSync(answerFile, 'utf8'));
  const replay = async () => {
    for (const batch of batches) await Promise.all(batch.map((q) => runCompiledArrays(db, q.text, q.params)));
    return answer;
  };
  Object.assign(productsService, { list: replay });
  Object.assign(ordersRepository, { list: replay });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
