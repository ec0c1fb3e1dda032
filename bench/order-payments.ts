/**
 * Recording a payment (issue 26): the p50 of one payment, one request at a time, on a
 * seed-scale database (`bench/seed-scale.ts`, whose orders are one third Order Delivered and
 * unpaid). Each picked order gets one cash payment of its whole grand total, so every payment
 * does the whole work (the transaction row, amount received summed again, the order's money
 * state, timeline, audit, the order-written hook, the order read back).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:55432/mandi_bench_1m npx tsx bench/order-payments.ts
 *
 * Options: --payments (default 200); --without-rollups 1 (diagnosis only: the order-written hook
 * without the dashboard's rollups). Exits 1 when a payment is refused.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { numberOption, parseArgs } from './lib/args';
import { dropRollupsConsumer, inProcessApp, openBenchDatabase, rowsOf } from './lib/bench-app';
import { targetFrom } from './lib/target';

const options = parseArgs(process.argv.slice(2));
const payments = numberOption(options, 'payments', 200);
const withoutRollups = numberOption(options, 'without-rollups', 0) === 1;

const target = targetFrom(options);
const { database, db, token } = await openBenchDatabase(target, 4);
const app = await inProcessApp(database, 'payments');
if (withoutRollups) dropRollupsConsumer();

const rows = rowsOf(db);
const [{ orders }] = (await rows<{ orders: number }>(sql`select count(*)::int as orders from orders`)) as [
  { orders: number },
];

/** Delivered orders with nothing received yet, spread over the whole table. */
const picked = await rows<{ id: number; grandTotal: string }>(sql`
  select o.id, o.grand_total::text as "grandTotal" from orders o
  where o.status = 'Order Delivered' and o.id % 83 = 0 and o.amount_received = 0
  order by o.id
  limit ${payments}`);

const send = (method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, payload });
const p = (values: number[], q: number) => [...values].sort((a, b) => a - b)[Math.floor(values.length * q)]!;

const fetchMs: number[] = [];
const paymentMs: number[] = [];
let refused = 0;
for (const order of picked) {
  let started = performance.now();
  // A yardstick of the machine's speed: reading the order, as its view does.
  await send('GET', `/api/orders/fetch/${order.id}`);
  fetchMs.push(performance.now() - started);
  started = performance.now();
  const answer = await send('POST', `/api/orders/${order.id}/payments`, {
    amount: Number(order.grandTotal),
    method: 'cash',
  });
  paymentMs.push(performance.now() - started);
  if (answer.statusCode !== 201) {
    refused += 1;
    if (refused <= 3) console.log(`order ${order.id}: ${answer.statusCode} ${answer.body}`);
  }
}

const line = (label: string, values: number[]) =>
  `${label}: p50 ${p(values, 0.5).toFixed(1)} ms, p95 ${p(values, 0.95).toFixed(1)} ms`;
console.log(
  `${target.label}, ${orders.toLocaleString('en-IN')} orders, ${picked.length} delivered orders paid once each${withoutRollups ? ', without the rollups consumer' : ''}`,
);
console.log(
  `load average: ${os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')} (${os.cpus().length} cores)`,
);
console.log(line('read the order (yardstick)', fetchMs));
console.log(line('payment in full', paymentMs));
await app.close();
await database.close();
process.exit(refused === 0 && picked.length > 0 ? 0 : 1);
