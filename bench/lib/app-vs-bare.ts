/**
 * A list route under load: the real app (buildApp) against a bare Fastify + driver handler
 * replaying the very SQL the app ran for the same request and answering the very JSON the app
 * answered (checked byte for byte), on the database the scale seed filled. The headline is the
 * CPU each server's process spends per request, bare ÷ app (the app's own cost on top of its
 * SQL; issue 32 asks ≥ 0.8): on a busy machine the throughput
 * ratio says little, as both servers wait for cores. Each round also gives the share of a core
 * each server used, how long it waited for a core per ms of CPU (the kernel's run-queue time)
 * and the cores other processes at the run's priority took: a small share is a server waiting
 * on its database unless other work took cores; above --max-other-work (default 0.25 of a
 * core) the run says the machine was too loaded to measure (lib/load-verdict.ts). Also
 * printed: p50 / p99 latency, requests per second and the throughput ratio. Used by
 * list-products.ts and list-orders.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { type SQL, sql } from 'drizzle-orm';
import type { CapturedQuery } from './captured-query';
import { startServer } from './child-server';
import { type CpuClock, machineIdleMs } from './cpu-clock';
import { foreignCpuMs, parentOf, readProcesses } from './foreign-cpu';
import { loadVerdict } from './load-verdict';
import { benchToken } from './session';
import { openTarget, type Target } from './target';

const APP_PORT = '39411';
const BARE_PORT = '39412';
const SPLIT_PORT = '39413';

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
  /** Of it, the kernel's (system time: sockets, mostly), ms. */
  systemPerRequest: number;
  /** Of it, the main (JavaScript) thread's, ms; the rest is V8's and libuv's helper threads (null: not known). */
  mainPerRequest: number | null;
  /** Garbage collections per request (count and main-thread pause, ms), young and old apart. */
  gcPerRequest: { young: number; youngMs: number; old: number; oldMs: number };
  /** The share of one core the server's process used during the run (CPU time ÷ wall time). */
  coreShare: number;
  /** Time the server's threads waited for a core per ms of its CPU time (null: not known). */
  waitPerCpu: number | null;
  /** Cores the machine left idle during the run, on average (of os.cpus().length). */
  idleCores: number;
  /** Cores other work at the run's priority took, on average (null: not known). */
  foreignCores: number | null;
}

/** A load run and the CPU time the server's own process spent per answered request. */
async function measure(
  base: string,
  url: string,
  headers: Record<string, string>,
  duration: number,
  connections: number,
  ownRoots: number[],
): Promise<Measured> {
  const clock = async () => (await (await fetch(`${base}/bench/cpu`)).json()) as CpuClock;
  const before = await clock();
  const idleBefore = machineIdleMs();
  const processesBefore = readProcesses();
  const started = performance.now();
  const result = await load(url, headers, duration, connections);
  const after = await clock();
  const wallMs = performance.now() - started;
  const processesAfter = readProcesses();
  const foreignMs =
    processesBefore && processesAfter ? foreignCpuMs(processesBefore, processesAfter, ownRoots) : null;
  const cpuMs = (after.user + after.system - before.user - before.system) / 1000;
  const waitMs = after.waitMs === null || before.waitMs === null ? null : after.waitMs - before.waitMs;
  return {
    result,
    cpuPerRequest: cpuMs / result.requests.total,
    systemPerRequest: (after.system - before.system) / 1000 / result.requests.total,
    mainPerRequest:
      after.mainMs === null || before.mainMs === null
        ? null
        : (after.mainMs - before.mainMs) / result.requests.total,
    gcPerRequest: {
      young: (after.gc.young - before.gc.young) / result.requests.total,
      youngMs: (after.gc.youngMs - before.gc.youngMs) / result.requests.total,
      old: (after.gc.old - before.gc.old) / result.requests.total,
      oldMs: (after.gc.oldMs - before.gc.oldMs) / result.requests.total,
    },
    coreShare: cpuMs / wallMs,
    waitPerCpu: waitMs === null ? null : Math.max(0, waitMs) / cpuMs,
    idleCores: (machineIdleMs() - idleBefore) / wallMs,
    foreignCores: foreignMs === null ? null : foreignMs / wallMs,
  };
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

/** The PostgreSQL postmaster serving `database` (the parent of its backend), if on this machine. */
async function postmasterPid(database: { db: { execute(query: SQL): Promise<unknown> } }): Promise<number[]> {
  const answer = (await database.db.execute(sql.raw('select pg_backend_pid() as pid'))) as {
    rows: { pid: number }[];
  };
  const parent = parentOf(Number(answer.rows[0]?.pid));
  return parent ? [parent] : [];
}

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
  /** Above this many cores of other work at the run's priority, the run is too loaded to measure. */
  maxForeignCores?: number;
  /** Without /proc: both servers below this share of a core is possibly too loaded to measure. */
  minCoreShare?: number;
  /**
   * `--split` (PostgreSQL): a third server, the app with its list code cut out (it replays the
   * list's statements and answers the captured answer: bench/servers/app-server.ts), so the
   * app's extra CPU is split into its list code and the rest of the request.
   */
  split?: boolean;
  /** `--no-database`: every server answers each statement from memory after its first run. */
  canned?: boolean;
}

