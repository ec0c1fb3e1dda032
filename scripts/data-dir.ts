import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/server');

/** A path the user typed, from where they ran npm. */
export const userPath = (typed: string) => path.resolve(process.env.INIT_CWD ?? process.cwd(), typed);

/**
 * The data folder `npm start` uses: MANDI_DATA_DIR (default ./data) taken from apps/server,
 * where npm runs the server's start script. Only the embedded database has one to back up.
 */
export function cliDataDir(): string {
  if (process.env.DATABASE_URL) {
    fail(new Error('DATABASE_URL is set: back up PostgreSQL with its own tools (pg_dump, pg_basebackup)'));
  }
  return path.resolve(serverDir, process.env.MANDI_DATA_DIR || './data');
}

export function fail(error: unknown): never {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
