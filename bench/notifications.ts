/**
 * Sending a push notification to every customer (issue 16): `--customers` customers with a
 * push id (default 100,000), one notification sent to all through the FCM HTTP v1 sender
 * against the local fake FCM server (apps/server/src/lib/push/fake-fcm-server.ts, which
 * answers 200 at once), messages per second from the job's start to its finished report, and
 * the process's memory (RSS and heap, sampled every 100 ms) while it sends.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:55500/bench_notify npx tsx bench/notifications.ts
 *   npx tsx bench/notifications.ts --data-dir /tmp/mandi-bench-notify          # PGlite
 *
 * The customers also get a last known phone (70% Android, 30% iOS; app versions 1.4.2, 1.4.0,
 * 1.3.1, 1.2.0 by 50/22/16/12, as the demo), and the eligible-user count is timed first (median
 * of 7 API calls) with no phone rule, a platform, a platform and a version, a version alone.
 * `--counts-only` stops after the counts (no send).
 *
 * Options: --customers (100000), --concurrency (FCM requests in flight, 50), --batch (tokens a
 * worker claims at a time, 500), --helpers (more workers sharing the job's tokens, as other
 * instances would after the job's lease: each runs the sending handler on the same job, 0).
 * In-process: the API (app.inject) to create the notification, the job worker and the fake
 * server share the process, so the memory figure includes the fake server (a counter and a
 * map of the tokens it saw).
 */
import { generateKeyPairSync } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { notificationDeliveries, notifications } from '../apps/server/src/db/schema';
import { fcmSender, selfSignedAuth } from '../apps/server/src/lib/push';
import { startFakeFcm } from '../apps/server/src/lib/push/fake-fcm-server';
import { notificationSendHandler } from '../apps/server/src/modules/notifications/notification-sending';
import { notificationWorker } from '../apps/server/src/modules/notifications/notification-worker';
import { numberOption, parseArgs } from './lib/args';
import { inProcessApp, openBenchDatabase } from './lib/bench-app';
import { targetFrom } from './lib/target';

const options = parseArgs(process.argv.slice(2));
const customers = numberOption(options, 'customers', 100_000);
const concurrency = numberOption(options, 'concurrency', 50);
const batchSize = numberOption(options, 'batch', 500);
const helpers = numberOption(options, 'helpers', 0);

const target = targetFrom(options);
const { database, db, token } = await openBenchDatabase(target, 6);

