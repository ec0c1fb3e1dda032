/**
 * Fills a database for the benchmarks: `--products N` (default 1,000,000) with about 2
 * variations each, a cover image, categories, brands, taxes, and customers and orders to
 * match (`--users`, default N/10; `--orders`, default N/2, two lines each).
 *
 *   DATABASE_URL=postgres://... npx tsx bench/seed-scale.ts --products 1000000
 *   npx tsx bench/seed-scale.ts --products 100000 --data-dir bench-data/pglite
 *
 * The database must be empty of products (a fresh one): the seed writes fixed ids.
 */
import { sql } from 'drizzle-orm';
import { seedBase } from '../apps/server/src/db/seed/base';
import { recountOrderStatuses } from '../apps/server/src/modules/orders/orders-counts.repository';
import { numberOption, parseArgs } from './lib/args';
import { createIndexes, dropIndexes, secondaryIndexes } from './lib/bulk-indexes';
import {
  ordersSql,
  productLinksSql,
  productsSql,
  referenceSql,
  sequencesSql,
  usersSql,
  variationsSql,
} from './lib/scale-sql';
import { openTarget, targetFrom } from './lib/target';

const BULK_TABLES = [
  'products',
  'products_variations',
  'products_categories',
  'products_attributes',
  'products_images',
  'products_search',
  'users',
  'orders',
  'orders_products',
] as const;

const log = (line: string) => console.log(line);

async function main() {
  const options = parseArgs(process.argv.slice(2));
  const products = numberOption(options, 'products', 1_000_000);
  const users = numberOption(options, 'users', Math.max(1, Math.round(products / 10)));
  const orders = numberOption(options, 'orders', Math.round(products / 2));
  const batch = numberOption(options, 'batch', 100_000);
  const target = targetFrom(options);
  log(`Seeding ${target.label}: ${products} products, ${users} users, ${orders} orders`);

  // One connection, so the session setting below holds for every statement.
  const database = await openTarget(target, 1);
  const db = database.db;
  const started = performance.now();
  const step = async (label: string, statements: string[]) => {
    const at = performance.now();
    for (const statement of statements) await db.execute(sql.raw(statement));
    log(`  ${label} (${((performance.now() - at) / 1000).toFixed(1)} s)`);
  };

  try {
    await database.migrate();
    const existing = await db.execute(sql`select count(*)::int as n from products`);
    if ((existing as unknown as { rows: { n: number }[] }).rows[0]!.n > 0) {
      throw new Error('This database already has products: seed a fresh one (the seed writes fixed ids).');
    }
    await seedBase(db);
    await step('reference data', referenceSql());

    const indexes = await secondaryIndexes(db, BULK_TABLES);
    await dropIndexes(db, indexes);
    // The rows are consistent by construction: foreign-key triggers are skipped while loading.
    await db.execute(sql`set session_replication_role = replica`);
    for (let from = 1; from <= products; from += batch) {
      const to = Math.min(products, from + batch - 1);
      await step(`products ${from}..${to}`, [
        productsSql(from, to, products),
        variationsSql(from, to),
        ...productLinksSql(from, to),
      ]);
    }
    for (let from = 1; from <= users; from += batch) {
      await step(`users ${from}..${Math.min(users, from + batch - 1)}`, [
        usersSql(from, Math.min(users, from + batch - 1)),
      ]);
    }
    for (let from = 1; from <= orders; from += batch) {
      const to = Math.min(orders, from + batch - 1);
      await step(`orders ${from}..${to}`, ordersSql(from, to, users, products));
    }
    await db.execute(sql`set session_replication_role = default`);
    // The per-status order counts the order list's total reads (kept by afterOrdersWritten).
    const counting = performance.now();
    await recountOrderStatuses(db);
    log(`  order status counts (${((performance.now() - counting) / 1000).toFixed(1)} s)`);
    await step('sequences', sequencesSql());
    log('Building indexes');
    await createIndexes(db, indexes, log);
    // VACUUM sets the visibility map (index-only scans) and ANALYZE the planner's statistics.
    await step('vacuum analyze', ['vacuum analyze']);
    log(`Done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
