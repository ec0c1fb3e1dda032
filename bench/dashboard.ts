/**
 * The dashboard's calls (issue 15) on a database filled by seed-scale.ts (1,000,000 orders
 * over the last year): each widget's call, one request at a time as a browser sends them,
 * for a 30-day period and for a whole year (the last 365 days); p50 and p99 over --requests
 * requests after --warmup. Also the rebuild of the rollups from the orders and what keeping
 * them costs an order write (refreshRollups for one order's day, rolled back).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:55500/bench_dash npx tsx bench/dashboard.ts
 *   npx tsx bench/dashboard.ts --data-dir bench-data/dash-pglite
 *
 * Seed first, e.g. `npx tsx bench/seed-scale.ts --products 10000 --users 100000 --orders 1000000`.
 * The seed's orders have no pincode: the first run gives them address pincodes (--pincodes
 * distinct ones, default 2,000) and rebuilds the rollups (also with --rebuild).
 * Options: --requests (default 40), --warmup (default 5), --pincodes, --rebuild, --only top (the top
 * products alone, eight periods, each answer checked against a recount from the orders).
 */
import { addDays, indiaDay, indiaDayStart, SOLD_STATUSES } from '@mandi/domain';
import { sql } from 'drizzle-orm';
import { refreshRollups } from '../apps/server/src/modules/dashboard/rollups';
import { rebuildRollups } from '../apps/server/src/modules/dashboard/rollups.repository';
import { numberOption, parseArgs } from './lib/args';
import { startServer } from './lib/child-server';
import { benchToken } from './lib/session';
import { openTarget, targetFrom } from './lib/target';

