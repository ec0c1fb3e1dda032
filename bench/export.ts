/**
 * An export under a fast and a slow client: rows per second of the whole download (query,
 * presenting, xlsx writing, deflate) and the server's peak resident memory.
 *
 *   DATABASE_URL=postgres://... npx tsx bench/export.ts
 *   npx tsx bench/export.ts --data-dir bench-data/pglite --path /api/products/export
 *
 * Options: --path (an export, default the products'), --method (GET, or POST with --body: the
 * order export, `--method POST --body '{"startDate":"2020-01-01","endDate":"2030-12-31"}'`), --count-path (a list answering
 * `total` for the same rows, default the products'), --slow-seconds (how long the slow client
 * reads at --slow-kbps, default 20 s at 64 KB/s; 0 skips it), --npm-flags (start the server with
 * apps/server/package.json's config.nodeFlags, as `npm start` does), --repeat (fast exports one
 * after the other on the same server: the later ones on PostgreSQL backends that have already
 * read the pages), --save (a file to write the fast download to, to compare its sheets after
 * a change), --count-sql (PostgreSQL: a
 * statement answering the number of sheet rows, counted instead of --count-path; the order
 * export's two sheets, for example).
 *
 * Besides the wall time it reports CPU seconds: the server's (every thread: deflate runs in
 * libuv's pool) and, on a local PostgreSQL, the backends of the server's connections (named
 * by application_name; sampled from /proc every 200 ms), with their count and page faults. On a loaded machine the CPU per 1,000 rows is the steadier A/B figure.
 */
import fs from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { numberOption, parseArgs } from './lib/args';
import { startServer } from './lib/child-server';
import { useNpmStartFlags } from './lib/npm-flags';
import { benchToken } from './lib/session';
import { openTarget, targetFrom } from './lib/target';

const PORT = '39413';

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const target = targetFrom(options);
  const exportPath = options.get('path') ?? '/api/products/export';
  const countPath = options.get('count-path') ?? '/api/products?limit=1';
  const slowSeconds = numberOption(options, 'slow-seconds', 20);
  const slowKbps = numberOption(options, 'slow-kbps', 64);
  const method = options.get('method') ?? 'GET';
  const body = options.get('body');

  if (options.has('npm-flags')) useNpmStartFlags();
  const database = await openTarget(target, 2);
  // A database seeded before the latest migrations is brought up to date, as the app would.
  await database.migrate();
  const token = await benchToken(database.db);
  await database.close();
  const countSql = options.get('count-sql');
  const counted = countSql === undefined ? undefined : await countWithSql(target, countSql);
  const headers = { authorization: `Bearer ${token}` };
  const exportCall = () =>
    fetch(server.url + exportPath, {
      method,
      headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
      body,
    });

  // The server's connections are named, so only its backends are counted (others may be
  // querying the same database meanwhile).
  const serverTarget = target.databaseUrl
    ? { ...target, databaseUrl: withApplicationName(target.databaseUrl) }
    : target;
  const server = await startServer('app-server.ts', { BENCH_TARGET: JSON.stringify(serverTarget), PORT });
  const memory = async () =>
    (await (await fetch(`${server.url}/bench/memory`)).json()) as { rssMb: number; peakMb: number };
  const cpu = async () =>
    (await (await fetch(`${server.url}/bench/cpu`)).json()) as { user: number; system: number };
  try {
    const total = counted ?? (await countWithPath(server.url + countPath, headers));
    const before = await memory();
    console.log(
      `${target.label}: ${exportPath}, ${total.toLocaleString('en-IN')} rows; server ${before.rssMb} MB`,
    );

    if (slowSeconds > 0) {
      const answer = await exportCall();
      const reader = answer.body!.getReader();
      const until = Date.now() + slowSeconds * 1000;
      let bytes = 0;
      while (Date.now() < until) {
        const { done, value } = await reader.read();
        if (done) break;
        bytes += value.length;
        await sleep((value.length / (slowKbps * 1024)) * 1000);
      }
      await reader.cancel();
      const after = await memory();
      console.log(
        `slow client (${slowKbps} KB/s for ${slowSeconds} s, ${(bytes / 1048576).toFixed(1)} MB read): server ${after.rssMb} MB, peak ${after.peakMb} MB`,
      );
    }

    const repeat = numberOption(options, 'repeat', 1);
    for (let run = 1; run <= repeat; run++) {
      if (repeat > 1) console.log(`run ${run} of ${repeat}`);
      await fastExport(exportCall, { cpu, memory, target, total, exportPath, save: options.get('save') });
    }
  } finally {
    await server.stop();
  }
}

interface ExportProbes {
  cpu: () => Promise<{ user: number; system: number }>;
  memory: () => Promise<{ rssMb: number; peakMb: number }>;
  target: ReturnType<typeof targetFrom>;
  total: number;
  exportPath: string;
  /** A file to write the fast client's download to. */
  save?: string;
}

