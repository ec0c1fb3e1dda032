/**
 * Goods returned after delivery (issue 26): the p50 of one return (one unit of a delivered
 * order's last line, back to stock, with a refund of its worth), one request at a time, on a
 * seed-scale database (`bench/seed-scale.ts`, whose orders are a third Order Delivered, two
 * lines each). Before the timing, untimed, each order is invoiced and paid in full, so every
 * return does the whole work: the return and its lines, the lines' and order's figures, stock,
 * the credit note (serial, document), the refund and received summed again, timeline, audit, and
 * the order-written hook (customer totals, sales figures, the day's rollups, counts).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:55477/returns_bench npx tsx bench/order-returns.ts
 *
 * Options: --returns (default 200); --without-rollups 1 (diagnosis only: the order-written hook
 * without the dashboard's rollups, to see the return's own share); --trace 1 (diagnosis: each
 * statement of a median return, with its median time, round trip included; --trace-file
 * f.json also writes its statements with their parameters). Exits 1 when a return is refused.
 */
import os from 'node:os';
import { gstinCheckCharacter } from '@mandi/domain';
import { sql } from 'drizzle-orm';
import { numberOption, parseArgs } from './lib/args';
import { dropRollupsConsumer, inProcessApp, openBenchDatabase, rowsOf } from './lib/bench-app';
import { printTrace, traced } from './lib/statement-trace';
import { targetFrom } from './lib/target';

const options = parseArgs(process.argv.slice(2));
const returns = numberOption(options, 'returns', 200);
const withoutRollups = numberOption(options, 'without-rollups', 0) === 1;
const trace = numberOption(options, 'trace', 0) === 1;

const target = targetFrom(options);
const { database, db, token } = await openBenchDatabase(target, 4);
const app = await inProcessApp(database, 'returns');
if (withoutRollups) dropRollupsConsumer();

const rows = rowsOf(db);
const [{ orders }] = (await rows<{ orders: number }>(sql`select count(*)::int as orders from orders`)) as [
  { orders: number },
];

// Invoices need the store's details and each order's delivery state; a seed-scale store has neither.
await db.execute(sql`
  insert into states (name, code, country_id)
  select 'Maharashtra', 'MH', (select id from countries order by id limit 1)
  where not exists (select 1 from states where name = 'Maharashtra')`);
const gstin = `27AAHCM7305K1Z${gstinCheckCharacter('27AAHCM7305K1Z')}`;
await db.execute(sql`insert into settings default values on conflict do nothing`);
await db.execute(sql`
  update settings set legal_name = 'Mandi Fresh Foods Private Limited',
    legal_address = 'Shop 14, APMC Market Yard, Vashi', gst_number = ${gstin},
    state_id = (select id from states where name = 'Maharashtra' limit 1)`);

/** Delivered orders never returned before, spread over the whole table. */
const picked = await rows<{ id: number; grandTotal: string; variationId: number; price: string }>(sql`
  select o.id, o.grand_total::text as "grandTotal", l.products_variation_id as "variationId",
    (l.sub_total / l.quantity)::numeric(12,2)::text as price
  from orders o
  join lateral (
    select * from orders_products l where l.order_id = o.id order by l.id desc limit 1
  ) l on true
  where o.status = 'Order Delivered' and o.id % 89 = 0 and o.returned_amount = 0
  order by o.id
  limit ${returns}`);

const send = (method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });
const p = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.floor(values.length * q)]!;

await db.execute(sql`
  update orders set state_id = (select id from states where name = 'Maharashtra' limit 1)
  where id = any(${sql.param(picked.map((order) => order.id))}::int[])`);
for (const order of picked) {
  const invoiced = await send('GET', `/api/orders/${order.id}/invoice`);
  if (invoiced.statusCode !== 200) throw new Error(`order ${order.id} not invoiced: ${invoiced.body}`);
  await send('POST', `/api/orders/${order.id}/payments`, {
    amount: Number(order.grandTotal),
    method: 'cash',
  });
}

const fetchMs: number[] = [];
const returnMs: number[] = [];
let refused = 0;
for (const order of picked) {
  let started = performance.now();
  // A yardstick of the machine's speed: reading the order, as its view does.
  await send('GET', `/api/orders/fetch/${order.id}`);
  fetchMs.push(performance.now() - started);
  started = performance.now();
  const answer = await traced('return', trace, () =>
    send('POST', `/api/orders/${order.id}/returns`, {
      lines: [{ productsVariationId: order.variationId, quantity: 1, restock: true }],
      reason: 'spoilt',
      refund: { amount: Number(order.price), method: 'cash' },
    }),
  );
  returnMs.push(performance.now() - started);
  if (answer.statusCode !== 201) {
    refused += 1;
    if (refused <= 3) console.log(`order ${order.id}: ${answer.statusCode} ${answer.body}`);
  }
}

const [{ notes }] = (await rows<{ notes: number }>(
  sql`select count(*)::int as notes from orders_credit_notes where return_id is not null`,
)) as [{ notes: number }];
const line = (label: string, values: number[]) =>
  `${label}: p50 ${p(values, 0.5).toFixed(1)} ms, p95 ${p(values, 0.95).toFixed(1)} ms`;
console.log(
  `${target.label}, ${orders.toLocaleString('en-IN')} orders, ${picked.length} delivered orders returned once each (credit notes of returns now: ${notes})${withoutRollups ? ', without the rollups consumer' : ''}`,
);
console.log(
  `load average: ${os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')} (${os.cpus().length} cores)`,
);
console.log(line('read the order (yardstick)', fetchMs));
console.log(line('return with a refund and a credit note', returnMs));
if (trace) printTrace(options.get('trace-file'));
await app.close();
await database.close();
process.exit(refused === 0 && picked.length > 0 ? 0 : 1);
