import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { type Database, openPglite } from './client';

/**
 * Backups of the embedded database (npm run backup / npm run restore).
 *
 * Copying PGlite's folder while the server writes to it is not a backup: pages and WAL are
 * caught at different moments. The server itself takes it instead: PGlite's dumpDataDir() tars
 * the folder between two queries, while no query runs, so the copy is the folder as it would
 * be after a crash at that instant, which PostgreSQL recovers from its WAL (committed work in,
 * an open transaction rolled back). `npm run backup` asks the running server for it through a
 * Unix socket in the data folder (local only, guarded by the folder's permissions); with no
 * server running it opens the folder itself.
 */

export const DATABASE_FILE = 'database.tar.gz';
const SOCKET = 'backup.sock';

export const databaseFolder = (dataDir: string) => path.join(dataDir, 'pglite');
const socketOf = (dataDir: string) => path.join(dataDir, SOCKET);
const pidFileOf = (dataDir: string) => path.join(dataDir, 'server.pid');

/** The pid of a live server on `dataDir`, from the file it writes at start. */
function liveServerPid(dataDir: string): number | undefined {
  try {
    const pid = Number(fs.readFileSync(pidFileOf(dataDir), 'utf8'));
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

/** Writes `dump` to `file` whole or not at all. */
async function writeDump(dump: Blob, file: string): Promise<number> {
  const partial = `${file}.partial`;
  const bytes = Buffer.from(await dump.arrayBuffer());
  await fs.promises.writeFile(partial, bytes);
  await fs.promises.rename(partial, file);
  return bytes.length;
}

/** The server's side: answers `{ to }` lines with the dump written there. Returns the closer. */
export async function serveBackups(dataDir: string, database: Database): Promise<() => Promise<void>> {
  const dump = database.dumpDataDir;
  if (!dump) return async () => {};
  // Tells npm run backup that the folder is in use, should the socket below not answer.
  fs.writeFileSync(pidFileOf(dataDir), String(process.pid));
  const socket = socketOf(dataDir);
  fs.rmSync(socket, { force: true }); // left by a server that was killed
  const server = net.createServer((connection) => {
    let line = '';
    connection.on('data', async (chunk) => {
      line += chunk.toString();
      if (!line.includes('\n')) return;
      connection.pause();
      try {
        const { to } = JSON.parse(line) as { to: string };
        const bytes = await writeDump(await dump(), to);
        connection.end(`${JSON.stringify({ ok: true, bytes })}\n`);
      } catch (error) {
        connection.end(`${JSON.stringify({ ok: false, error: String(error) })}\n`);
      }
    });
    connection.on('error', () => {});
  });
  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socket, () => resolve());
    });
  } catch (error) {
    // A path too long for a socket (over ~100 characters), or no Unix sockets: the server
    // runs on; npm run backup then needs it stopped.
    console.warn(`Backups of the running server are off: ${(error as Error).message}`);
    return async () => {};
  }
  fs.chmodSync(socket, 0o600);
  return () =>
    new Promise<void>((resolve) =>
      server.close(() => {
        fs.rmSync(pidFileOf(dataDir), { force: true });
        resolve();
      }),
    );
}

/** Asks the server running on `dataDir` for a dump into `file`; false when none answers. */
function askServer(dataDir: string, file: string): Promise<boolean> {
  return new Promise((resolve, reject) => {
    const connection = net.createConnection(socketOf(dataDir));
    let answer = '';
    connection.on('connect', () => connection.write(`${JSON.stringify({ to: file })}\n`));
    connection.on('data', (chunk) => {
      answer += chunk.toString();
    });
    connection.on('end', () => {
      const parsed = JSON.parse(answer) as { ok: boolean; error?: string };
      if (parsed.ok) resolve(true);
      else reject(new Error(`the server could not back up: ${parsed.error}`));
    });
    connection.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ECONNREFUSED') resolve(false);
      else reject(error);
    });
  });
}

/** A backup of the embedded database of `dataDir` (and its uploads) into the folder `to`. */
export async function backUp(
  dataDir: string,
  to: string,
): Promise<'from the running server' | 'from the folder'> {
  if (!fs.existsSync(path.join(databaseFolder(dataDir), 'PG_VERSION'))) {
    throw new Error(`No embedded database in ${dataDir}`);
  }
  fs.mkdirSync(to, { recursive: true });
  const file = path.join(to, DATABASE_FILE);
  let how: 'from the running server' | 'from the folder' = 'from the running server';
  if (!(await askServer(dataDir, file))) {
    const pid = liveServerPid(dataDir);
    if (pid !== undefined && pid !== process.pid) {
      throw new Error(
        `The server (pid ${pid}) runs on ${dataDir} but takes no backups: stop it, then back up`,
      );
    }
    how = 'from the folder';
    const database = await openPglite(databaseFolder(dataDir));
    try {
      await writeDump(await database.dumpDataDir!(), file);
    } finally {
      await database.close();
    }
  }
  // Uploads are written once under new names before their row is committed: every file the
  // dump names is complete by now.
  const uploads = path.join(dataDir, 'uploads');
  if (fs.existsSync(uploads)) fs.cpSync(uploads, path.join(to, 'uploads'), { recursive: true });
  return how;
}

/** The store of a backup folder made again in `dataDir`, which must hold no database yet. */
export async function restore(from: string, dataDir: string): Promise<{ admins: number }> {
  const file = path.join(from, DATABASE_FILE);
  if (!fs.existsSync(file)) throw new Error(`${from} is not a backup: it has no ${DATABASE_FILE}`);
  if (fs.existsSync(path.join(databaseFolder(dataDir), 'PG_VERSION'))) {
    throw new Error(
      `${dataDir} already holds a database: restore into an empty folder, or move it away first`,
    );
  }
  const database = await openPglite(databaseFolder(dataDir), new Blob([fs.readFileSync(file)]));
  try {
    // Opening it recovers it; a query proves it reads.
    const result = (await database.db.execute(sql`select count(*)::int as n from admins`)) as unknown as {
      rows: { n: number }[];
    };
    const uploads = path.join(from, 'uploads');
    if (fs.existsSync(uploads)) fs.cpSync(uploads, path.join(dataDir, 'uploads'), { recursive: true });
    return { admins: result.rows[0]!.n };
  } finally {
    await database.close();
  }
}
