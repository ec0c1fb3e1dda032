/**
 * The customer list under load: 100,000 customers (by default) with orders, their lifetime
 * value, orders and last order kept on their rows by refreshCustomerTotals, and the list as
 * staff use it: a name contains filter, sorted by highest ordered (last order total, those
 * who never ordered last), with the total. Prints p50 / p99 and requests per second.
 *
 *   npx tsx bench/customers.ts --data-dir bench-data/customers-pglite
 *   DATABASE_URL=postgres://... npx tsx bench/customers.ts
 *
 * Options: --customers (default 100000), --orders (default 1.5 per customer), --term
 * (default 'sha'), --sort (default lastOrderTotal,DESC), --duration (s, default 10),
 * --warmup (s, default 3), --connections (default 4). A database that already holds the
 * customers is reused; a fresh one is filled first.
 */
import autocannon, { type Result } from 'autocannon';
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client';
import { refreshCustomerTotals } from '../apps/server/src/modules/users/customer-totals.repository';
import { numberOption, parseArgs } from './lib/args';
import { startServer } from './lib/child-server';
import { benchToken } from './lib/session';
import { openTarget, targetFrom } from './lib/target';
import { FIRST_NAMES, LAST_NAMES } from './lib/words';

const APP_PORT = '39413';
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;
const array = (words: readonly string[]) => `array[${words.map(literal).join(',')}]::text[]`;
/** A well-spread pick in [0, n) for row i: a multiplicative hash with its own prime. */
const pick = (i: string, prime: number, n: number) => `((${i}::bigint * ${prime}) % 1000003 % ${n})`;

const rowsOf = (result: unknown) => (result as { rows: Record<string, unknown>[] }).rows;

/** Customers from id `from`, numbered mobiles and emails, a fifth never ordering. */
function customersSql(from: number, to: number): string {
  return `insert into users (full_name, mobile_number, email_address, status, registered_on)
    select (${array(FIRST_NAMES)})[1 + ${pick('i', 7, FIRST_NAMES.length)}] || ' ' ||
        (${array(LAST_NAMES)})[1 + ${pick('i', 13, LAST_NAMES.length)}],
      (7000000000 + i)::text, 'bench.customer' || i || '@example.in', 'Approved',
      now() - i * interval '5 minutes'
    from generate_series(${from}, ${to}) i`;
}

/** Orders of the first four fifths of the customers, in every status, over the last year. */
function ordersSql(from: number, to: number, firstUser: number, buyers: number): string {
  const statuses = array([
    'Order Placed',
    'Order Delivered',
    'Order Delivered',
    'Out for Delivery',
    'Partial Payment',
    'Order Cancelled',
    'In Cart',
  ]);
  return `insert into orders (status, total, grand_total, order_timestamp, payment_method, user_id)
    select s.status, t.total, t.total,
      case when s.status = 'In Cart' then null else now() - ${pick('i', 29, 525600)} * interval '1 minute' end,
      'cod', ${firstUser} + ${pick('i', 7919, buyers)}
    from generate_series(${from}, ${to}) i
    cross join lateral (select (${statuses})[1 + ${pick('i', 19, 7)}] as status) s
    cross join lateral (select (100 + ${pick('i', 23, 5000)})::numeric as total) t`;
}

const countOf = async (db: Db, query: ReturnType<typeof sql>) =>
  Number((rowsOf(await db.execute(query))[0] as { n: number } | undefined)?.n ?? 0);

/**
 * Fills what the database lacks, step by step (a run stopped half-way resumes): the bench
 * customers, their orders, then their totals through refreshCustomerTotals, as order writes
 * keep them.
 */
async function fill(target: ReturnType<typeof targetFrom>, customers: number, orders: number) {
  const database = await openTarget(target, 1);
  const db = database.db;
  const started = performance.now();
  const step = (label: string) =>
    console.log(`  ${label} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  try {
    await database.migrate();
    const bench = sql`email_address like 'bench.customer%'`;
    let present = await countOf(db, sql`select count(*)::int as n from users where ${bench}`);
    if (present === 0) {
      for (let from = 1; from <= customers; from += 50_000)
        await db.execute(sql.raw(customersSql(from, Math.min(customers, from + 49_999))));
      present = customers;
      step(`${customers} customers`);
    }
    if (present !== customers)
      throw new Error(`This database holds ${present} bench customers: use a fresh one.`);
    const first = await countOf(db, sql`select min(id)::int as n from users where ${bench}`);
    const buyers = Math.round(customers * 0.8);
    const placed = await countOf(db, sql`select count(*)::int as n from orders where user_id >= ${first}`);
    if (placed === 0) {
      for (let from = 1; from <= orders; from += 50_000)
        await db.execute(sql.raw(ordersSql(from, Math.min(orders, from + 49_999), first, buyers)));
      step(`${orders} orders`);
    }
    const counted = await countOf(
      db,
      sql`select count(*)::int as n from users where ${bench} and total_orders > 0`,
    );
    if (counted === 0) {
      for (let from = first; from < first + customers; from += 5_000) {
        const ids = Array.from({ length: Math.min(5_000, first + customers - from) }, (_, k) => from + k);
        await db.transaction((tx) => refreshCustomerTotals(tx, ids));
      }
      step('totals');
      await db.execute(sql`vacuum users`);
      await db.execute(sql`vacuum orders`);
    }
    // The planner's statistics, every run: a stopped fill, or a PGlite reopened, may lack them.
    await db.execute(sql`analyze users`);
    await db.execute(sql`analyze orders`);
    step('analyze');
  } finally {
    await database.close();
  }
}

async function load(url: string, headers: Record<string, string>, duration: number, connections: number) {
  const result: Result = await autocannon({ url, headers, duration, connections });
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  }
  return result;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const target = targetFrom(options);
  const customers = numberOption(options, 'customers', 100_000);
  const orders = numberOption(options, 'orders', Math.round(customers * 1.5));
  const term = options.get('term') ?? 'sha';
  const sort = options.get('sort') ?? 'lastOrderTotal,DESC';
  const duration = numberOption(options, 'duration', 10);
  const warmup = numberOption(options, 'warmup', 3);
  const connections = numberOption(options, 'connections', 4);

  await fill(target, customers, orders);
  const setup = await openTarget(target, 1);
  const token = await benchToken(setup.db);
  await setup.close();
  const headers = { authorization: `Bearer ${token}` };

  const params = new URLSearchParams();
  params.append('filter', `fullName||$contL||${term}`);
  params.append('sort', sort);
  params.append('limit', '10');
  params.append('page', '1');
  const route = `/api/users?${params.toString()}`;

  const app = await startServer('app-server.ts', { BENCH_TARGET: JSON.stringify(target), PORT: APP_PORT });
  try {
    const answer = await fetch(`${app.url}${route}`, { headers });
    if (!answer.ok) throw new Error(`the app answered ${answer.status}: ${await answer.text()}`);
    const page = (await answer.json()) as {
      total: number;
      data: { fullName: string; lastOrderTotal: number }[];
    };
    console.log(`${target.label}: GET ${decodeURIComponent(route)}`);
    console.log(
      `Matching customers (total): ${page.total}; first: ${page.data[0]?.fullName} ${page.data[0]?.lastOrderTotal}`,
    );
    if (warmup > 0) await load(`${app.url}${route}`, headers, warmup, connections);
    const result = await load(`${app.url}${route}`, headers, duration, connections);
    console.log(
      `${connections} connections, ${duration} s: p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
        `${(result.requests.total / duration).toFixed(1)} req/s`,
    );
  } finally {
    await app.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
