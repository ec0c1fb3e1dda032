import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../test/harness';
import { listenToLog, secretIn } from '../../test/log-watch';
import { admins, adminsRoles, mailOutbox } from '../db/schema';
import { createAdmin } from '../modules/auth/auth.factories';
import { hashPassword } from './password';
import { crashReport, redactDetail, redactUrl } from './safe-logging';

describe('what the log may say', () => {
  it('redacts the reset secret in both paths and secret query values', () => {
    expect(redactUrl('/api/admins/reset-password/abcDEF123_-x?x=1')).toBe(
      '/api/admins/reset-password/[redacted]?x=1',
    );
    expect(redactUrl('/reset-password/abcDEF123_-x')).toBe('/reset-password/[redacted]');
    expect(redactUrl('/reset-password?hash=s3cret&x=1')).toBe('/reset-password?hash=[redacted]&x=1');
    expect(redactUrl('/api/orders?filter=status||$eq||Order Placed')).toBe(
      '/api/orders?filter=status||$eq||Order Placed',
    );
  });

  it("redacts the values of the database's detail, keeping the columns", () => {
    expect(redactDetail('Key (lower(email_address))=(a@b.in) already exists.')).toBe(
      'Key (lower(email_address))=([redacted])',
    );
    expect(redactDetail('Failing row contains (1, t, x, null, $argon2id$v=19$abc).')).toBe(
      'Failing row contains ([redacted])',
    );
  });
});

describe('no secret reaches the log', async () => {
  const hash = await hashPassword('logged-secret-1');
  const lines: string[] = [];
  const stop = listenToLog((line) => lines.push(line));
  afterAll(stop);
  const { call, database } = await createTestApp({
    // A write the database refuses with a hash among its parameters, answered 500 and logged.
    prepare(app) {
      app.get('/api/test/refused-write', { config: { auth: 'public' } }, async () => {
        const [role] = await database.db.select().from(adminsRoles).limit(1);
        await database.db
          .insert(admins)
          .values({ fullName: 'X', emailAddress: null as never, passwordHash: hash, adminsRoleId: role!.id });
        return {};
      });
    },
  });

  it("logs a failed query's error without its parameters", async () => {
    const res = await call(null, { method: 'GET', url: '/api/test/refused-write' });
    expect(res.status).toBe(500);
    const logged = lines.filter((line) => line.includes('unhandled error'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('Failed query: insert into');
    expect(logged[0]).toContain('params: [redacted]');
    expect(logged[0]).toContain('"code":"23502"');
    expect(lines.filter((line) => line.includes('$argon2') || line.includes(hash))).toEqual([]);
  });

  it('prints a crash without the parameters of its query', async () => {
    const error = await database.db
      .insert(admins)
      .values({ fullName: 'X', emailAddress: null as never, passwordHash: hash, adminsRoleId: 1 })
      .then(
        () => undefined,
        (e: unknown) => e,
      );
    expect(String((error as Error).message)).toContain('$argon2');
    const report = crashReport(error);
    expect(report).toContain('Failed query: insert into "admins"');
    expect(report).toContain('null value in column "email_address"');
    expect(report).not.toContain('$argon2');
    expect(secretIn(report)).toBeUndefined();
  });

  it('logs reset-password requests without the secret', async () => {
    const admin = await createAdmin(database.db);
    lines.length = 0;
    expect(
      (
        await call(null, {
          method: 'POST',
          url: '/api/admins/forgot-password',
          payload: { email: admin.email },
        })
      ).status,
    ).toBe(200);
    const mail = await vi.waitFor(async () => {
      const [row] = await database.db.select().from(mailOutbox).where(eq(mailOutbox.to, admin.email));
      expect(row).toBeDefined();
      return row!;
    });
    const secret = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail.body)![1]!;
    expect((await call(null, { method: 'GET', url: `/api/admins/reset-password/${secret}` })).status).toBe(
      200,
    );
    await call(null, { method: 'GET', url: `/reset-password/${secret}` });
    await call(null, { method: 'GET', url: `/reset-password?hash=${secret}` });
    const reset = await call(null, {
      method: 'POST',
      url: '/api/admins/reset-password',
      payload: { hash: secret, password: 'fresh-pass-1' },
    });
    expect(reset.status).toBe(200);
    expect(lines.some((line) => line.includes('/api/admins/reset-password/[redacted]'))).toBe(true);
    expect(lines.some((line) => line.includes('/reset-password?hash=[redacted]'))).toBe(true);
    expect(lines.filter((line) => line.includes(secret))).toEqual([]);
  });
});
