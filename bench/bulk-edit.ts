/**
 * The bulk price and stock grid (issue 31 §5): 500 pasted rows checked and saved in ≤ 3 s on
 * the embedded database. Each round builds the block a spreadsheet paste gives (tab-separated
 * text: unit price, sale price, stock quantity), reads and checks every cell with the grid's own
 * domain rules (readBulkCell, bulkEditRowErrors), then sends PATCH /api/products-variations/bulk
 * and waits for its answer; the figure is that whole time, per round. Then, with
 * --low-stock-variations N (default 0: skipped), GET /api/products-variations/low-stock (the
 * header's count and the list's first page) over N variations, without and with the partial
 * indexes docs/DECISIONS.md proposes.
 *
 *   npx tsx bench/bulk-edit.ts --data-dir /tmp/mandi-bench-bulk                # PGlite, fresh folder
 *   npx tsx bench/bulk-edit.ts --data-dir /tmp/mandi-bench-ls --rows 0 --low-stock-variations 1000000
 *
 * Options: --products (variations in the store, default 5,000), --rows (pasted, default 500),
 * --rounds (default 5), --reads (low-stock reads, default 20). In-process (app.inject).
 */
import os from 'node:os';
import { BULK_EDIT_FIELDS, type BulkEditField, bulkEditRowErrors, readBulkCell } from '@mandi/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client';
import { numberOption, parseArgs } from './lib/args';
import { inProcessApp, openBenchDatabase } from './lib/bench-app';
import { targetFrom } from './lib/target';

const options = parseArgs(process.argv.slice(2));
const productCount = numberOption(options, 'products', 5000);
const rowCount = numberOption(options, 'rows', 500);
const rounds = numberOption(options, 'rounds', 5);
const lowStockVariations = numberOption(options, 'low-stock-variations', 0);
const reads = numberOption(options, 'reads', 20);

const target = targetFrom(options);
const { database, db, token } = await openBenchDatabase(target, 4);
const app = await inProcessApp(database, 'bulk');
const headers = { authorization: `Bearer ${token}`, 'user-agent': 'bench/bulk-edit' };

/** `count` simple products, one managed variation each, in one statement per table. */
async function seedVariations(count: number, tag: string) {
  await db.execute(sql`
    insert into products (name, slug, manage_stock)
    select 'Bench ' || ${tag} || ' ' || g, 'bench-' || ${tag} || '-' || g, true from generate_series(1, ${count}) g`);
  await db.execute(sql`
    insert into products_variations (product_id, name, sku, unit_price, sale_price, manage_stock, stock_quantity, is_default,
      low_stock_threshold)
    select p.id, p.name, 'B' || ${tag} || '-' || p.id, 100 + (p.id % 400), 0, true, p.id % 200, true,
      case when p.id % 3 = 0 then 5 end
    from products p where p.slug like ${`bench-${tag}-%`}`);
}

const elapsed = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
};

/** The grid's rows for one round: what the list answered for them (id, stamp, current values). */
async function gridRows(limit: number) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/products-variations?filter=sku||$starts||Bgrid&sort=id,ASC&limit=${limit}`,
    headers,
  });
  return (res.json() as { data: Record<string, unknown>[] }).data;
}

/** A paste of unit price, sale price and stock quantity for every row, checked and saved. */
async function pasteAndSave(round: number): Promise<number> {
  const rows = await gridRows(rowCount);
  const block = rows
    .map((_, i) =>
      [String(150 + round + (i % 50)), String(120 + (i % 20)), String((i + round) % 90)].join('\t'),
    )
    .join('\n');
  const fields: BulkEditField[] = ['unitPrice', 'salePrice', 'stockQuantity'];
  const start = process.hrtime.bigint();
  const body = block.split('\n').map((line, i) => {
    const row = rows[i]!;
    const changes: Record<string, unknown> = {};
    line.split('\t').forEach((text, c) => {
      const reading = readBulkCell(fields[c]!, text);
      if (!reading.ok) throw new Error(reading.message);
      changes[fields[c]!] = reading.value;
    });
    const current = Object.fromEntries([...BULK_EDIT_FIELDS, 'manageStock'].map((f) => [f, row[f]]));
    if (bulkEditRowErrors(current as never, changes).length > 0) throw new Error(`row ${i} refused`);
    return { id: row.id, updatedTimestamp: row.updatedTimestamp, ...changes };
  });
  const res = await app.inject({
    method: 'PATCH',
    url: '/api/products-variations/bulk',
    headers,
    payload: { rows: body },
  });
  const ms = elapsed(start);
  if (res.statusCode !== 200) throw new Error(`save: ${res.statusCode} ${res.body}`);
  return ms;
}

async function lowStockReads(label: string) {
  const times: number[] = [];
  let total = 0;
  for (let i = 0; i < reads; i += 1) {
    const start = process.hrtime.bigint();
    const res = await app.inject({
      method: 'GET',
      url: '/api/products-variations/low-stock?join=product||name&limit=10',
      headers,
    });
    times.push(elapsed(start));
    total = (res.json() as { total: number }).total;
  }
  console.log(
    `low-stock ${label}: p50 ${quantile(times, 0.5).toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms (${total} low of ${lowStockVariations})`,
  );
}

async function createLowStockIndexes(target: Db) {
  await target.execute(sql`create index if not exists bench_low_stock_default on products_variations (stock_quantity)
    where manage_stock and enabled and not kept_aside and low_stock_threshold is null`);
  await target.execute(sql`create index if not exists bench_low_stock_own on products_variations ((stock_quantity - low_stock_threshold))
    where manage_stock and enabled and not kept_aside and low_stock_threshold is not null`);
  await target.execute(sql`analyze products_variations`);
}

console.log(`${target.label}, ${os.cpus().length} cores, load ${os.loadavg()[0]!.toFixed(1)}`);
if (rowCount > 0) {
  await seedVariations(productCount, 'grid');
  const times: number[] = [];
  for (let round = 1; round <= rounds; round += 1) times.push(await pasteAndSave(round));
  console.log(
    `${rowCount} pasted rows checked and saved (${productCount} variations in the store): ` +
      `${times.map((t) => t.toFixed(0)).join(', ')} ms; median ${quantile(times, 0.5).toFixed(0)} ms`,
  );
}
if (lowStockVariations > 0) {
  await seedVariations(lowStockVariations, 'ls');
  await db.execute(sql`analyze products_variations`);
  await lowStockReads('without index');
  await createLowStockIndexes(db);
  await lowStockReads('with the partial indexes');
}
await app.close();
await database.close();
