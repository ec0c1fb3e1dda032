/**
 * Changing an order's items before dispatch (issue 26): the p50 of one change (a short pick:
 * an order's second line 2 → 1) and of its quote, one request at a time, on a seed-scale
 * database (`bench/seed-scale.ts`, whose orders are one sixth Order Placed, two lines each).
 * Each order is changed once, so every change does the whole work (lines, figures, stock,
 * timeline, audit, the order-written hook with its day's rollups).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:55441/changes_bench npx tsx bench/order-changes.ts
 *
 * Options: --changes (default 200); --without-rollups 1 (diagnosis only: the order-written hook
 * without the dashboard's rollups, to see the change's own share); --trace 1 (diagnosis: each
 * statement of a median change, with its median time, round trip included; --trace-file
 * f.json also writes its statements with their parameters). Exits 1 when a change is refused.
 */
import { sql } from 'drizzle-orm';
import { numberOption, parseArgs } from './lib/args';
import { dropRollupsConsumer, inProcessApp, openBenchDatabase } from './lib/bench-app';
import { printTrace, traced } from './lib/statement-trace';
import { targetFrom } from './lib/target';

const options = parseArgs(process.argv.slice(2));
const changes = numberOption(options, 'changes', 200);
const withoutRollups = numberOption(options, 'without-rollups', 0) === 1;
const trace = numberOption(options, 'trace', 0) === 1;

const target = targetFrom(options);
const { database, db, token } = await openBenchDatabase(target, 4);
const app = await inProcessApp(database, 'changes');
if (withoutRollups) dropRollupsConsumer();

const [{ orders }] = (
  (await db.execute(sql`select count(*)::int as orders from orders`)) as unknown as {
    rows: { orders: number }[];
  }
).rows as [{ orders: number }];

/** Placed orders never changed before, whose last line has 2 (spread over the whole table). */
const picked = (
  (await db.execute(sql`
    select o.id, o.updated_timestamp as "updatedTimestamp",
      array_agg(json_build_object('productsVariationId', l.products_variation_id, 'quantity', l.quantity) order by l.id) as lines
    from orders o join orders_products l on l.order_id = o.id
    where o.status = 'Order Placed' and o.id % 97 = 0
      and not exists (select 1 from orders_changes c where c.order_id = o.id)
    group by o.id
    having count(*) = 2 and max(l.quantity) = 2
    order by o.id
    limit ${changes}`)) as unknown as {
    rows: {
      id: number;
      updatedTimestamp: string;
      lines: { productsVariationId: number; quantity: number }[];
    }[];
  }
).rows;

const call = (url: string, payload: object) =>
  app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload });
const p = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.floor(values.length * q)]!;

const fetchMs: number[] = [];
const quoteMs: number[] = [];
const changeMs: number[] = [];
let refused = 0;
for (const order of picked) {
  const lines = order.lines.map((line) => ({ ...line, quantity: Math.min(line.quantity, 1) }));
  let started = performance.now();
  // A yardstick of the machine's speed: reading the order, as its view does.
  await app.inject({
    method: 'GET',
    url: `/api/orders/fetch/${order.id}`,
    headers: { authorization: `Bearer ${token}` },
  });
  fetchMs.push(performance.now() - started);
  started = performance.now();
  const quoted = await call(`/api/orders/${order.id}/changes/quote`, { lines });
  quoteMs.push(performance.now() - started);
  started = performance.now();
  const changed = await traced('change', trace, () =>
    call(`/api/orders/${order.id}/changes`, {
      lines,
      reason: 'Out of stock',
      updatedTimestamp: new Date(order.updatedTimestamp).toISOString(),
    }),
  );
  changeMs.push(performance.now() - started);
  if (quoted.statusCode !== 200 || changed.statusCode !== 200) {
    refused += 1;
    if (refused <= 3)
      console.log(`order ${order.id}: ${quoted.statusCode} ${changed.statusCode} ${changed.body}`);
  }
}

const line = (label: string, values: number[]) =>
  `${label}: p50 ${p(values, 0.5).toFixed(1)} ms, p95 ${p(values, 0.95).toFixed(1)} ms`;
console.log(
  `${target.label}, ${orders.toLocaleString('en-IN')} orders, ${picked.length} orders changed once each${withoutRollups ? ', without the rollups consumer' : ''}`,
);
console.log(line('read the order (yardstick)', fetchMs));
console.log(line('quote', quoteMs));
console.log(line('change', changeMs));
if (trace) printTrace(options.get('trace-file'));
await app.close();
await database.close();
process.exit(refused === 0 && picked.length > 0 ? 0 : 1);
