import { loadConfig } from '../config';
import { rebuildRollups } from '../modules/dashboard/rollups.repository';
import { recountOrderStatuses } from '../modules/orders/orders-counts.repository';
import { openDatabase } from './client';

/**
 * npm run rollups:rebuild: recomputes the dashboard's rollups (sales by day, by day and
 * product, by day and pincode, and their months) and the per-status order counts (the store's
 * and each customer's) from the orders, in one transaction, on the
 * database the server uses (DATABASE_URL, else the embedded one in MANDI_DATA_DIR: stop the
 * server first, PGlite has one user at a time).
 */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const started = performance.now();
    await database.db.transaction(async (tx) => {
      await rebuildRollups(tx);
      await recountOrderStatuses(tx);
    });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`Rollups and order counts rebuilt from the orders in ${seconds} s (${database.kind})`);
  } finally {
    await database.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
