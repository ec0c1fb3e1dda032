import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import type { Database, Db } from '../../apps/server/src/db/client';
import { orderWrittenConsumers } from '../../apps/server/src/modules/order-written-consumers';
import { registerOrderWrittenConsumers } from '../../apps/server/src/modules/orders/orders-written';
import { benchToken } from './session';
import { openTarget, type Target } from './target';

/** The benchmark's database, migrated, with a superadmin token for its requests. */
export async function openBenchDatabase(target: Target, poolSize: number) {
  const database = await openTarget(target, poolSize);
  await database.migrate();
  return { database, db: database.db, token: await benchToken(database.db) };
}

/** The real app in this process on that database: silent, with a data folder of its own. */
export async function inProcessApp(database: Database, name: string): Promise<FastifyInstance> {
  const app = await buildApp({
    config: loadConfig({
      MANDI_DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), `mandi-bench-${name}-`)),
      LOG_LEVEL: 'silent',
    }),
    database,
    logger: false,
  });
  await app.ready();
  return app;
}

/** A raw statement's rows, typed as the caller says. */
export const rowsOf =
  (db: Db) =>
  async <T>(query: SQL): Promise<T[]> =>
    ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * `--without-rollups 1`, for diagnosis only: the order-written hook without the dashboard's
 * rollups, to see an order write's own share.
 */
export function dropRollupsConsumer() {
  registerOrderWrittenConsumers(
    orderWrittenConsumers.filter((consumer) => consumer.name !== 'dashboard rollups'),
  );
}
