import fs from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { adminsLogins } from '../../db/schema';
import { createAdmin, freshIp, login } from './auth.factories';
import { minutesToWait, tooManyAttemptsMessage } from './login-limit';

describe('minutesToWait', () => {
  const now = new Date('2026-03-01T10:00:00Z');
  const minutesAgo = (m: number) => new Date(now.getTime() - m * 60_000);

  it('is null below the limit', () => {
    expect(minutesToWait([minutesAgo(1), minutesAgo(2)], 5, now)).toBeNull();
  });

  it('waits until the oldest counted failure leaves the 15 minutes', () => {
    const failures = [1, 2, 3, 4, 10, 14].map(minutesAgo);
    expect(minutesToWait(failures, 5, now)).toBe(5);
    expect(minutesToWait([0, 0, 0, 0, 0].map(minutesAgo), 5, now)).toBe(15);
    expect(minutesToWait([1, 2, 3, 4, 14.9].map(minutesAgo), 5, now)).toBe(1);
  });

  it('words one minute and several', () => {
    expect(tooManyAttemptsMessage(1)).toBe('Too many sign-in attempts, please try again in 1 minute');
    expect(tooManyAttemptsMessage(15)).toBe('Too many sign-in attempts, please try again in 15 minutes');
  });
});

describe('sign-in limits', async () => {
  const testApp = await createTestApp();
  const { call, database } = testApp;
  const db = database.db;

  /** Moves every recorded attempt of an email back in time. */
  const age = (email: string, minutes: number) =>
    db
      .update(adminsLogins)
      .set({ createdTimestamp: sql`${adminsLogins.createdTimestamp} - make_interval(mins => ${minutes})` })
      .where(eq(adminsLogins.emailAddress, email));

  const fail = (email: string, ip = freshIp()) =>
    login(call, { emailAddress: email, password: 'wrong-guess' }, { ip });

  it('refuses the sixth attempt within 15 minutes after 5 failures for one email, from any address', async () => {
    const admin = await createAdmin(db);
    for (let i = 0; i < 5; i++) expect((await fail(admin.email)).status).toBe(401);
    const res = await login(call, { emailAddress: admin.email, password: admin.password });
    expect(res.status).toBe(429);
    expect(res.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many sign-in attempts, please try again in 15 minutes',
    });
    const [refused] = await db
      .select()
      .from(adminsLogins)
      .where(and(eq(adminsLogins.emailAddress, admin.email), eq(adminsLogins.reason, 'Too many attempts')));
    expect(refused).toMatchObject({ success: false });
  });

  it('counts the email whatever its case', async () => {
    const admin = await createAdmin(db);
    for (let i = 0; i < 5; i++) await fail(i % 2 ? admin.email.toUpperCase() : admin.email);
    expect((await fail(admin.email)).status).toBe(429);
  });

  it('says how long is left, and lets the admin in once the failures are 15 minutes old', async () => {
    const admin = await createAdmin(db);
    for (let i = 0; i < 5; i++) await fail(admin.email);
    await age(admin.email, 11);
    expect((await fail(admin.email)).body.message).toBe(
      'Too many sign-in attempts, please try again in 4 minutes',
    );
    await age(admin.email, 4);
    expect((await login(call, { emailAddress: admin.email, password: admin.password })).status).toBe(200);
  });

  it('does not let refused attempts prolong the wait', async () => {
    const admin = await createAdmin(db);
    for (let i = 0; i < 5; i++) await fail(admin.email);
    await age(admin.email, 14);
    for (let i = 0; i < 5; i++) expect((await fail(admin.email)).status).toBe(429);
    await age(admin.email, 2);
    expect((await login(call, { emailAddress: admin.email, password: admin.password })).status).toBe(200);
  });

  it('starts an email afresh after a successful sign-in', async () => {
    const admin = await createAdmin(db);
    for (let i = 0; i < 4; i++) await fail(admin.email);
    expect((await login(call, { emailAddress: admin.email, password: admin.password })).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await fail(admin.email)).status).toBe(401);
    expect((await fail(admin.email)).status).toBe(429);
  });

  it('refuses an address after 20 failures in 15 minutes, whatever the emails', async () => {
    const ip = freshIp();
    await db.insert(adminsLogins).values(
      Array.from({ length: 20 }, (_, i) => ({
        emailAddress: `guess${i}@mandi.test`,
        ip,
        success: false,
        reason: 'Unknown email',
      })),
    );
    const admin = await createAdmin(db);
    const blocked = await login(call, { emailAddress: admin.email, password: admin.password }, { ip });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Too many sign-in attempts, please try again in 15 minutes');
    const elsewhere = await login(call, { emailAddress: admin.email, password: admin.password });
    expect(elsewhere.status).toBe(200);
  });

  it('lets 19 failures from one address through', async () => {
    const ip = freshIp();
    await db.insert(adminsLogins).values(
      Array.from({ length: 19 }, (_, i) => ({
        emailAddress: `other${i}@mandi.test`,
        ip,
        success: false,
        reason: 'Wrong password',
      })),
    );
    const admin = await createAdmin(db);
    expect((await login(call, { emailAddress: admin.email, password: admin.password }, { ip })).status).toBe(
      200,
    );
  });

  it('counts guesses made at the same time', async () => {
    const admin = await createAdmin(db);
    const answers = await Promise.all(Array.from({ length: 12 }, () => fail(admin.email)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status !== 401).every((status) => status === 429)).toBe(true);
  });

  it('holds across instances sharing one database', async () => {
    const config = loadConfig({ MANDI_DATA_DIR: fs.mkdtempSync('/tmp/mandi-data-'), LOG_LEVEL: 'silent' });
    const second = await buildApp({ config, database, logger: false });
    try {
      const admin = await createAdmin(db);
      for (let i = 0; i < 5; i++) {
        const instance = i % 2 === 0 ? second : testApp.app;
        await instance.inject({
          method: 'POST',
          url: '/api/admins/login',
          payload: { emailAddress: admin.email, password: 'wrong-guess' },
        });
      }
      const res = await login(call, { emailAddress: admin.email, password: admin.password });
      expect(res.status).toBe(429);
    } finally {
      await second.close();
    }
  });
});
