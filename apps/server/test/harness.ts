import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { RouteKey } from '@mandi/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, openPglite, openPostgres } from '../src/db/client';
import { adminSessions, admins, adminsRoles } from '../src/db/schema';
import { seedBase } from '../src/db/seed/base';
import { hashToken } from '../src/plugins/auth';
import { withDatabase } from './global-setup';
import { logWatch, watchSecret } from './log-watch';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** A signed-in admin's bearer token: superadmin by default, or a role with these screens. */
  tokenFor(who?: 'superadmin' | { routes: RouteKey[]; name?: string }): Promise<string>;
  /** app.inject with the token as a bearer; answers status and parsed JSON body. */
  call(token: string | null, options: InjectOptions): Promise<{ status: number; body: any }>;
}

export interface TestAppOptions {
  /** Adds to the app before it is ready (a test's own route). */
  prepare?(app: FastifyInstance): void | Promise<void>;
}

/**
 * A fresh database (from the migrated template) and app for one test file, closed after it.
 * Base data (India, the three stock roles) is seeded; build the rest with factories. The app
 * logs at info into log-watch.ts, which fails the file on any line holding a secret.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await openTestDatabase();
  await seedBase(database.db);
  const config = loadConfig({ MANDI_DATA_DIR: fs.mkdtempSync('/tmp/mandi-data-'), LOG_LEVEL: 'info' });
  const app = await buildApp({ config, database, logStream: logWatch });
  await options.prepare?.(app);
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  let adminCount = 0;
  async function tokenFor(who: 'superadmin' | { routes: RouteKey[]; name?: string } = 'superadmin') {
    const db = database.db;
    adminCount += 1;
    let roleId: number;
    if (who === 'superadmin') {
      const [role] = await db.select().from(adminsRoles).where(eqName('superadmin'));
      roleId = role!.id;
    } else {
      const [role] = await db
        .insert(adminsRoles)
        .values({
          name: who.name ?? `role-${adminCount}-${randomBytes(3).toString('hex')}`,
          routes: who.routes,
        })
        .returning();
      roleId = role!.id;
    }
    const [admin] = await db
      .insert(admins)
      .values({
        fullName: `Test Admin ${adminCount}`,
        emailAddress: `admin${adminCount}-${randomBytes(3).toString('hex')}@test.local`,
        passwordHash: 'not-a-real-hash',
        adminsRoleId: roleId,
      })
      .returning();
    const token = randomBytes(24).toString('base64url');
    watchSecret(token);
    await db.insert(adminSessions).values({
      adminId: admin!.id,
      tokenHash: hashToken(token),
      expiresTimestamp: new Date(Date.now() + 3600_000),
    });
    return token;
  }

  async function call(token: string | null, options: InjectOptions) {
    const headers = { ...(options.headers ?? {}), ...(token ? { authorization: `Bearer ${token}` } : {}) };
    const response = await app.inject({ ...options, headers });
    let body: unknown = response.body;
    if ((response.headers['content-type'] ?? '').toString().includes('json')) body = response.json();
    // A signed-in session's token (login answers it) must not reach the log either.
    if (typeof (body as { token?: unknown } | null)?.token === 'string')
      watchSecret((body as { token: string }).token);
    return { status: response.statusCode, body };
  }

  return { app, database, tokenFor, call };
}

function eqName(name: string) {
  return eq(adminsRoles.name, name);
}

async function openTestDatabase(): Promise<Database> {
  const templateUrl = inject('templateDatabaseUrl');
  if (templateUrl) {
    const name = `mandi_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    // Never connected to the template itself: PostgreSQL refuses to copy a database another
    // session is in, so two workers' creates would race ("being accessed by other users").
    const serverUrl = process.env.DATABASE_URL ?? templateUrl;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${new URL(templateUrl).pathname.slice(1)}`);
    await admin.end();
    const database = openPostgres(withDatabase(templateUrl, name), 4);
    const close = database.close;
    return {
      ...database,
      async close() {
        await close();
        const dropper = new pg.Client({ connectionString: serverUrl });
        await dropper.connect();
        await dropper.query(`drop database if exists ${name}`);
        await dropper.end();
      },
    };
  }
  const dumpFile = inject('templateDumpFile');
  if (!dumpFile) throw new Error('test template missing: run through vitest with test/global-setup.ts');
  const blob = new Blob([fs.readFileSync(dumpFile)]);
  return openPglite(undefined, blob);
}
