import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { withDatabase } from './global-setup';
import { readLog, watchSecret } from './log-watch';

/**
 * The real server (src/main.ts) in a child process, for the fault tests: started on a data
 * folder or a PostgreSQL database, signed in, killed with SIGKILL and started again on the
 * same data. `node --import tsx` runs main.ts in the child itself, so `pid` is the server's,
 * with npm start's Node flags.
 */

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const mainFile = path.join(serverDir, 'src', 'main.ts');
/** The Node flags `npm start` runs the server with (apps/server/package.json, config.nodeFlags). */
const nodeFlags = (
  JSON.parse(fs.readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as {
    config: { nodeFlags: string };
  }
).config.nodeFlags
  .split(' ')
  .filter(Boolean);

export const ADMIN = { email: 'faults@mandi.test', password: 'faults-secret-1' } as const;

export interface Where {
  /** The embedded database's data folder (MANDI_DATA_DIR)... */
  dataDir: string;
  /** ...or a PostgreSQL database (DATABASE_URL); uploads still go to dataDir. */
  databaseUrl?: string;
}

export interface StartOptions extends Where {
  /** First port tried; the next free one from there is taken (each test file has its own range). */
  port: number;
  seed?: 'none' | 'demo';
  env?: Record<string, string>;
}

export interface Answer {
  status: number;
  body: any;
}

export interface ChildServer {
  url: string;
  pid: number;
  /** The admin's bearer token, signed in at start. */
  token: string;
  /** A JSON call (or FormData) with the token; a dropped connection rejects. */
  call(method: string, url: string, body?: unknown): Promise<Answer>;
  /** Resident memory now and at its peak (VmRSS, VmHWM), in MB. */
  memory(): { rssMb: number; peakMb: number };
  /** SIGKILL: no clean-up, no chance to finish a request. */
  kill(): Promise<void>;
  /** SIGTERM: the server closes its database. */
  stop(): Promise<void>;
}

const MAX_LOG = 20_000;

/** Starts main.ts and waits for /api/health, then signs in. Rejects with the server's output if it exits. */
export async function startServer(options: StartOptions): Promise<ChildServer> {
  const port = await freePort(options.port);
  const env: Record<string, string> = {
    ...(process.env as Record<string, string>),
    PORT: String(port),
    HOST: '127.0.0.1',
    MANDI_DATA_DIR: options.dataDir,
    MANDI_SEED: options.seed ?? 'none',
    MANDI_ADMIN_EMAIL: ADMIN.email,
    MANDI_ADMIN_PASSWORD: ADMIN.password,
    LOG_LEVEL: 'warn',
    ...options.env,
  };
  delete env.DATABASE_URL;
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl;
  const child: ChildProcess = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', mainFile], {
    cwd: serverDir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-MAX_LOG);
    readLog(chunk.toString());
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let gone = false;
  void exited.then(() => {
    gone = true;
  });

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (!(await healthy(url))) {
    if (gone) throw new Error(`the server exited before it was up:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server was not up in 120 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  async function call(method: string, pathname: string, body?: unknown, token?: string): Promise<Answer> {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    let payload: FormData | string | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const response = await fetch(url + pathname, { method, headers, body: payload });
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('json')) parsed = JSON.parse(text);
    return { status: response.status, body: parsed };
  }

  const login = await call('POST', '/api/admins/login', {
    emailAddress: ADMIN.email,
    password: ADMIN.password,
  });
  if (login.status !== 200)
    throw new Error(`sign-in answered ${login.status}: ${JSON.stringify(login.body)}`);
  const token = login.body.token as string;
  watchSecret(token);

  const ended = async (signal: NodeJS.Signals) => {
    if (!gone) child.kill(signal);
    await exited;
  };

  return {
    url,
    pid: child.pid!,
    token,
    call: (method, pathname, body) => call(method, pathname, body, token),
    memory() {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = (key: string) => Number(new RegExp(`${key}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
      return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
    },
    kill: () => ended('SIGKILL'),
    stop: () => ended('SIGTERM'),
  };
}

async function healthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/api/health`);
    return response.ok;
  } catch {
    return false;
  }
}

/** The first port from `from` (ten tried) nobody listens on. */
async function freePort(from: number): Promise<number> {
  for (let port = from; port < from + 10; port++) {
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${from}-${from + 9}`);
}

/** A new empty folder for a server's data. */
export function tempDataDir(): string {
  return fs.mkdtempSync('/tmp/mandi-faults-');
}

/** A new empty PostgreSQL database beside the one of `url`, and its removal. */
export async function freshDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `mandi_faults_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  return {
    url: withDatabase(url, name),
    drop: () => admin(`drop database if exists ${name} with (force)`),
  };
}
