/**
 * A list route under load: the real app (buildApp) against a bare Fastify + driver handler
 * replaying the very SQL the app ran for the same request, on the database the scale seed
 * filled. The headline is the CPU each server's process spends per request, bare ÷ app (the
 * app's own cost on top of its SQL; issue 32 asks ≥ 0.8): on a busy machine the throughput
 * ratio says little, as both servers wait for cores. Each round also gives the share of a core
 * each server got; when both got less than --min-core-share (default 0.5), the run says the
 * machine was too loaded to measure. Also printed: p50 / p99 latency, requests per second and
 * the throughput ratio. Used by list-products.ts and list-orders.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import type { CapturedQuery } from './captured-query';
import { startServer } from './child-server';
import { benchToken } from './session';
import { openTarget, type Target } from './target';

const APP_PORT = '39411';
const BARE_PORT = '39412';

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
  /** The share of one core the server's process used during the run (CPU time ÷ wall time). */
  coreShare: number;
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
  const started = performance.now();
  const result = await load(url, headers, duration, connections);
  const spent = (await cpu()) - before;
  const wallMs = performance.now() - started;
  return { result, cpuPerRequest: spent / 1000 / result.requests.total, coreShare: spent / 1000 / wallMs };
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

export interface AppVersusBare {
  target: Target;
  /** The request, path and query (`/api/products?filter=...`). */
  route: string;
  /** The path the bare handler answers on (the route's path). */
  barePath: string;
  /** What the total counts, in words ("products"). */
  noun: string;
  duration: number;
  warmup: number;
  connections: number;
  rounds: number;
  /** Below this share of a core for both servers, the run is reported as too loaded to measure. */
  minCoreShare?: number;
}

export async function compareAppWithBare(run: AppVersusBare) {
  const { target, route, barePath, noun, duration, warmup, connections, rounds } = run;
  const loadAtStart = loadAverage();
  const setup = await openTarget(target, 1);
  await setup.migrate();
  const token = await benchToken(setup.db);
  await setup.close();
  const headers = { authorization: `Bearer ${token}` };
  const env = { BENCH_TARGET: JSON.stringify(target) };

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
      ROUTE_PATH: barePath,
    });
  const bareUrl = (server: { url: string }) => `${server.url}${barePath}`;

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

  console.log(`Matching ${noun} (total): ${total}`);
  console.log(`SQL per request (${captured.length} statements, replayed by the bare handler):`);
  for (const query of captured)
    console.log(`  ${query.text.replace(/\s+/g, ' ').slice(0, 160)}${query.text.length > 160 ? ' ...' : ''}`);
  console.log(`Captured SQL with parameters: ${captureFile}\n`);
  reportRuns(appRuns, bareRuns, run);
  console.log(`load average (1, 5, 15 min) at the start: ${loadAtStart}; at the end: ${loadAverage()}`);
}

const summaryOf = (runs: Measured[], duration: number) => ({
  p50: median(runs.map((r) => r.result.latency.p50)),
  p99: median(runs.map((r) => r.result.latency.p99)),
  rps: runs.reduce((sum, r) => sum + r.result.requests.total, 0) / (runs.length * duration),
  cpu: median(runs.map((r) => r.cpuPerRequest)),
  core: median(runs.map((r) => r.coreShare)),
});

/** Each round's CPU per request, then the headline (bare ÷ app CPU) and the other figures. */
function reportRuns(appRuns: Measured[], bareRuns: Measured[], run: AppVersusBare) {
  const minCoreShare = run.minCoreShare ?? 0.5;
  console.log('round   app CPU/req  bare CPU/req  bare ÷ app   app core  bare core');
  appRuns.forEach((app, i) => {
    const bare = bareRuns[i]!;
    console.log(
      `${String(i + 1).padEnd(6)}${`${app.cpuPerRequest.toFixed(3)} ms`.padStart(12)}${`${bare.cpuPerRequest.toFixed(3)} ms`.padStart(14)}` +
        `${(bare.cpuPerRequest / app.cpuPerRequest).toFixed(2).padStart(12)}${app.coreShare.toFixed(2).padStart(11)}${bare.coreShare.toFixed(2).padStart(11)}`,
    );
  });
  const app = summaryOf(appRuns, run.duration);
  const bare = summaryOf(bareRuns, run.duration);
  console.log('\n        p50             p99           req/s  server CPU/req   share of a core');
  for (const [name, s] of [
    ['app', app],
    ['bare', bare],
  ] as const) {
    console.log(
      `${name.padEnd(6)}${ms(s.p50).padStart(10)}${ms(s.p99).padStart(16)}${s.rps.toFixed(1).padStart(16)}` +
        `${`${s.cpu.toFixed(3)} ms`.padStart(16)}${s.core.toFixed(2).padStart(18)}`,
    );
  }
  if (run.rounds > 1)
    console.log('(p50, p99, CPU and core share: the median of the rounds; req/s: over all rounds)');
  console.log(
    `\nCPU per request, bare ÷ app: ${(bare.cpu / app.cpu).toFixed(2)} (the app's own cost; target ≥ 0.8)`,
  );
  if (app.core < minCoreShare && bare.core < minCoreShare) {
    console.log(
      `the machine was too loaded to measure: the app got ${app.core.toFixed(2)} and the bare handler ` +
        `${bare.core.toFixed(2)} of a core (both below ${minCoreShare}), so their CPU per request includes ` +
        'waiting for cores (cache and scheduler effects): read the ratio as indicative only',
    );
  }
  console.log(`throughput ratio app / bare: ${(app.rps / bare.rps).toFixed(2)}`);
}
