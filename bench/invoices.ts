/**
 * Invoices for 1,000 orders as one PDF (issue 17): `POST /api/orders/documents` with the ids
 * and kind 'invoice' on the real app in its own process. The first call issues every invoice
 * (serials taken under the counter lock, the invoices kept) and draws them; the second
 * reprints them as kept; then the same orders' packing slips. Seconds, PDF size, and the
 * server's resident memory before and its peak after. Then 20 single-invoice calls at once on
 * 20 new orders: their numbers must be consecutive and unique.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:55500/bench_invoices npx tsx bench/invoices.ts
 *   npx tsx bench/invoices.ts --data-dir bench-data/pglite-invoices
 *
 * One product in four is named in Hindi, so the invoices draw Devanagari as well as Latin and ₹.
 *
 * Options: --orders (default 1000), --lines (lines per order, default 4), --npm-flags (start the
 * server with apps/server/package.json's config.nodeFlags, as `npm start` does). Each step also
 * prints the server's CPU seconds, the steadier figure on a loaded machine.
 */
import fs from 'node:fs';
import { financialYearOf, gstinCheckCharacter, lineTax } from '@mandi/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client';
import {
  orders,
  ordersInvoices,
  ordersProducts,
  organizations,
  products,
  productsVariations,
  settings,
  states,
  taxes,
  users,
} from '../apps/server/src/db/schema';
import { numberOption, parseArgs } from './lib/args';
import { startServer } from './lib/child-server';
import { useNpmStartFlags } from './lib/npm-flags';
import { benchToken } from './lib/session';
import { openTarget, targetFrom } from './lib/target';

const PORT = process.env.BENCH_PORT ?? '39461';
const RATES = [0, 5, 12, 18];

/** A Karnataka GSTIN that passes the check, new for each run. */
function buyerGstin() {
  const first14 = `29AABCK${String(Date.now() % 10000).padStart(4, '0')}L1Z`;
  return `${first14}${gstinCheckCharacter(first14)}`;
}

async function stateId(db: Db, name: string, code: string) {
  const [found] = await db.select({ id: states.id }).from(states).where(eq(states.code, code));
  if (found) return found.id;
  const [made] = await db.insert(states).values({ name, code }).returning({ id: states.id });
  return made!.id;
}