// Customers with push ids, made once per database (the bench's own rows, by mobile number).
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const { have } = rowsOf<{ have: number }>(
  await db.execute(sql`select count(*)::int as have from users where push_id like 'bench-push-%'`),
)[0]!;
if (have < customers) {
  const started = performance.now();
  for (let from = have + 1; from <= customers; from += 50_000) {
    const to = Math.min(customers, from + 49_999);
    await db.execute(sql`
      insert into users (full_name, mobile_number, push_id)
      select 'Bench customer ' || g, (6000000000 + g)::text, 'bench-push-' || g
      from generate_series(${from}::int, ${to}::int) g`);
  }
  console.log(
    `seeded ${customers - have} customers in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
// Their last known phone (as the order-write hook keeps it from their newest order).
const phones = rowsOf<{ n: number }>(
  await db.execute(sql`
    with bench as (
      select id, substr(push_id, 12)::int as g from users
      where push_id like 'bench-push-%' and platform is null)
    update users u set
      platform = case when bench.g % 10 < 7 then 'android' else 'ios' end,
      app_version = case when bench.g % 100 < 50 then '1.4.2' when bench.g % 100 < 72 then '1.4.0'
                         when bench.g % 100 < 88 then '1.3.1' else '1.2.0' end
    from bench where u.id = bench.id
    returning 1 as n`),
).length;
if (phones > 0) console.log(`gave ${phones} customers a last known phone`);
await db.execute(sql`vacuum analyze users`);
const countsOnly = options.has('counts-only');

const { reach } = rowsOf<{ reach: number }>(
  await db.execute(sql`select count(*)::int as reach from users where push_id is not null and push_id <> ''`),
)[0]!;

const app = await inProcessApp(database, 'notify');
// The eligible-user count by phone rules: the median of 7 calls each, after one to warm up.
for (const audience of [
  {},
  { platform: 'android' },
  { platform: 'android', appVersion: '1.3.1' },
  { appVersion: '1.3.1' },
  { platform: 'ios', appVersion: '1.2.0' },
]) {
  const times: number[] = [];
  let count = 0;
  for (let run = 0; run < 8; run++) {
    const started = performance.now();
    const answer = await app.inject({
      method: 'POST',
      url: '/api/users/eligible-user-count',
      headers: { authorization: `Bearer ${token}` },
      payload: audience,
    });
    if (answer.statusCode !== 200) throw new Error(`count: ${answer.statusCode} ${answer.body}`);
    count = (answer.json() as { count: number }).count;
    if (run > 0) times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `count ${JSON.stringify(audience)}: ${count.toLocaleString('en-IN')} in ${times[3]!.toFixed(1)} ms (median of 7)`,
  );
}
if (countsOnly) {
  await app.close();
  await database.close();
  process.exit(0);
}

const created = await app.inject({
  method: 'POST',
  url: '/api/notifications',
  headers: { authorization: `Bearer ${token}` },
  payload: { title: 'Benchmark', message: 'A message to every customer', page: 'Home', sendToAll: true },
});
if (created.statusCode !== 201) throw new Error(`create: ${created.statusCode} ${created.body}`);
const id = (created.json() as { id: number }).id;

const fake = await startFakeFcm({ record: false });
const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const auth = selfSignedAuth({
  client_email: 'bench@mandi-bench.iam.gserviceaccount.com',
  private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
});
const sender = fcmSender({ projectId: 'mandi-bench', auth, endpoint: fake.url, concurrency });
const worker = notificationWorker(db, { sender, batchSize });

global.gc?.();
const base = process.memoryUsage();
let peakRss = base.rss;
let peakHeap = base.heapUsed;
const sampler = setInterval(() => {
  const now = process.memoryUsage();
  peakRss = Math.max(peakRss, now.rss);
  peakHeap = Math.max(peakHeap, now.heapUsed);
}, 100);

const started = performance.now();
const helping = Array.from({ length: helpers }, (_, index) =>
  notificationSendHandler(db, { sender, batchSize })(
    {
      id: 0,
      kind: 'notification.send',
      key: `helper-${index}`,
      payload: { notificationId: id },
      attempts: 1,
      lockedBy: null,
    },
    { workerId: `helper-${index}`, now: () => new Date(), stopping: () => false, renew: async () => {} },
  ),
);
await Promise.all([worker.runDue(), ...helping]);
const seconds = (performance.now() - started) / 1000;
clearInterval(sampler);

const [row] = await db.select().from(notifications).where(eq(notifications.id, id));
const sentRows = rowsOf<{ n: number }>(
  await db.execute(
    sql`select count(*)::int as n from ${notificationDeliveries} where notification_id = ${id} and state = 'sent'`,
  ),
)[0]!.n;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;
console.log(
  `\n${target.label}: notification ${id} to ${reach.toLocaleString('en-IN')} customers with a push id`,
);
console.log(
  `  report: targeted ${row!.targetedCount}, sent ${row!.sentCount}, failed ${row!.failedCount}, state ${row!.deliveryState}`,
);
console.log(
  `  fake FCM received ${fake.count()} messages, ${fake.distinct()} distinct tokens (sent rows ${sentRows})`,
);
console.log(
  `  ${seconds.toFixed(1)} s: ${Math.round(row!.sentCount / seconds).toLocaleString('en-IN')} messages/s`,
);
console.log(
  `  memory: RSS ${mb(base.rss)} before, peak ${mb(peakRss)}; heap ${mb(base.heapUsed)} before, peak ${mb(peakHeap)}`,
);
if (fake.count() !== row!.sentCount || fake.distinct() !== fake.count())
  console.log('  MISMATCH: duplicates or losses');

await fake.close();
await app.close();
await database.close();
