/**
 * Suggesting delivery runs (issue 30): `POST /api/delivery-runs/suggest` for a day of 2,000
 * waiting home deliveries (Order Placed, placed yesterday, 40 pincodes, half with placed
 * coordinates) among 10 riders (at most 200 stops each), beside 20,000 older delivered orders, one request at a time.
 * Target: ≤ 1 s on PostgreSQL. Its own database (the rows are added once, on first run):
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:55433/bench_delivery npx tsx bench/delivery-suggest.ts
 *
 * Options: --orders (default 2000), --riders (10), --max-stops (200), --runs (10). Exits 1 when
 * the suggestion is refused or leaves a waiting order out while there was room.
 */
import os from 'node:os';
import { indiaDay } from '@mandi/domain';
import { sql } from 'drizzle-orm';
import { numberOption, parseArgs } from './lib/args';
import { inProcessApp, openBenchDatabase, rowsOf } from './lib/bench-app';
import { targetFrom } from './lib/target';

const options = parseArgs(process.argv.slice(2));
const orderCount = numberOption(options, 'orders', 2000);
const riderCount = numberOption(options, 'riders', 10);
const maxStops = numberOption(options, 'max-stops', 200);
const runs = numberOption(options, 'runs', 10);

const target = targetFrom(options);
const { database, db, token } = await openBenchDatabase(target, 4);
const rows = rowsOf(db);

/** The day's waiting orders and the history beside them, written once straight in SQL. */
async function seed() {
  const [{ waiting }] = (await rows<{ waiting: number }>(
    sql`select count(*)::int as waiting from orders where status = 'Order Placed'`,
  )) as [{ waiting: number }];
  if (waiting >= orderCount) return;
  await db.execute(sql`
    insert into users (full_name, mobile_number, email_address)
    select 'Bench customer ' || g, '9' || lpad(g::text, 9, '0'), 'bench' || g || '@delivery.local'
    from generate_series(1, 2000) g on conflict do nothing`);
  const yesterday = new Date(Date.now() - 86_400_000);
  await db.execute(sql`
    insert into orders (user_id, status, total, grand_total, total_products, total_quantity,
      order_timestamp, payment_method, delivery_type, address, order_placed_coordinates)
    select u.id, 'Order Placed', 300, 300, 1, 3, ${yesterday}, 'cod', 'Home Delivery',
      jsonb_build_object('name', 'Home', 'line1', g || ' Main Road', 'line2', null, 'city', 'Pune',
        'state', 'Maharashtra', 'pincode', (411001 + g % 40)::text),
      case when g % 2 = 0 then jsonb_build_object('x', 73.8 + (g % 97) / 1000.0, 'y', 18.5 + (g % 89) / 1000.0) end
    from generate_series(1, ${orderCount}) g
    join users u on u.email_address = 'bench' || (1 + g % 2000) || '@delivery.local'`);
  await db.execute(sql`
    insert into orders (user_id, status, total, grand_total, total_products, total_quantity,
      order_timestamp, payment_method, delivery_type, amount_received)
    select u.id, 'Order Delivered', 300, 300, 1, 3, now() - (g % 300) * interval '1 day', 'cod',
      'Home Delivery', 300
    from generate_series(1, 20000) g
    join users u on u.email_address = 'bench' || (1 + g % 2000) || '@delivery.local'`);
  await db.execute(sql`
    insert into admins_roles (name, routes) values ('Bench rider', array['delivery']) on conflict do nothing`);
  await db.execute(sql`
    insert into admins (full_name, email_address, password_hash, admins_role_id)
    select 'Bench rider ' || g, 'rider' || g || '@bench.local', '!', r.id
    from generate_series(1, 50) g, admins_roles r where r.name = 'Bench rider'
    on conflict do nothing`);
  await db.execute(sql`analyze orders`);
}

await seed();
const riderIds = (
  await rows<{ id: number }>(sql`
    select a.id from admins a join admins_roles r on r.id = a.admins_role_id
    where r.name = 'Bench rider' order by a.id limit ${riderCount}`)
).map((row) => row.id);
const app = await inProcessApp(database, 'delivery');

const date = indiaDay(new Date());
const ms: number[] = [];
let answer: { ordersCount: number; runs: { orderIds: number[] }[]; unassignedOrderIds: number[] } | undefined;
let failed = false;
for (let i = 0; i < runs; i++) {
  const started = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: '/api/delivery-runs/suggest',
    headers: { authorization: `Bearer ${token}` },
    payload: { date, riderIds, maxStops },
  });
  ms.push(performance.now() - started);
  if (response.statusCode !== 200) {
    console.log(`suggest: ${response.statusCode} ${response.body}`);
    failed = true;
    break;
  }
  answer = response.json();
}
const sorted = [...ms].sort((a, b) => a - b);
const sizes = answer?.runs.map((run) => run.orderIds.length) ?? [];
console.log(
  `${target.label}: ${answer?.ordersCount ?? 0} waiting orders, ${riderIds.length} riders, at most ${maxStops} stops`,
);
console.log(`runs of ${sizes.join(', ')}; ${answer?.unassignedOrderIds.length ?? 0} left for another run`);
console.log(
  `load average: ${os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')} (${os.cpus().length} cores)`,
);
console.log(
  `suggest: p50 ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms (${ms.length} calls; first ${ms[0]!.toFixed(0)} ms)`,
);
const room = riderIds.length * maxStops;
const placed = sizes.reduce((sum, size) => sum + size, 0);
if (answer && placed !== Math.min(room, answer.ordersCount)) failed = true;
await app.close();
await database.close();
process.exit(failed ? 1 : 0);
