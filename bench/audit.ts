/**
 * What auditing costs (issue 12): create and update of taxes and of products with the audit
 * recording on and off (the entry and the snapshots taken for it), in alternating rounds so
 * a change in the machine's load falls on both; then GET /api/audit for one record's history
 * with `--entries` audit entries in the table (spread over many records), p50 and p99.
 *
 *   npx tsx bench/audit.ts --data-dir /tmp/mandi-bench-audit              # PGlite, fresh folder
 *   DATABASE_URL=postgres://postgres@127.0.0.1:55432/mandi_audit npx tsx bench/audit.ts --entries 10000000
 *
 * Options: --writes and --rounds (paired writes of each kind: their product, default 200 × 4), --entries
 * (default 1,000,000), --record-entries (entries of the one record read, default 500),
 * --reads (default 300). In-process (app.inject): the figures are the app and its database,
 * without the network.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client';
import { auditRecording } from '../apps/server/src/lib/audit';
import { numberOption, parseArgs } from './lib/args';
import { inProcessApp, openBenchDatabase } from './lib/bench-app';
import { targetFrom } from './lib/target';

const options = parseArgs(process.argv.slice(2));
const writes = numberOption(options, 'writes', 200);
const rounds = numberOption(options, 'rounds', 4);
const entries = numberOption(options, 'entries', 1_000_000);
const recordEntries = numberOption(options, 'record-entries', 500);
const reads = numberOption(options, 'reads', 300);
const block = numberOption(options, 'block', 1);

const target = targetFrom(options);
const { database, db, token } = await openBenchDatabase(target, 4);
const app = await inProcessApp(database, 'audit');
const headers = { authorization: `Bearer ${token}`, 'user-agent': 'bench/audit' };

async function send(method: 'POST' | 'PATCH' | 'GET', url: string, payload?: object) {
  const res = await app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json() as Record<string, unknown>;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
const median = (values: number[]) =>
  quantile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

let sequence = 0;
const unique = () => `${Date.now().toString(36)}-${++sequence}`;

/** The reference rows a product names. */
async function productRefs() {
  const tax = await send('POST', '/api/taxes', { name: `Bench GST ${unique()}`, rate: 5 });
  const unit = await send('POST', '/api/measurement-units', {
    name: `Bench unit ${unique()}`,
    code: unique().slice(-10),
  });
  return { taxId: tax.id as number, measurementUnitId: unit.id as number };
}

type Kind = 'tax create' | 'tax update' | 'product create' | 'product update';
const KINDS: Kind[] = ['tax create', 'tax update', 'product create', 'product update'];

type Times = Record<Kind, number[]>;
const emptyTimes = (): Times => ({
  'tax create': [],
  'tax update': [],
  'product create': [],
  'product update': [],
});
/**
 * The process's CPU time of each write (ms), beside its wall time: the app and PGlite run in
 * this one process, so on a machine other work keeps busy the CPU time still says what the
 * write itself cost (its wall time also holds the time it waited for a core).
 */
const cpuTimes = { on: emptyTimes(), off: emptyTimes() };

/** The four writes once, each timed alone (ms) into `times`. */
async function writeOnce(refs: Awaited<ReturnType<typeof productRefs>>, times: Times) {
  const timed = async (kind: Kind, run: () => Promise<Record<string, unknown>>) => {
    const cpu = process.cpuUsage();
    const start = performance.now();
    const answer = await run();
    times[kind].push(performance.now() - start);
    const used = process.cpuUsage(cpu);
    cpuTimes[auditRecording.enabled ? 'on' : 'off'][kind].push((used.user + used.system) / 1000);
    return answer;
  };
  const tax = await timed('tax create', () =>
    send('POST', '/api/taxes', { name: `Bench tax ${unique()}`, rate: 5 }),
  );
  await timed('tax update', () =>
    send('PATCH', `/api/taxes/${tax.id}`, { name: `Bench tax ${unique()}`, rate: 12 }),
  );
  const sku = `BENCH-${unique()}`;
  const product = await timed('product create', () =>
    send('POST', '/api/products', {
      name: `Bench product ${unique()}`,
      taxId: refs.taxId,
      measurementUnitId: refs.measurementUnitId,
      productsVariation: [{ sku, unitPrice: 100, salePrice: 0 }],
    }),
  );
  const variation = (product.productsVariation as { id: number }[])[0]!;
  await timed('product update', () =>
    send('PATCH', `/api/products/${product.id}`, {
      name: `Bench product ${unique()}`,
      productsVariation: [{ id: variation.id, sku, unitPrice: 120, salePrice: 110 }],
    }),
  );
}

/**
 * Paired runs: each iteration writes once with recording on and once off, in alternating
 * order, so the machine's load and the tables' growth fall on both alike.
 */
