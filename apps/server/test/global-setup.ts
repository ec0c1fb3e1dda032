import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../src/db/client';

/**
 * One migrated template for the whole run; every test file starts its own database from it
 * (PGlite: a copy of the dumped data folder; PostgreSQL: CREATE DATABASE ... TEMPLATE).
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    // A template of this run's own: runs on one server at once do not drop each other's.
    const name = `mandi_test_template_${process.pid}`;
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(statement).finally(() => client.end());
    };
    await admin(`drop database if exists ${name}`);
    await admin(`create database ${name}`);
    const template = openPostgres(withDatabase(url, name), 1);
    await template.migrate();
    await template.close();
    project.provide('templateDatabaseUrl', withDatabase(url, name));
    return () => admin(`drop database if exists ${name} with (force)`);
  }
  const database = await openPglite(undefined);
  await database.migrate();
  const client = (database.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('gzip');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mandi-test-')), 'template.tar.gz');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('templateDumpFile', file);
}

export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDumpFile?: string;
    templateDatabaseUrl?: string;
  }
}
