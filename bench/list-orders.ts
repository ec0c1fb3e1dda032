/**
 * The order list under load (issue 14: the default view, Order Placed newest first with the
 * total, and a customer-name contains search), after list-products.ts: the real app: the real app (buildApp) against a bare Fastify + driver
 * handler replaying the very SQL the app ran for the same request, both on the database the
 * scale seed filled. Prints p50 / p99 latency and requests per second of each and the ratio.
 *
 *   DATABASE_URL=postgres://... npx tsx bench/list-orders.ts
 *   npx tsx bench/list-orders.ts --data-dir bench-data/pglite --term sharma
 *
 * Options: --term (a customer-name contains search instead of the default view), --status
 * (default Order Placed), --duration (s per run), --connections, --warmup (s), --rounds
 * (PostgreSQL: alternating app and bare runs, default 3).
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

function listPath(term: string | undefined, status: string): string {
  const params = new URLSearchParams();
  if (term) params.append('filter', `customerName||$contL||${term}`);
  else params.append('filter', `status||$eq||${status}`);
  params.append('limit', '10');
  params.append('page', '1');
  return `/api/orders?${params.toString()}`;
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
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
/** Other work on the machine skews every figure: the run prints the load it ran under. */
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(', ');

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const target = targetFrom(options);
  const term = options.get('term');
  const status = options.get('status') ?? 'Order Placed';
  const duration = numberOption(options, 'duration', 10);
  const warmup = numberOption(options, 'warmup', 3);
  const connections = numberOption(options, 'connections', 8);
  const route = listPath(term, status);

  const loadAtStart = loadAverage();
  const setup = await openTarget(target, 1);
  await setup.migrate();
  const token = await benchToken(setup.db);
  await setup.close();
  const headers = { authorization: `Bearer ${token}` };
  const env = { BENCH_TARGET: JSON.stringify(target) };

  const rounds = numberOption(options, 'rounds', target.kind === 'postgres' ? 3 : 1);
  console.log(`${target.label}: GET ${decodeURIComponent(route)}`);
  console.log(
    `${connections} connections; ${rounds} round(s) of ${duration} s each, after ${warmup} s of warm-up\n`,
  );

  // The app answers one request with its SQL captured, for the bare handler to replay.
  let app = await startServer('app-server.ts', { ...env, PORT: APP_PORT });
  const appUrl = `${app.url}${route}`;
  await fetch(`${app.url}/bench/capture/start`, { method: 'POST' });
  const answer = await fetch(appUrl, { headers });
  if (!answer.ok) throw new Error(`the app answered ${answer.status}: ${await answer.text()}`);
  const total = ((await answer.json()) as { total: number }).total;
  const captured = (await (await fetch(`${app.url}/bench/capture/stop`)).json()) as CapturedQuery[];
  const captureFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-bench-')), 'captured.json');
  fs.writeFileSync(captureFile, JSON.stringify(captured, null, 2));
  const startBare = () =>
    startServer('bare-server.ts', {
      ...env,
      PORT: BARE_PORT,
      CAPTURE_FILE: captureFile,
      ROUTE_PATH: '/api/orders',
    });
  const bareUrl = (server: { url: string }) => `${server.url}/api/orders`;

  const appRuns: Measured[] = [];
  const bareRuns: Measured[] = [];
  if (target.kind === 'postgres') {
    // Both servers up at once, runs alternating, so a change in the machine's load falls on both.
    const bare = await startBare();
    try {
      if (warmup > 0) await load(appUrl, headers, warmup, connections);
      if (warmup > 0) await load(bareUrl(bare), {}, warmup, connections);
      for (let round = 0; round < rounds; round++) {
        appRuns.push(await measure(app.url, appUrl, headers, duration, connections));
        bareRuns.push(await measure(bare.url, bareUrl(bare), {}, duration, connections));
      }
    } finally {
      await bare.stop();
      await app.stop();
    }
  } else {
    // PGlite opens its folder in one process at a time: the app's runs, then the bare handler's.
    try {
      if (warmup > 0) await load(appUrl, headers, warmup, connections);
      for (let round = 0; round < rounds; round++)
        appRuns.push(await measure(app.url, appUrl, headers, duration, connections));
    } finally {
      await app.stop();
    }
    app = await startBare();
    try {
      if (warmup > 0) await load(bareUrl(app), {}, warmup, connections);
      for (let round = 0; round < rounds; round++)
        bareRuns.push(await measure(app.url, bareUrl(app), {}, duration, connections));
    } finally {
      await app.stop();
    }
  }

  console.log(`Matching orders (total): ${total}`);
  console.log(`SQL per request (${captured.length} statements, replayed by the bare handler):`);
  for (const query of captured)
    console.log(`  ${query.text.replace(/\s+/g, ' ').slice(0, 160)}${query.text.length > 160 ? ' ...' : ''}`);
  console.log(`Captured SQL with parameters: ${captureFile}\n`);
  const summary = (runs: Measured[]) => ({
    p50: median(runs.map((r) => r.result.latency.p50)),
    p99: median(runs.map((r) => r.result.latency.p99)),
    rps: runs.reduce((sum, r) => sum + r.result.requests.total, 0) / (runs.length * duration),
    cpu: median(runs.map((r) => r.cpuPerRequest)),
  });
  const appSummary = summary(appRuns);
  const bareSummary = summary(bareRuns);
  const rows = [
    ['', 'p50', 'p99', 'req/s', 'server CPU/req'],
    ...(
      [
        ['app', appSummary],
        ['bare', bareSummary],
      ] as const
    ).map(([name, run]) => [name, ms(run.p50), ms(run.p99), run.rps.toFixed(1), ms(run.cpu)]),
  ];
  for (const row of rows)
    console.log(row.map((cell, i) => (i === 0 ? cell.padEnd(6) : cell.padStart(16))).join(''));
  if (rounds > 1) console.log('(p50, p99 and CPU: the median of the rounds; req/s: over all rounds)');
  console.log(`\nthroughput ratio app / bare: ${(appSummary.rps / bareSummary.rps).toFixed(2)}`);
  console.log(`load average (1, 5, 15 min) at the start: ${loadAtStart}; at the end: ${loadAverage()}`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