async function writesBench() {
  const refs = await productRefs();
  const on = emptyTimes();
  const off = emptyTimes();
  for (let i = 0; i < 20; i++) await writeOnce(refs, emptyTimes()); // warm-up
  cpuTimes.on = emptyTimes();
  cpuTimes.off = emptyTimes();
  const total = writes * rounds;
  // --block n: n rounds of the four writes in one mode, then n in the other (default 1). With
  // 1 the first write after each switch (a tax create) also pays for the JIT's code of the
  // other mode; a server never switches, so --block 10 shows the steady cost.
  for (let i = 0; i < total; i += block) {
    for (const enabled of (i / block) % 2 === 0 ? [true, false] : [false, true]) {
      auditRecording.enabled = enabled;
      for (let j = 0; j < block && i + j < total; j++) await writeOnce(refs, enabled ? on : off);
    }
  }
  auditRecording.enabled = true;
  console.log(`\nWrites (${target.label}), ${total} paired writes of each kind, ms:`);
  console.log('kind             off p50   on p50    cost    off mean  on mean   cost');
  for (const kind of KINDS) {
    const a = median(off[kind]);
    const b = median(on[kind]);
    const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
    const ma = mean(off[kind]);
    const mb = mean(on[kind]);
    const pct = (x: number, y: number) => `${(((y - x) / x) * 100).toFixed(1)}%`.padStart(7);
    console.log(
      `${kind.padEnd(16)} ${a.toFixed(2).padStart(7)} ${b.toFixed(2).padStart(8)} ${pct(a, b)} ${ma.toFixed(2).padStart(9)} ${mb.toFixed(2).padStart(8)} ${pct(ma, mb)}`,
    );
  }
  console.log('CPU time of the process per write (robust to other load), ms:');
  console.log('kind             off p50   on p50    cost    off mean  on mean   cost');
  for (const kind of KINDS) {
    const off = cpuTimes.off[kind];
    const on = cpuTimes.on[kind];
    const [a, b] = [median(off), median(on)];
    const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
    const [ma, mb] = [mean(off), mean(on)];
    const pct = (x: number, y: number) => `${(((y - x) / x) * 100).toFixed(1)}%`.padStart(7);
    console.log(
      `${kind.padEnd(16)} ${a.toFixed(2).padStart(7)} ${b.toFixed(2).padStart(8)} ${pct(a, b)} ${ma.toFixed(2).padStart(9)} ${mb.toFixed(2).padStart(8)} ${pct(ma, mb)}`,
    );
  }
}

async function countEntries(database: Db): Promise<number> {
  const result = (await database.execute(
    sql`select count(*)::bigint as n from audit_entries`,
  )) as unknown as {
    rows: { n: string }[];
  };
  return Number(result.rows[0]!.n);
}

/** Fills the table to `entries` rows over many records, `recordEntries` of them for one product. */
async function fill(database: Db, recordId: string) {
  const missing = Math.max(0, entries - (await countEntries(database)) - recordEntries);
  const batch = 200_000;
  for (let done = 0; done < missing; done += batch) {
    const size = Math.min(batch, missing - done);
    await database.execute(sql`
      insert into audit_entries (at, admin_id, ip, user_agent, resource, record_id, action, changes)
      select now() - (g % 365) * interval '1 day', 1 + g % 20, '10.0.0.' || (g % 250), 'bench',
        (array['products','taxes','brands','categories','pincodes','admins'])[1 + g % 6],
        (g % 2000000)::text, (array['update','create','enable','price-update'])[1 + g % 4],
        jsonb_build_array(jsonb_build_object('field', 'name', 'before', 'a' || g, 'after', 'b' || g))
      from generate_series(${done + 1}::int, ${done + size}::int) g`);
    process.stdout.write(`\rfilled ${done + size} / ${missing}`);
  }
  await database.execute(sql`
    insert into audit_entries (admin_id, resource, record_id, action, changes)
    select 1, 'products', ${recordId}::text, 'update',
      jsonb_build_array(jsonb_build_object('field', 'unitPrice', 'before', g, 'after', g + 1))
    from generate_series(1, ${recordEntries}::int) g`);
  await database.execute(sql`analyze audit_entries`);
}

async function readBench() {
  const recordId = `bench-${unique()}`;
  const start = performance.now();
  await fill(db, recordId);
  const n = await countEntries(db);
  console.log(
    `\nTable: ${Number(n).toLocaleString('en-IN')} entries (filled in ${((performance.now() - start) / 1000).toFixed(0)} s)`,
  );
  const url = `/api/audit?filter=resource||$eq||products&filter=recordId||$eq||${recordId}`;
  for (let i = 0; i < 20; i++) await send('GET', url);
  const times: number[] = [];
  for (let i = 0; i < reads; i++) {
    const t0 = performance.now();
    const page = await send('GET', url);
    times.push(performance.now() - t0);
    if (page.total !== recordEntries) throw new Error(`expected ${recordEntries} entries, got ${page.total}`);
  }
  times.sort((a, b) => a - b);
  console.log(
    `GET /api/audit one record (${recordEntries} entries, page of 20, with total): p50 ${quantile(times, 0.5).toFixed(2)} ms, p99 ${quantile(times, 0.99).toFixed(2)} ms over ${reads} requests`,
  );
}

try {
  if (options.get('reads-only') !== 'true') await writesBench();
  if (options.get('writes-only') !== 'true') await readBench();
} finally {
  await app.close();
  await database.close();
}
