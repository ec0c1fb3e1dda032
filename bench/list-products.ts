/**
 * The product list under load: the real app (buildApp) against a bare Fastify + driver
 * handler replaying the very SQL the app ran for the same request, both on the database the
 * scale seed filled. Prints p50 / p99 latency and requests per second of each and the ratio.
 *
 *   DATABASE_URL=postgres://... npx tsx bench/list-products.ts --term paneer
 *   npx tsx bench/list-products.ts --data-dir bench-data/pglite --term paneer
 *
 * Options: --term (contains filter on name), --sort (field,ASC|DESC), --duration (s per run),
 * --connections, --warmup (s), --no-joins (leave out the variants and cover joins).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { numberOption, parseArgs } from './lib/args';
import type { CapturedQuery } from './lib/captured-query';
import { startServer } from './lib/child-server';
import { benchToken } from './lib/session';
import { openTarget, targetFrom } from './lib/target';

const APP_PORT = '39411';
const BARE_PORT = '39412';

function listPath(term: string, sort: string, joins: boolean): string {
  const params = new URLSearchParams();
  params.append('filter', `name||$contL||${term}`);
  params.append('filter', 'enabled||$eq||true');
  params.append('sort', sort);
  params.append('limit', '10');
  params.append('page', '1');
  if (joins) {
    params.append('join', 'productsVariation||sku,unitPrice,salePrice,stockStatus,stockQuantity');
    params.append('join', 'coverImage||image');
  }
  return `/api/products?${params.toString()}`;
}

async function load(url: string, headers: Record<string, string>, duration: number, connections: number) {
  const result: Result = await autocannon({ url, headers, duration, connections });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return result;
}

interface Measured {
  result: Result;
  /** CPU time of the server process per request, ms. */
  cpuPerRequest: number;
}

/** A load run and the CPU time the server's own process spent per answered request. */
async function measure(
  base: string,
  url: string,
  headers: Record<string, string>,
  duration: number,
  connections: number,
): Promise<Measured> {
  const cpu = async () => {
    const usage = (await (await fetch(`${base}/bench/cpu`)).json()) as { user: number; system: number };
    return usage.user + usage.system;
  };
  const before = await cpu();
  const result = await load(url, headers, duration, connections);
  const spent = (await cpu()) - before;
  return { result, cpuPerRequest: spent / 1000 / result.requests.total };
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
/** Other work on the machine skews every figure: the run prints the load it ran under. */
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const target = targetFrom(options);
  const term = options.get('term') ?? 'paneer';
  const sort = options.get('sort') ?? 'id,DESC';
  const duration = numberOption(options, 'duration', 10);
  const warmup = numberOption(options, 'warmup', 3);
  const connections = numberOption(options, 'connections', 8);
  const joins = options.get('no-joins') !== 'true';
  const route = listPath(term, sort, joins);

  const loadAtStart = loadAverage();
  const setup = await openTarget(target, 1);
  const token = await benchToken(setup.db);
  await setup.close();
  const headers = { authorization: `Bearer ${token}` };
  const env = { BENCH_TARGET: JSON.stringify(target) };

  console.log(`${target.label}: GET ${decodeURIComponent(route)}`);
  console.log(`${connections} connections, ${duration} s per run after ${warmup} s of warm-up\n`);

  // The app: one request captured, then the load.
  const app = await startServer('app-server.ts', { ...env, PORT: APP_PORT });
  let captured: CapturedQuery[];
  let appRun: Measured;
  let total: number;
  try {
    await fetch(`${app.url}/bench/capture/start`, { method: 'POST' });
    const answer = await fetch(`${app.url}${route}`, { headers });
    if (!answer.ok) throw new Error(`the app answered ${answer.status}: ${await answer.text()}`);
    total = ((await answer.json()) as { total: number }).total;
    captured = (await (await fetch(`${app.url}/bench/capture/stop`)).json()) as CapturedQuery[];
    if (warmup > 0) await load(`${app.url}${route}`, headers, warmup, connections);
    appRun = await measure(app.url, `${app.url}${route}`, headers, duration, connections);
  } finally {
    await app.stop();
  }

  const captureFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-bench-')), 'captured.json');
  fs.writeFileSync(captureFile, JSON.stringify(captured, null, 2));
  const bare = await startServer('bare-server.ts', { ...env, PORT: BARE_PORT, CAPTURE_FILE: captureFile });
  let bareRun: Measured;
  try {
    if (warmup > 0) await load(`${bare.url}/api/products`, {}, warmup, connections);
    bareRun = await measure(bare.url, `${bare.url}/api/products`, {}, duration, connections);
  } finally {
    await bare.stop();
  }

  console.log(`Matching products (total): ${total}`);
  console.log(`SQL per request (${captured.length} statements, replayed by the bare handler):`);
  for (const query of captured)
    console.log(`  ${query.text.replace(/\s+/g, ' ').slice(0, 160)}${query.text.length > 160 ? ' ...' : ''}`);
  console.log(`Captured SQL with parameters: ${captureFile}\n`);
  const rows = [
    ['', 'p50', 'p99', 'req/s', 'server CPU/req'],
    ...(
      [
        ['app', appRun],
        ['bare', bareRun],
      ] as const
    ).map(([name, run]) => [
      name,
      ms(run.result.latency.p50),
      ms(run.result.latency.p99),
      run.result.requests.average.toFixed(0),
      ms(run.cpuPerRequest),
    ]),
  ];
  for (const row of rows)
    console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(6) : cell.padStart(16))).join(''));
  const ratio = appRun.result.requests.average / bareRun.result.requests.average;
  console.log(`\nthroughput ratio app / bare: ${ratio.toFixed(2)}`);
  console.log(`load average (1, 5, 15 min) at the start: ${loadAtStart}; at the end: ${loadAverage()}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
