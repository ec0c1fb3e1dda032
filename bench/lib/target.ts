import path from 'node:path';
import { type Database, openPglite, openPostgres } from '../../apps/server/src/db/client';

/** Where a benchmark runs: PostgreSQL at DATABASE_URL, else a PGlite data folder. */
export interface Target {
  kind: 'postgres' | 'pglite';
  databaseUrl?: string;
  pgliteDir?: string;
  label: string;
}

export function targetFrom(options: Map<string, string>): Target {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) return { kind: 'postgres', databaseUrl, label: 'PostgreSQL' };
  const pgliteDir = path.resolve(
    options.get('data-dir') ?? process.env.MANDI_BENCH_DATA_DIR ?? 'bench-data/pglite',
  );
  return { kind: 'pglite', pgliteDir, label: `PGlite (${pgliteDir})` };
}

export async function openTarget(target: Target, poolSize = 10): Promise<Database> {
  if (target.kind === 'postgres') return openPostgres(target.databaseUrl!, poolSize);
  return openPglite(target.pgliteDir!);
}