const APP_PORT = '39417';
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function prepare(target: ReturnType<typeof targetFrom>, pincodes: number, rebuild: boolean) {
  const database = await openTarget(target, 1);
  const db = database.db;
  try {
    await database.migrate();
    const [counts] = rowsOf<{ orders: number; placed: number; located: number }>(
      await db.execute(sql`select count(*)::int as orders,
        count(*) filter (where order_timestamp is not null)::int as placed,
        count(*) filter (where address is not null or pincode_id is not null)::int as located
        from orders`),
    );
    console.log(`${target.label}: ${counts!.orders} orders, ${counts!.placed} placed`);
    if (counts!.orders === 0) throw new Error('No orders: run bench/seed-scale.ts first');
    if (counts!.located === 0) {
      const started = performance.now();
      const [{ max } = { max: 0 }] = rowsOf<{ max: number }>(
        await db.execute(sql`select max(id)::int as max from orders`),
      );
      for (let from = 1; from <= max; from += 200_000) {
        await db.execute(sql`
          update orders set address = jsonb_build_object(${ADDRESS_FIELDS}, 'pincode',
            (400001 + (id::bigint * 7919) % ${pincodes})::text)
          where id between ${from} and ${from + 199_999}`);
      }
      await db.execute(sql`vacuum analyze orders`);
      console.log(`  address pincodes given (${((performance.now() - started) / 1000).toFixed(1)} s)`);
      rebuild = true;
    }
    await repairAddresses(db);
    const [{ days } = { days: 0 }] = rowsOf<{ days: number }>(
      await db.execute(sql`select count(*)::int as days from sales_by_day`),
    );
    if (rebuild || days === 0) {
      const started = performance.now();
      await db.transaction((tx) => rebuildRollups(tx));
      await db.execute(
        sql`vacuum analyze sales_by_day, sales_by_day_product, sales_by_month_product, sales_by_day_pincode, sales_by_month_pincode,
          rollup_order_contributions, rollup_order_product_contributions, sales_window_product`,
      );
      console.log(
        `  rollups rebuilt from the orders in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    }
    const sizes = rowsOf<{ name: string; rows: number }>(
      await db.execute(sql`select 'day' as name, count(*)::int as rows from sales_by_day
        union all select 'day×product', count(*)::int from sales_by_day_product
        union all select 'month×product', count(*)::int from sales_by_month_product
        union all select 'day×pincode', count(*)::int from sales_by_day_pincode
        union all select 'month×pincode', count(*)::int from sales_by_month_pincode
        union all select 'window×product', count(*)::int from sales_window_product`),
    );
    console.log(`  rollup rows: ${sizes.map((row) => `${row.name} ${row.rows}`).join(', ')}`);

    // What a status move's hook adds: refreshRollups for one sold order of today, cancelled (rolled back).
    const [sold] = rowsOf<{ id: number; user_id: number; status: string }>(
      await db.execute(sql`select id, user_id, status from orders
        where status = any(${sql.param([...SOLD_STATUSES])}::text[]) and order_timestamp > now() - interval '6 hours'
        order by id limit 1`),
    );
    if (sold) {
      const times: number[] = [];
      for (let run = 0; run < 7; run += 1) {
        await db
          .transaction(async (tx) => {
            await tx.execute(sql`update orders set status = 'Order Cancelled' where id = ${sold.id}`);
            const started = performance.now();
            await refreshRollups(tx, [
              {
                orderId: sold.id,
                userId: sold.user_id,
                fromStatus: 'Order Placed',
                toStatus: 'Order Cancelled',
              },
            ]);
            times.push(performance.now() - started);
            throw new RolledBack();
          })
          .catch((error) => {
            if (!(error instanceof RolledBack)) throw error;
          });
      }
      console.log(
        `  refreshRollups for one order cancelled (an order write's share: its increments): p50 ${median(times).toFixed(1)} ms`,
      );
    }
  } finally {
    await database.close();
  }
}

class RolledBack extends Error {}

/**
 * An address snapshot as the order answer's schema reads it (OrderAddress: name, lines, city,
 * state, pincode): the pincode step gives each order one with only the pincode known.
 */
const ADDRESS_FIELDS = sql`'name', 'Home', 'line1', null, 'line2', null, 'city', null, 'state', null`;

/** Orders given a name-and-pincode address by an earlier run of this bench get the full shape. */
async function repairAddresses(db: Awaited<ReturnType<typeof openTarget>>['db']) {
  const [{ max } = { max: 0 }] = rowsOf<{ max: number }>(
    await db.execute(sql`select coalesce(max(id), 0)::int as max from orders`),
  );
  let repaired = 0;
  for (let from = 1; from <= max; from += 200_000) {
    const result = (await db.execute(sql`
      update orders set address = address || jsonb_build_object(${ADDRESS_FIELDS})
      where id between ${from} and ${from + 199_999} and address is not null and not (address ? 'line1')`)) as unknown as {
      rowCount?: number;
    };
    repaired += result.rowCount ?? 0;
  }
  if (repaired > 0) console.log(`  ${repaired} address snapshots given the order answer's fields`);
}

/**
 * The top products of a range counted again from the orders themselves (not the rollups), as
 * [product, paise, quantity, orders]: what the call's answer must equal.
 */
async function recountTop(
  target: ReturnType<typeof targetFrom>,
  range: { from: string; to: string },
  by: 'revenue' | 'quantity',
  limit: number,
): Promise<number[][]> {
  const database = await openTarget(target, 1);
  try {
    const ranked = sql.raw(by === 'revenue' ? 'revenue' : 'quantity');
    return rowsOf<{ product_id: number; revenue: string; quantity: number; orders: number }>(
      await database.db.execute(sql`
        select l.product_id, round(sum(l.sub_total - l.returned_sub_total) * 100)::bigint as revenue,
          sum(l.quantity - l.returned_quantity)::int as quantity, count(distinct l.order_id)::int as orders
        from orders o join orders_products l on l.order_id = o.id
        where o.status = any(${sql.param([...SOLD_STATUSES])}::text[])
          and o.order_timestamp >= ${indiaDayStart(range.from).toISOString()}::timestamptz
          and o.order_timestamp < ${indiaDayStart(addDays(range.to, 1)).toISOString()}::timestamptz
        group by 1 order by ${ranked} desc, 1 limit ${limit}`),
    ).map((row) => [row.product_id, Number(row.revenue), row.quantity, row.orders]);
  } finally {
    await database.close();
  }
}

/** The answer's rows as the recount's. */
const answeredTop = (text: string) =>
  (
    JSON.parse(text) as { data: { productId: number; revenue: number; quantity: number; orders: number }[] }
  ).data.map((row) => [row.productId, Math.round(row.revenue * 100), row.quantity, row.orders]);

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
};
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
};

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const target = targetFrom(options);
  const requests = numberOption(options, 'requests', 40);
  const warmup = numberOption(options, 'warmup', 5);
  await prepare(target, numberOption(options, 'pincodes', 2000), options.has('rebuild'));

  const setup = await openTarget(target, 1);
  const token = await benchToken(setup.db);
  await setup.close();
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

  const today = indiaDay(new Date());
  const periods: Record<string, Record<string, string>> = {
    '30 days': { period: '30d' },
    year: { period: 'custom', from: addDays(today, -364), to: today },
  };
  // --only top: the top products alone, also for this month and a 45-day period crossing months
  // that ends 20 days ago (no kept window: summed from the rollups), each checked against a
  // recount from the orders.
  const onlyTop = options.get('only') === 'top';
  if (onlyTop) {
    periods.month = { period: 'month' };
    periods['45 days'] = { period: 'custom', from: addDays(today, -64), to: addDays(today, -20) };
    const lastMonth = addDays(`${today.slice(0, 8)}01`, -1);
    periods['last month'] = { period: 'custom', from: `${lastMonth.slice(0, 8)}01`, to: lastMonth };
    periods['year to 20 days ago'] = {
      period: 'custom',
      from: addDays(today, -384),
      to: addDays(today, -20),
    };
    // 95 days from mid-month to mid-month, crossing four months, ending a month ago.
    periods['95 days, four months'] = {
      period: 'custom',
      from: addDays(`${today.slice(0, 8)}01`, -99),
      to: addDays(`${today.slice(0, 8)}01`, -5),
    };
    periods['10 days across months'] = {
      period: 'custom',
      from: addDays(`${today.slice(0, 8)}01`, -66),
      to: addDays(`${today.slice(0, 8)}01`, -57),
    };
  }
  const query = (period: Record<string, string>, extra: Record<string, string> = {}) =>
    new URLSearchParams({ ...period, ...extra }).toString();

  const app = await startServer('app-server.ts', { BENCH_TARGET: JSON.stringify(target), PORT: APP_PORT });
  const lines: string[] = [];
  console.log(
    `load average when the calls started: ${(await import('node:os'))
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')} (2 cores)`,
  );
  try {
    for (const [label, period] of Object.entries(periods)) {
      const calls: [string, string, object | undefined][] = [
        ['POST /api/orders/revenue', '/api/orders/revenue', period],
        [
          'POST /api/orders/revenue-by-date (day)',
          '/api/orders/revenue-by-date',
          { ...period, bucket: 'day' },
        ],
        [
          'POST /api/orders/revenue-by-date (week)',
          '/api/orders/revenue-by-date',
          { ...period, bucket: 'week' },
        ],
        [
          'POST /api/orders/revenue-by-date (month)',
          '/api/orders/revenue-by-date',
          { ...period, bucket: 'month' },
        ],
        [
          'GET /api/orders-products/top-product (revenue)',
          `/api/orders-products/top-product?${query(period)}`,
          undefined,
        ],
        [
          'GET /api/orders-products/top-product (quantity)',
          `/api/orders-products/top-product?${query(period, { by: 'quantity' })}`,
          undefined,
        ],
        ['GET /api/orders/top-pincode/sale', `/api/orders/top-pincode/sale?${query(period)}`, undefined],
        ['GET /api/users/new-customers', `/api/users/new-customers?${query(period)}`, undefined],
        ['GET /api/users/user-count', '/api/users/user-count', undefined],
        ['GET /api/users-cards', '/api/users-cards', undefined],
      ];
      for (const [name, url, body] of calls.filter(([name]) => !onlyTop || name.includes('top-product'))) {
        const send = async () => {
          const started = performance.now();
          const answer = await fetch(`${app.url}${url}`, {
            method: body ? 'POST' : 'GET',
            headers,
            ...(body ? { body: JSON.stringify(body) } : {}),
          });
          const text = await answer.text();
          if (!answer.ok) throw new Error(`${name}: ${answer.status} ${text}`);
          return { ms: performance.now() - started, text };
        };
        for (let run = 0; run < warmup; run += 1) await send();
        const times: number[] = [];
        let sample = '';
        for (let run = 0; run < requests; run += 1) {
          const { ms, text } = await send();
          times.push(ms);
          sample = text;
        }
        if (onlyTop) {
          const answer = JSON.parse(sample) as { range: { from: string; to: string } };
          const recount = await recountTop(
            target,
            answer.range,
            name.includes('quantity') ? 'quantity' : 'revenue',
            10,
          );
          const equal = JSON.stringify(recount) === JSON.stringify(answeredTop(sample));
          if (!equal) throw new Error(`${label} ${name}: the answer differs from a recount from the orders`);
          console.log(
            `  ${label} ${name}: equal to a recount from the orders (${answer.range.from} … ${answer.range.to})`,
          );
        }
        const line = `${label.padEnd(8)} ${name.padEnd(48)} p50 ${median(times).toFixed(1).padStart(6)} ms  p99 ${percentile(times, 99).toFixed(1).padStart(6)} ms`;
        lines.push(line);
        console.log(line, ` ${sample.slice(0, 90)}`);
      }
    }
  } finally {
    await app.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
