/**
 * GSTR-1 of a month of invoices (issue 29): `GET /api/gst/gstr1?period=MMYYYY` on the real app
 * in its own process, over `--invoices` invoices (default 100,000) of 4 lines issued this month
 * and 1% of them credited. The invoices are written straight as issued documents (built by the
 * domain's buildInvoice, as the invoice download builds them), so the bench measures the return,
 * not the issuing. Seconds for the JSON, the summary and the xlsx, the answer's size, and the
 * server's resident memory before and its peak after.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:55433/bench_gstr1 npx tsx bench/gstr1.ts
 *
 * Run it on a database of its own (the invoices take the financial year's serials from 1).
 * --npm-flags starts the server with npm start's node flags (as deployed); without it, bare node.
 */

import fs from 'node:fs';
import os from 'node:os';
import {
  buildCreditNote,
  buildInvoice,
  financialYearOf,
  gstinCheckCharacter,
  type Invoice,
  indiaDay,
  monthPeriodOf,
} from '@mandi/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../apps/server/src/db/client';
import {
  orders,
  ordersCreditNotes,
  ordersInvoices,
  settings,
  states,
  users,
} from '../apps/server/src/db/schema';
import { numberOption, parseArgs } from './lib/args';
import { startServer } from './lib/child-server';
import { useNpmStartFlags } from './lib/npm-flags';
import { benchToken } from './lib/session';
import { openTarget, targetFrom } from './lib/target';

const PORT = process.env.BENCH_PORT ?? '39471';
const BATCH = 1000;
const STORE = '27AAHCM7305K1Z';
const party = (gstNumber: string | null) => ({
  name: 'Bench Buyer',
  address: ['12 MG Road'],
  stateName: null,
  stateCode: null,
  gstNumber,
});
const ITEMS = [
  { description: 'Aashirvaad Atta - 5 kg', hsnCode: '1101', price: 262.5, taxRate: 5, cessRate: 0 },
  { description: 'Amul Ghee - 1 l', hsnCode: '0405', price: 560, taxRate: 12, cessRate: 0 },
  { description: 'Thums Up - 750 ml', hsnCode: '2202', price: 40, taxRate: 28, cessRate: 12 },
  { description: 'Surf Excel - 1 kg', hsnCode: '3402', price: 140, taxRate: 18, cessRate: 0 },
  { description: 'Tomato - 1 kg', hsnCode: '0702', price: 30, taxRate: 0, cessRate: 0 },
];

/** The n-th invoice: one in ten to a registered buyer, one in three to Karnataka, one in 500 large. */
function invoiceOf(n: number, orderId: number, serial: string, day: string, buyerGstin: string): Invoice {
  const inState = n % 3 !== 0;
  const lines = Array.from({ length: 4 }, (_, k) => {
    const item = ITEMS[(n + k) % ITEMS.length]!;
    const quantity = n % 500 === 0 ? 200 : 1 + ((n + k) % 3);
    const amount = Math.round(item.price * quantity * 100) / 100;
    return { ...item, quantity, unitPrice: item.price, amount };
  });
  return buildInvoice({
    serial,
    date: day,
    orderId,
    orderReference: null,
    orderDate: day,
    seller: party(`${STORE}${gstinCheckCharacter(STORE)}`),
    buyer: party(n % 10 === 0 ? buyerGstin : null),
    shipTo: null,
    placeOfSupply: inState
      ? { stateName: 'Maharashtra', stateCode: '27', sameStateAsStore: true }
      : { stateName: 'Karnataka', stateCode: '29', sameStateAsStore: false },
    lines,
    discount: 0,
    shipping: 0,
  });
}

async function prepare(db: Db, count: number) {
  const [state] = await db.insert(states).values({ name: 'Maharashtra', code: 'MH' }).returning();
  await db.insert(settings).values({}).onConflictDoNothing();
  await db.update(settings).set({ gstNumber: `${STORE}${gstinCheckCharacter(STORE)}`, stateId: state!.id });
  const [user] = await db
    .insert(users)
    .values({ fullName: 'Bench Customer', mobileNumber: '9000000001' })
    .returning();
  const buyer = `29AABCK1234L1Z${gstinCheckCharacter('29AABCK1234L1Z')}`;
  const now = new Date();
  const day = indiaDay(now);
  const year = financialYearOf(now);
  let notes = 0;
  for (let start = 0; start < count; start += BATCH) {
    const size = Math.min(BATCH, count - start);
    const made = await db
      .insert(orders)
      .values(
        Array.from({ length: size }, () => ({
          userId: user!.id,
          status: 'Order Delivered' as const,
          orderTimestamp: now,
        })),
      )
      .returning({ id: orders.id });
    const invoices = made.map((order, j) => {
      const n = start + j + 1;
      const serial = `INV/${year.code}/${String(n).padStart(6, '0')}`;
      return { n, orderId: order.id, serial, document: invoiceOf(n, order.id, serial, day, buyer) };
    });
    await db.insert(ordersInvoices).values(
      invoices.map((row) => ({
        orderId: row.orderId,
        financialYear: year.label,
        number: row.n,
        serial: row.serial,
        invoiceDate: day,
        document: row.document,
      })),
    );
    const credited = invoices.filter((row) => row.n % 100 === 7);
    if (credited.length > 0) {
      await db.insert(ordersCreditNotes).values(
        credited.map((row) => {
          notes += 1;
          const serial = `CN/${year.code}/${String(notes).padStart(6, '0')}`;
          const document = buildCreditNote(row.document, serial, day);
          return {
            orderId: row.orderId,
            financialYear: year.label,
            number: notes,
            serial,
            noteDate: day,
            invoiceSerial: row.serial,
            document,
          };
        }),
      );
    }
  }
  return { period: monthPeriodOf(day), notes, day };
}