/** The store's invoice details, products at each GST rate, customers, and `count` orders. */
async function prepare(db: Db, count: number, linesPerOrder: number) {
  const maharashtra = await stateId(db, 'Maharashtra', 'MH');
  const karnataka = await stateId(db, 'Karnataka', 'KA');
  await db.insert(settings).values({}).onConflictDoNothing();
  const first14 = '27AAHCM7305K1Z';
  await db.update(settings).set({
    legalName: 'Mandi Fresh Foods Private Limited',
    legalAddress: 'Shop 14, APMC Market Yard, Sector 19, Vashi, Navi Mumbai 400703',
    stateId: maharashtra,
    gstNumber: `${first14}${gstinCheckCharacter(first14)}`,
  });
  const stamp = Date.now().toString(36);
  const taxRows = await db
    .insert(taxes)
    .values(RATES.map((rate) => ({ name: `Bench GST ${rate}% ${stamp}`, rate })))
    .returning();
  const productRows = await db
    .insert(products)
    .values(
      Array.from({ length: 40 }, (_, i) => ({
        // One product in four is named in Hindi (Devanagari), as kirana catalogues often are.
        name:
          i % 4 === 3
            ? `बासमती चावल प्रीमियम ${i + 1} (बेंच उत्पाद)`
            : `Bench product ${i + 1} with a longer name to wrap`,
        slug: `bench-invoice-${stamp}-${i}`,
        hsnCode: ['1101', '0405', '0713', '1006'][i % 4]!,
        isTaxable: i % 4 !== 0,
        taxId: taxRows[i % 4]!.id,
      })),
    )
    .returning();
  const variationRows = await db
    .insert(productsVariations)
    .values(
      productRows.map((product, i) => ({
        productId: product.id,
        name: `${(i % 5) + 1} kg`,
        sku: `BENCH-INV-${stamp}-${i}`,
        unitPrice: 49 + i * 7.5,
      })),
    )
    .returning();
  const [organization] = await db
    .insert(organizations)
    .values({
      name: `Bench Caterers ${stamp}`,
      gstNumber: buyerGstin(),
      panNumber: 'AABCK1234L',
    })
    .returning()
    .catch(() => [undefined]);
  const userRows = await db
    .insert(users)
    .values(
      Array.from({ length: 200 }, (_, i) => ({
        fullName: `Bench Customer ${i + 1}`,
        // Unique across runs (users_mobile_unique): random digits after a 9.
        mobileNumber: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
        organizationId: i % 10 === 0 ? (organization?.id ?? null) : null,
      })),
    )
    .returning({ id: users.id });
  const ids: number[] = [];
  for (let start = 0; start < count; start += 200) {
    const batch = Array.from({ length: Math.min(200, count - start) }, (_, j) => {
      const n = start + j;
      const lines = Array.from({ length: linesPerOrder }, (_, k) => {
        const v = (n * 7 + k * 3) % variationRows.length;
        const variation = variationRows[v]!;
        const quantity = 1 + ((n + k) % 3);
        const subTotal = Math.round(variation.unitPrice * quantity * 100) / 100;
        const rate = productRows[v]!.isTaxable ? RATES[v % 4]! : 0;
        return {
          variation,
          productId: productRows[v]!.id,
          quantity,
          subTotal,
          rate,
          tax: lineTax(subTotal, rate).tax,
        };
      });
      const total = Math.round(lines.reduce((sum, line) => sum + line.subTotal * 100, 0)) / 100;
      const inState = n % 3 !== 0;
      return { n, lines, total, inState };
    });
    const made = await db
      .insert(orders)
      .values(
        batch.map((order) => ({
          userId: userRows[order.n % userRows.length]!.id,
          status: 'Order Delivered' as const,
          total: order.total,
          taxedAmount: Math.round(order.lines.reduce((sum, line) => sum + line.tax * 100, 0)) / 100,
          shippingCharges: order.total < 499 ? 49 : 0,
          grandTotal: order.total + (order.total < 499 ? 49 : 0),
          totalProducts: order.lines.length,
          totalQuantity: order.lines.reduce((sum, line) => sum + line.quantity, 0),
          orderTimestamp: new Date(),
          paymentMethod: 'cod' as const,
          deliveryType: 'Home Delivery',
          stateId: order.inState ? maharashtra : karnataka,
          address: {
            name: 'Home',
            line1: `${order.n + 1}, MG Road`,
            line2: 'Near the temple',
            city: order.inState ? 'Pune' : 'Bengaluru',
            state: order.inState ? 'Maharashtra' : 'Karnataka',
            pincode: order.inState ? '411001' : '560001',
          },
        })),
      )
      .returning({ id: orders.id });
    await db.insert(ordersProducts).values(
      batch.flatMap((order, j) =>
        order.lines.map((line) => ({
          orderId: made[j]!.id,
          productId: line.productId,
          productsVariationId: line.variation.id,
          unitPrice: line.variation.unitPrice,
          quantity: line.quantity,
          subTotal: line.subTotal,
          taxedAmount: line.tax,
          taxRate: line.rate,
        })),
      ),
    );
    ids.push(...made.map((row) => row.id));
  }
  return ids;
}

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const target = targetFrom(options);
  const count = numberOption(options, 'orders', 1000);
  const linesPerOrder = numberOption(options, 'lines', 4);
  if (options.has('npm-flags')) useNpmStartFlags();

  const database = await openTarget(target, 4);
  await database.migrate();
  const token = await benchToken(database.db);
  const ids = await prepare(database.db, count, linesPerOrder);
  const racers = await prepare(database.db, 20, 2);
  // PGlite's folder is the server's while it runs: one process at a time.
  await database.close();

  const server = await startServer('app-server.ts', { BENCH_TARGET: JSON.stringify(target), PORT });
  let running = true;
  const stop = async () => {
    if (running) await server.stop();
    running = false;
  };
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const memory = async () =>
    (await (await fetch(`${server.url}/bench/memory`)).json()) as { rssMb: number; peakMb: number };
  const cpu = async () => {
    const usage = (await (await fetch(`${server.url}/bench/cpu`)).json()) as { user: number; system: number };
    return (usage.user + usage.system) / 1e6;
  };
  const timed = async (label: string, kind: 'invoice' | 'packing-slip') => {
    const cpuBefore = await cpu();
    const started = performance.now();
    const answer = await fetch(`${server.url}/api/orders/documents`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ ids, kind }),
    });
    if (answer.status !== 200) throw new Error(`${label}: ${answer.status} ${await answer.text()}`);
    const bytes = (await answer.arrayBuffer()).byteLength;
    const seconds = (performance.now() - started) / 1000;
    const after = await memory();
    const cpuSeconds = (await cpu()) - cpuBefore;
    console.log(
      `${label}: ${seconds.toFixed(2)} s (server CPU ${cpuSeconds.toFixed(2)} s), ${(bytes / 1048576).toFixed(1)} MB PDF; ` +
        `server ${after.rssMb} MB, peak ${after.peakMb} MB; load ${fs.readFileSync('/proc/loadavg', 'utf8').split(' ')[0]}`,
    );
  };
  try {
    const before = await memory();
    console.log(
      `${target.label}: ${count} orders of ${linesPerOrder} lines; server ${before.rssMb} MB before`,
    );
    await timed(`invoices, issued and drawn (${count})`, 'invoice');
    await timed(`invoices, reprinted as kept (${count})`, 'invoice');
    await timed(`packing slips (${count})`, 'packing-slip');

    // 20 orders invoiced by 20 calls at once, each order asked twice.
    const answers = await Promise.all(
      [...racers, ...racers].map((id) =>
        fetch(`${server.url}/api/orders/${id}/invoice`, {
          headers: { authorization: headers.authorization },
        }),
      ),
    );
    const statuses = new Set(answers.map((answer) => answer.status));
    for (const answer of answers) await answer.arrayBuffer();
    await stop();
    const after = await openTarget(target, 2);
    const rows = await after.db
      .select({ number: ordersInvoices.number, serial: ordersInvoices.serial })
      .from(ordersInvoices)
      .where(inArray(ordersInvoices.orderId, racers));
    await after.close();
    const numbers = rows.map((row) => row.number).sort((a, b) => a - b);
    const consecutive = numbers.every((n, i) => i === 0 || n === numbers[i - 1]! + 1);
    const unique = new Set(rows.map((row) => row.serial)).size === rows.length;
    console.log(
      `40 calls at once on 20 orders (${financialYearOf(new Date()).label}): statuses ${[...statuses].join(',')}, ` +
        `${rows.length} invoices, numbers ${numbers[0]}..${numbers.at(-1)}, consecutive ${consecutive}, unique ${unique}`,
    );
    if (rows.length !== 20 || !consecutive || !unique) process.exitCode = 1;
  } finally {
    await stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
