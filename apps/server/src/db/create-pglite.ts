import { fork } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PGlite } from '@electric-sql/pglite';

/** Set only in the child this module forks of itself: the folder to make. */
const CHILD_ENV = 'MANDI_CREATE_PGLITE_DIR';

/**
 * Makes a new embedded database folder (PostgreSQL's initdb) in a short-lived child process.
 * PGlite runs initdb with a second PostgreSQL instance and the initdb program beside the
 * first: in the server that peaked near 900 MB and left it near 500 MB resident after V8's
 * next full collection (issue 10.8). In a child that memory is the system's again when it
 * exits, about ten seconds later; the server never holds it.
 */
export async function createPgliteDir(dataDir: string): Promise<void> {
  if (fs.existsSync(path.join(dataDir, 'PG_VERSION'))) return;
  const file = fileURLToPath(import.meta.url);
  // From source (npm start, the tests) the child needs tsx's loader to run this file.
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  const child = fork(file, [], {
    execArgv: file.endsWith('.ts') ? ['--import', tsx] : [],
    env: { ...process.env, [CHILD_ENV]: dataDir },
    stdio: 'inherit',
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`making the embedded database in ${dataDir} failed (exit ${code})`);
}

const childDataDir = process.env[CHILD_ENV];
if (childDataDir) {
  const db = await PGlite.create(childDataDir);
  await db.close();
}