/** The invoices to measure: the ones already there when a previous run seeded them, else new ones. */
async function seeded(db: Db, count: number): Promise<{ period: string; day: string }> {
  const [existing] = await db
    .select({
      invoices: sql<number>`count(*)`.mapWith(Number),
      day: sql<string | null>`max(${ordersInvoices.invoiceDate})`,
    })
    .from(ordersInvoices);
  if (existing && existing.invoices > 0 && existing.day) {
    if (existing.invoices !== count)
      throw new Error(`the database holds ${existing.invoices} invoices, not ${count}: use a new one`);
    console.log(`reusing the ${existing.invoices} invoices seeded on ${existing.day}`);
    return { period: monthPeriodOf(existing.day), day: existing.day };
  }
  const started = performance.now();
  const { period, notes, day } = await prepare(db, count);
  console.log(
    `seeded ${count} invoices and ${notes} credit notes in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return { period, day };
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const target = targetFrom(options);
  const count = numberOption(options, 'invoices', 100_000);
  if (options.has('npm-flags')) useNpmStartFlags();
  const database = await openTarget(target, 4);
  await database.migrate();
  const token = await benchToken(database.db);
  const { period, day } = await seeded(database.db, count);
  await database.close();

  const server = await startServer('app-server.ts', { BENCH_TARGET: JSON.stringify(target), PORT });
  const memory = async () =>
    (await (await fetch(`${server.url}/bench/memory`)).json()) as { rssMb: number; peakMb: number };
  const serverCpu = async () => {
    const usage = (await (await fetch(`${server.url}/bench/cpu`)).json()) as { user: number; system: number };
    return (usage.user + usage.system) / 1e6;
  };
  const backends =
    target.kind === 'postgres' ? new pg.Client({ connectionString: target.databaseUrl }) : null;
  await backends?.connect();
  const timed = async (label: string, path: string) => {
    const cpuBefore = await serverCpu();
    const dbBefore = await databaseCpu(backends);
    const started = performance.now();
    const answer = await fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${token}` } });
    if (answer.status !== 200) throw new Error(`${label}: ${answer.status} ${await answer.text()}`);
    const bytes = (await answer.arrayBuffer()).byteLength;
    const seconds = (performance.now() - started) / 1000;
    const cpu = (await serverCpu()) - cpuBefore;
    const dbCpu = cpuSpent(dbBefore, await databaseCpu(backends));
    const after = await memory();
    console.log(
      `${label}: ${seconds.toFixed(2)} s, ${(bytes / 1048576).toFixed(1)} MB; CPU: server ${cpu.toFixed(2)} s, database ${dbCpu.toFixed(2)} s; server ${after.rssMb} MB, peak ${after.peakMb} MB`,
    );
  };
  console.log(
    `load average ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(' ')} (${os.cpus().length} cores)`,
  );
  try {
    console.log(`${target.label}: period ${period}; server ${(await memory()).rssMb} MB before`);
    await timed('GSTR-1 JSON', `/api/gst/gstr1?period=${period}`);
    await timed('GSTR-1 summary (totals, reconciliation, checks)', `/api/gst/gstr1/summary?period=${period}`);
    await timed('GSTR-1 xlsx', `/api/gst/gstr1?period=${period}&format=xlsx`);
    await timed('Sales register xlsx (the day)', `/api/gst/sales-register?from=${day}&to=${day}`);
  } finally {
    await backends?.end();
    await server.stop();
  }
}

/**
 * CPU seconds each backend of the bench's database has spent (PostgreSQL on this machine:
 * /proc/<pid>/stat), so a call's cost can be read apart from a loaded machine's wall time.
 */
async function databaseCpu(client: pg.Client | null): Promise<Map<number, number>> {
  const spent = new Map<number, number>();
  if (!client) return spent;
  const { rows } = await client.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  const tick = 100; // USER_HZ
  for (const { pid } of rows) {
    try {
      const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      spent.set(pid, (Number(fields[11]) + Number(fields[12])) / tick);
    } catch {
      // the backend ended
    }
  }
  return spent;
}

const cpuSpent = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((sum, [pid, seconds]) => sum + seconds - (before.get(pid) ?? 0), 0);

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
