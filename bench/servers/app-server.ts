/**
 * The real app (buildApp) on the benchmark database, listening on 127.0.0.1:PORT. Between
 * POST /bench/capture/start and GET /bench/capture/stop it records every SQL statement it
 * sends to the driver, with bound parameters and timing, for the bare handler to replay.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { type CapturedQuery, plainParams } from '../lib/captured-query';
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
  const query = client.query.bind(client) as QueryFn;
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

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