export async function compareAppWithBare(run: AppVersusBare) {
  const { target, route, barePath, noun, duration, warmup, connections, rounds } = run;
  const loadAtStart = loadAverage();
  const setup = await openTarget(target, 1);
  await setup.migrate();
  const token = await benchToken(setup.db);
  // The benchmark's own processes: this runner with the servers it starts, and the database's.
  const ownRoots = [process.pid, ...(target.kind === 'postgres' ? await postmasterPid(setup) : [])];
  await setup.close();
  const headers = { authorization: `Bearer ${token}` };
  const env: Record<string, string> = { BENCH_TARGET: JSON.stringify(target) };
  if (run.canned) env.BENCH_CANNED = '1';

  console.log(`${target.label}: GET ${decodeURIComponent(route)}`);
  console.log(
    `${connections} connections; ${rounds} round(s) of ${duration} s each, after ${warmup} s of warm-up`,
  );
  if (run.canned) console.log('No database: each statement answered from memory after its first run');
  console.log('');

  // The app answers one request with its SQL captured, for the bare handler to replay.
  let app = await startServer('app-server.ts', { ...env, PORT: APP_PORT });
  const appUrl = `${app.url}${route}`;
  await fetch(`${app.url}/bench/capture/start`, { method: 'POST' });
  const answer = await fetch(appUrl, { headers });
  const answerText = await answer.text();
  if (!answer.ok) throw new Error(`the app answered ${answer.status}: ${answerText}`);
  const total = (JSON.parse(answerText) as { total: number }).total;
  const captured = (await (await fetch(`${app.url}/bench/capture/stop`)).json()) as CapturedQuery[];
  const captureDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-bench-'));
  const captureFile = path.join(captureDir, 'captured.json');
  fs.writeFileSync(captureFile, JSON.stringify(captured, null, 2));
  // The bare handler answers the same JSON, so both pay for writing the same bytes.
  const answerFile = path.join(captureDir, 'answer.json');
  fs.writeFileSync(answerFile, answerText);
  const startBare = async () => {
    const bare = await startServer('bare-server.ts', {
      ...env,
      PORT: BARE_PORT,
      CAPTURE_FILE: captureFile,
      ANSWER_FILE: answerFile,
      ROUTE_PATH: barePath,
    });
    if ((await (await fetch(`${bare.url}${barePath}`)).text()) !== answerText) {
      await bare.stop();
      throw new Error("the bare handler's answer is not the app's");
    }
    return bare;
  };
  const bareUrl = (server: { url: string }) => `${server.url}${barePath}`;

  const appRuns: Measured[] = [];
  const bareRuns: Measured[] = [];
  const splitRuns: Measured[] = [];
  if (target.kind === 'postgres') {
    // Both servers up at once, runs alternating, so a change in the machine's load falls on both.
    // A bare handler that fails to start takes the app down with it (no server left behind).
    const bare = await startBare().catch(async (error: unknown) => {
      await app.stop();
      throw error;
    });
    let split: Awaited<ReturnType<typeof startServer>> | undefined;
    try {
      if (run.split) {
        split = await startServer('app-server.ts', {
          ...env,
          PORT: SPLIT_PORT,
          LIST_REPLAY_FILE: captureFile,
          LIST_ANSWER_FILE: answerFile,
        });
        const text = await (await fetch(`${split.url}${route}`, { headers })).text();
        if (text !== answerText)
          throw new Error("the app with its list code replayed does not answer the app's JSON");
      }
      const servers = [
        { url: app.url, path: appUrl, headers, runs: appRuns },
        ...(split ? [{ url: split.url, path: `${split.url}${route}`, headers, runs: splitRuns }] : []),
        { url: bare.url, path: bareUrl(bare), headers: {}, runs: bareRuns },
      ];
      if (warmup > 0)
        for (const server of servers) await load(server.path, server.headers, warmup, connections);
      // Which server goes first alternates (app, bare, bare, app, ...): a server measured right
      // after its own idle spell or after the other's run gets no edge over all the rounds.
      for (let round = 0; round < rounds; round++) {
        for (const server of round % 2 === 0 ? servers : [...servers].reverse())
          server.runs.push(
            await measure(server.url, server.path, server.headers, duration, connections, ownRoots),
          );
      }
    } finally {
      await split?.stop();
      await bare.stop();
      await app.stop();
    }
  } else {
    // PGlite opens its folder in one process at a time: the app's runs, then the bare handler's.
    try {
      if (warmup > 0) await load(appUrl, headers, warmup, connections);
      for (let round = 0; round < rounds; round++)
        appRuns.push(await measure(app.url, appUrl, headers, duration, connections, ownRoots));
    } finally {
      await app.stop();
    }
    app = await startBare();
    try {
      if (warmup > 0) await load(bareUrl(app), {}, warmup, connections);
      for (let round = 0; round < rounds; round++)
        bareRuns.push(await measure(app.url, bareUrl(app), {}, duration, connections, ownRoots));
    } finally {
      await app.stop();
    }
  }

  console.log(`Matching ${noun} (total): ${total}`);
  console.log(`SQL per request (${captured.length} statements, replayed by the bare handler):`);
  for (const query of captured)
    console.log(`  ${query.text.replace(/\s+/g, ' ').slice(0, 160)}${query.text.length > 160 ? ' ...' : ''}`);
  console.log(`Captured SQL with parameters: ${captureFile}`);
  console.log(`Both answer the same JSON (${answerText.length} bytes): ${answerFile}\n`);
  reportRuns(appRuns, bareRuns, run);
  if (splitRuns.length > 0) reportSplit(appRuns, splitRuns, bareRuns);
  console.log(`load average (1, 5, 15 min) at the start: ${loadAtStart}; at the end: ${loadAverage()}`);
}

