import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { createPgliteDir } from './create-pglite';
import * as schema from './schema';

export type Schema = typeof schema;
/** The one database type the code sees, whether PGlite or PostgreSQL is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Where a query runs: the database itself or a transaction on it. */
export type Executor = Db | Tx;

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /**
   * Migrates, then runs `prepare` (the first-start seed), as one step across instances: on
   * PostgreSQL under an advisory lock, so instances started together on an empty database
   * migrate and seed once; the others wait, then find the store made.
   */
  startUp<T>(prepare: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** The embedded database's folder as a gzipped tarball, taken between two queries (backups). */
  dumpDataDir?(): Promise<Blob>;
}

const drizzleOptions = { schema, casing: 'snake_case' } as const;

/**
 * PGlite's memory is the server's (WebAssembly memory grows and never shrinks): 8 MB of
 * shared buffers instead of PostgreSQL's 128 MB keeps the embedded server under 400 MB
 * (issue 10.8); reads past the buffers come from the system's file cache.
 */
const PGLITE_SETTINGS = ['shared_buffers=8MB', 'maintenance_work_mem=16MB'];
export const pgliteStartParams = [
  ...PGlite.defaultStartParams,
  ...PGLITE_SETTINGS.flatMap((setting) => ['-c', setting]),
];

/**
 * The values Drizzle keeps as PostgreSQL's text (it passes these parsers with each query):
 * dates, timestamps and intervals, and their arrays, and numeric arrays. As on node-postgres.
 */
const asText = (value: string) => value;
export const DRIZZLE_TEXT_TYPES = [1082, 1114, 1184, 1186, 1182, 1115, 1185, 1187, 1231];

/** The PGlite instance behind each embedded database, for statements run on it directly. */
const embeddedClients = new WeakMap<object, PGlite>();

/**
 * The PGlite instance behind `db` when it is the embedded database itself (not a transaction
 * on it). Its parsers are Drizzle's, so a statement run on it reads the same values as
 * through Drizzle, without PGlite copying its whole parser table (every array type, some
 * hundreds) for the query, as it does for each query that brings its own parsers.
 */
export function embeddedClient(db: object): PGlite | undefined {
  return embeddedClients.get(db);
}

/** Sets Drizzle's text parsers on a PGlite instance (the app's, the benchmark's bare handler's). */
export function useDrizzleParsers(client: PGlite): void {
  for (const type of DRIZZLE_TEXT_TYPES) client.parsers[type] = asText;
}

export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<Database> {
  if (dataDir) fs.mkdirSync(dataDir, { recursive: true });
  if (dataDir && !loadDataDir) await createPgliteDir(dataDir);
  // pg_trgm backs the trigram indexes of the lists' "contains" filters (migration 0001).
  const extensions = { pg_trgm };
  const options = { extensions, startParams: pgliteStartParams };
  const client = await PGlite.create(dataDir, loadDataDir ? { ...options, loadDataDir } : options);
  useDrizzleParsers(client);
  const db = drizzlePglite(client, drizzleOptions) as unknown as Db;
  embeddedClients.set(db, client);
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder }),
    // One process owns an embedded database's folder: nobody to wait for.
    async startUp(prepare) {
      await migratePglite(db as never, { migrationsFolder });
      return prepare();
    },
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('gzip'),
  };
}

/**
 * How the PostgreSQL pool keeps its connections. An idle connection is closed after 10 minutes,
 * not pg-pool's 10 s: a new one is a new backend whose first statements run cold (its caches
 * empty), which made the first list after a pause of over 10 s take ~600 ms instead of ~70
 * on a million products. Idle connections never hold a process open that has nothing else to do.
 */
export const POOL_SETTINGS = { idleTimeoutMillis: 10 * 60_000, allowExitOnIdle: true } as const;

export function openPostgres(connectionString: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString, max, ...POOL_SETTINGS });
  const db = drizzlePg(pool, drizzleOptions) as unknown as Db;
  // Several instances may start together: one migrates (and seeds), the others wait for it.
  async function underStartLock<T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock(727274)');
      return await work(client);
    } finally {
      await client.query('select pg_advisory_unlock(727274)').catch(() => {});
      client.release();
    }
  }
  const migrate = (client: pg.PoolClient) =>
    migratePg(drizzlePg(client, drizzleOptions), { migrationsFolder });
  return {
    db,
    kind: 'postgres',
    migrate: () => underStartLock(migrate),
    startUp: (prepare) =>
      underStartLock(async (client) => {
        await migrate(client);
        return prepare();
      }),
    close: () => pool.end(),
  };
}

export async function openDatabase(config: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl);
  return openPglite(path.join(config.dataDir, 'pglite'));
}