/** One export read as fast as the client can: time, rows/s, server and PostgreSQL CPU, memory. */
async function fastExport(exportCall: () => Promise<Response>, probes: ExportProbes) {
  const { cpu, memory, target, total, exportPath } = probes;
  const cpuBefore = await cpu();
  const backends = await backendCpu(target);
  const started = performance.now();
  const answer = await exportCall();
  if (answer.status !== 200) throw new Error(`${exportPath} answered ${answer.status}`);
  let bytes = 0;
  const saved = probes.save ? fs.createWriteStream(probes.save) : undefined;
  for await (const chunk of answer.body!) {
    bytes += (chunk as Uint8Array).length;
    // Written as it comes: the file is checked after a change (its sheets' XML, unzipped, byte for byte).
    if (saved && !saved.write(chunk))
      await new Promise<void>((resolve) => saved.once('drain', () => resolve()));
  }
  if (saved) await new Promise<void>((resolve) => saved.end(() => resolve()));
  const seconds = (performance.now() - started) / 1000;
  const after = await memory();
  const cpuAfter = await cpu();
  const used = await backends.stop();
  const pgSeconds = used?.seconds;
  const serverSeconds = (cpuAfter.user + cpuAfter.system - cpuBefore.user - cpuBefore.system) / 1e6;
  const pgText = used
    ? `${used.seconds.toFixed(1)} s, ${used.backends} backends, ${Math.round(used.faults / 1000).toLocaleString('en-IN')}k page faults`
    : 'n/a';
  console.log(
    `CPU: server ${serverSeconds.toFixed(1)} s, PostgreSQL backends ${pgText}` +
      ` (${((serverSeconds + (pgSeconds ?? 0)) * (1000 / total) * 1000).toFixed(1)} ms per 1,000 rows); load ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0]}`,
  );
  console.log(
    `fast client: ${seconds.toFixed(1)} s, ${Math.round(total / seconds).toLocaleString('en-IN')} rows/s, ` +
      `${(bytes / 1048576).toFixed(1)} MB; server ${after.rssMb} MB, peak ${after.peakMb} MB`,
  );
}

const APPLICATION_NAME = 'mandi-bench-export';

function withApplicationName(databaseUrl: string): string {
  const url = new URL(databaseUrl);
  url.searchParams.set('application_name', APPLICATION_NAME);
  return url.toString();
}

/** The rows a list answers as its total. */
async function countWithPath(url: string, headers: Record<string, string>): Promise<number> {
  const answer = (await (await fetch(url, { headers })).json()) as { total?: number };
  if (typeof answer.total !== 'number')
    throw new Error(`${url} answered no total: ${JSON.stringify(answer)}`);
  return answer.total;
}

/** The number a statement answers (its first column), on the bench's PostgreSQL. */
async function countWithSql(target: ReturnType<typeof targetFrom>, text: string): Promise<number> {
  if (target.kind !== 'postgres') throw new Error('--count-sql needs a PostgreSQL target (DATABASE_URL)');
  const client = new pg.Client({ connectionString: target.databaseUrl! });
  await client.connect();
  try {
    const { rows } = await client.query({ text, rowMode: 'array' });
    return Number((rows as unknown[][])[0]?.[0]);
  } finally {
    await client.end();
  }
}

/** What the bench database's backends spent: CPU seconds, minor page faults, how many there were. */
interface BackendUse {
  seconds: number;
  faults: number;
  backends: number;
}

/** CPU seconds and page faults of the server's PostgreSQL backends, sampled until stop(). */
async function backendCpu(target: ReturnType<typeof targetFrom>) {
  if (target.kind !== 'postgres' || !fs.existsSync('/proc/self/stat')) {
    return { stop: async (): Promise<BackendUse | undefined> => undefined };
  }
  const client = new pg.Client({ connectionString: target.databaseUrl! });
  await client.connect();
  const first = new Map<number, number>();
  const latest = new Map<number, number>();
  // Minor page faults: a backend maps shared buffers' pages into itself the first time it
  // touches them, so a fresh connection reading a 1 GB catalogue pays for it again.
  const firstFaults = new Map<number, number>();
  const latestFaults = new Map<number, number>();
  const tick = Number(process.env.CLK_TCK ?? 100);
  let initial = true;
  const sample = async () => {
    const { rows } = await client.query(
      'select pid from pg_stat_activity where datname = current_database() and application_name = $1',
      [APPLICATION_NAME],
    );
    for (const { pid } of rows as { pid: number }[]) {
      try {
        const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
        const seconds = (Number(fields[11]) + Number(fields[12])) / tick;
        const faults = Number(fields[7]);
        // A backend that started during the export counts from zero.
        if (!first.has(pid)) {
          first.set(pid, initial ? seconds : 0);
          firstFaults.set(pid, initial ? faults : 0);
        }
        latest.set(pid, seconds);
        latestFaults.set(pid, faults);
      } catch {
        // The backend ended between the two reads.
      }
    }
  };
  await sample();
  initial = false;
  let running = true;
  const loop = (async () => {
    while (running) {
      await sleep(200);
      await sample();
    }
  })();
  return {
    stop: async (): Promise<BackendUse> => {
      running = false;
      await loop;
      await sample();
      await client.end();
      let seconds = 0;
      let faults = 0;
      for (const [pid, latestSeconds] of latest) seconds += latestSeconds - (first.get(pid) ?? 0);
      for (const [pid, latestCount] of latestFaults) faults += latestCount - (firstFaults.get(pid) ?? 0);
      return { seconds, faults, backends: latest.size };
    },
  };
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