const summaryOf = (runs: Measured[], duration: number) => ({
  p50: median(runs.map((r) => r.result.latency.p50)),
  p99: median(runs.map((r) => r.result.latency.p99)),
  rps: runs.reduce((sum, r) => sum + r.result.requests.total, 0) / (runs.length * duration),
  cpu: median(runs.map((r) => r.cpuPerRequest)),
  system: median(runs.map((r) => r.systemPerRequest)),
  main: runs.some((r) => r.mainPerRequest === null) ? null : median(runs.map((r) => r.mainPerRequest!)),
  gc: {
    young: median(runs.map((r) => r.gcPerRequest.young)),
    youngMs: median(runs.map((r) => r.gcPerRequest.youngMs)),
    old: median(runs.map((r) => r.gcPerRequest.old)),
    oldMs: median(runs.map((r) => r.gcPerRequest.oldMs)),
  },
  core: median(runs.map((r) => r.coreShare)),
  wait: runs.some((r) => r.waitPerCpu === null) ? null : median(runs.map((r) => r.waitPerCpu!)),
});

/**
 * `--split`: the app's extra CPU per request as its list code (the app against itself with the
 * list replayed) and the rest of the request (that against the bare handler), medians of the
 * rounds' differences.
 */
function reportSplit(appRuns: Measured[], splitRuns: Measured[], bareRuns: Measured[]) {
  const list = appRuns.map((app, i) => app.cpuPerRequest - splitRuns[i]!.cpuPerRequest);
  const rest = splitRuns.map((split, i) => split.cpuPerRequest - bareRuns[i]!.cpuPerRequest);
  const rounds = (values: number[]) => values.map((value) => value.toFixed(3)).join(', ');
  console.log(
    `\nThe app with its list code replayed: ${median(splitRuns.map((r) => r.cpuPerRequest)).toFixed(3)} ms CPU per request` +
      ` (rounds ${rounds(splitRuns.map((r) => r.cpuPerRequest))})`,
  );
  console.log(
    `The app's extra CPU per request: its list code ${median(list).toFixed(3)} ms (rounds ${rounds(list)}); ` +
      `the rest of the request ${median(rest).toFixed(3)} ms (rounds ${rounds(rest)})`,
  );
}

const waitText = (wait: number | null) => (wait === null ? '–' : wait.toFixed(2));

/** Each round's CPU per request, then the headline (bare ÷ app CPU) and the other figures. */
function reportRuns(appRuns: Measured[], bareRuns: Measured[], run: AppVersusBare) {
  console.log(
    'round   app CPU/req  bare CPU/req  bare ÷ app   app core  bare core   app wait  bare wait  other work',
  );
  appRuns.forEach((app, i) => {
    const bare = bareRuns[i]!;
    console.log(
      `${String(i + 1).padEnd(6)}${`${app.cpuPerRequest.toFixed(3)} ms`.padStart(12)}${`${bare.cpuPerRequest.toFixed(3)} ms`.padStart(14)}` +
        `${(bare.cpuPerRequest / app.cpuPerRequest).toFixed(2).padStart(12)}${app.coreShare.toFixed(2).padStart(11)}${bare.coreShare.toFixed(2).padStart(11)}` +
        `${waitText(app.waitPerCpu).padStart(11)}${waitText(bare.waitPerCpu).padStart(11)}${waitText(app.foreignCores === null || bare.foreignCores === null ? null : (app.foreignCores + bare.foreignCores) / 2).padStart(12)}`,
    );
  });
  console.log(
    "(wait: ms waited for a core per ms of CPU; other work: cores taken by other processes at the run's priority, mean of the two runs)",
  );
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
  // The kernel's part (writing to and reading from sockets) against the process's own code.
  const split = (s: { cpu: number; system: number }) =>
    `${(s.cpu - s.system).toFixed(3)} ms user + ${s.system.toFixed(3)} ms system`;
  console.log(`CPU per request: app ${split(app)}; bare ${split(bare)}`);
  // V8's helper threads (concurrent GC, compilers) against the JavaScript thread.
  const threads = (s: { cpu: number; main: number | null }) =>
    s.main === null
      ? '–'
      : `${s.main.toFixed(3)} ms main thread + ${(s.cpu - s.main).toFixed(3)} ms other threads`;
  console.log(`CPU per request by thread: app ${threads(app)}; bare ${threads(bare)}`);
  const gc = (s: ReturnType<typeof summaryOf>) =>
    `${(s.gc.young * 1000).toFixed(0)} scavenges (${(s.gc.youngMs * 1000).toFixed(0)} µs), ` +
    `${(s.gc.old * 1000).toFixed(1)} mark-compacts (${(s.gc.oldMs * 1000).toFixed(0)} µs)`;
  console.log(
    `Garbage collections per 1,000 requests (main-thread pause per request): app ${gc(app)}; bare ${gc(bare)}`,
  );
  console.log(
    `\nCPU per request, bare ÷ app: ${(bare.cpu / app.cpu).toFixed(2)} (the app's own cost; target ≥ 0.8)`,
  );
  const runs = [...appRuns, ...bareRuns];
  const idleCores = median(runs.map((r) => r.idleCores));
  const foreign = runs.some((r) => r.foreignCores === null) ? null : median(runs.map((r) => r.foreignCores!));
  const verdict = loadVerdict(
    [
      { name: 'app', core: app.core, waitPerCpu: app.wait },
      { name: 'bare handler', core: bare.core, waitPerCpu: bare.wait },
    ],
    foreign,
    idleCores,
    { maxForeignCores: run.maxForeignCores ?? 0.25, minCoreShare: run.minCoreShare ?? 0.5 },
  );
  console.log(verdict.says);
  console.log(`throughput ratio app / bare: ${(app.rps / bare.rps).toFixed(2)}`);
}
