import fs from 'node:fs';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { adminsLogins } from '../../db/schema';
import { createAdmin, freshIp, login, type TestAdmin } from './auth.factories';
import { secondsToWait, tooManyAttemptsMessage, waitFor } from './login-limit';

describe('the wait', () => {
  const now = new Date('2026-03-01T10:00:00Z');
  const secondsAgo = (s: number) => new Date(now.getTime() - s * 1000);
  const minutesAgo = (m: number) => secondsAgo(m * 60);

  it('is null below the limit', () => {
    expect(secondsToWait([minutesAgo(1), minutesAgo(2)], 5, now)).toBeNull();
  });

  it('lasts until the oldest counted failure leaves the 15 minutes', () => {
    expect(secondsToWait([1, 2, 3, 4, 10, 14].map(minutesAgo), 5, now)).toBe(300);
    expect(secondsToWait([0, 0, 0, 0, 0].map(minutesAgo), 5, now)).toBe(900);
    expect(secondsToWait([1, 2, 3, 4, 14.99].map(minutesAgo), 5, now)).toBe(1);
  });

  it('locks an unknown address, and only slows a known one down to one try in 30 seconds', () => {
    const pairFailures = [10, 20, 30, 40, 50].map(secondsAgo);
    expect(waitFor({ pairFailures, addressFailures: pairFailures, knownAddress: false }, now)).toBe(850);
    expect(waitFor({ pairFailures, addressFailures: pairFailures, knownAddress: true }, now)).toBe(20);
    const older = [31, 40, 50, 60, 70].map(secondsAgo);
    expect(waitFor({ pairFailures: older, addressFailures: older, knownAddress: true }, now)).toBeNull();
  });

  it("lets a known address in at once when the address's failures are on other accounts", () => {
    const addressFailures = Array.from({ length: 20 }, () => secondsAgo(0));
    expect(waitFor({ pairFailures: [], addressFailures, knownAddress: true }, now)).toBeNull();
    expect(waitFor({ pairFailures: [], addressFailures, knownAddress: false }, now)).toBe(900);
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

  /** Moves every recorded attempt of an email (or from an address) back in time. */
  const age = (key: { email: string } | { ip: string }, seconds: number) =>
    db
      .update(adminsLogins)
      .set({ createdTimestamp: sql`${adminsLogins.createdTimestamp} - make_interval(secs => ${seconds})` })
      .where('email' in key ? eq(adminsLogins.emailAddress, key.email) : eq(adminsLogins.ip, key.ip));

  const fail = (email: string, ip: string) =>
    login(call, { emailAddress: email, password: 'wrong-guess' }, { ip });
  const signIn = (admin: TestAdmin, ip: string) =>
    login(call, { emailAddress: admin.email, password: admin.password }, { ip });
  /** The raw answer, for its headers. */
  const signInRaw = (admin: TestAdmin, ip: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/admins/login',
      payload: { emailAddress: admin.email, password: admin.password },
      remoteAddress: ip,
    });

  const refusals = (email: string) =>
    db
      .select()
      .from(adminsLogins)
      .where(and(eq(adminsLogins.emailAddress, email), eq(adminsLogins.reason, 'Too many attempts')));

  it('refuses the sixth attempt on one account from one address with 429, Retry-After and a record', async () => {
    const admin = await createAdmin(db);
    const ip = freshIp();
    for (let i = 0; i < 5; i++) expect((await fail(admin.email, ip)).status).toBe(401);
    const res = await signInRaw(admin, ip);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'Too many sign-in attempts, please try again in 15 minutes',
    });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    const [refused] = await refusals(admin.email);
    expect(refused).toMatchObject({ success: false, ip, adminId: admin.id });
  });

  it('records every refusal, of a known email or not', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i++) await fail('ghost@mandi.test', ip);
    for (let i = 0; i < 3; i++) expect((await fail('ghost@mandi.test', ip)).status).toBe(429);
    const rows = await refusals('ghost@mandi.test');
    expect(rows).toHaveLength(3);
    expect(rows.every((row) => row.ip === ip && row.adminId === null && !row.success)).toBe(true);
  });

  it('cannot be turned on the owner: guesses from A leave the known address B open, and A after the wait', async () => {
    const admin = await createAdmin(db);
    const home = freshIp();
    const attacker = freshIp();
    expect((await signIn(admin, home)).status).toBe(200);
    for (let i = 0; i < 30; i++) await fail(admin.email, attacker);
    expect((await signIn(admin, attacker)).status).toBe(429);
    expect((await signIn(admin, home)).status).toBe(200);
    // A new address of the owner's is not locked either.
    expect((await signIn(admin, freshIp())).status).toBe(200);
    // From the guessers' address itself, once the failures are 15 minutes old.
    await age({ ip: attacker }, 15 * 60);
    expect((await signIn(admin, attacker)).status).toBe(200);
  });

  it('slows guesses from a known address to one in 30 seconds instead of locking its owner out', async () => {
    const admin = await createAdmin(db);
    const office = freshIp();
    expect((await signIn(admin, office)).status).toBe(200);
    for (let i = 0; i < 5; i++) await fail(admin.email, office);
    const slowed = await signInRaw(admin, office);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().message).toBe('Too many sign-in attempts, please try again in 1 minute');
    const retryAfter = Number(slowed.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(30);
    await age({ ip: office }, 30);
    expect((await signIn(admin, office)).status).toBe(200);
  });

  it('counts the email whatever its case', async () => {
    const admin = await createAdmin(db);
    const ip = freshIp();
    for (let i = 0; i < 5; i++) await fail(i % 2 ? admin.email.toUpperCase() : admin.email, ip);
    expect((await fail(admin.email, ip)).status).toBe(429);
  });

  it('says how long is left, and lets the admin in once the failures are 15 minutes old', async () => {
    const admin = await createAdmin(db);
    const ip = freshIp();
    for (let i = 0; i < 5; i++) await fail(admin.email, ip);
    await age({ email: admin.email }, 11 * 60);
    expect((await fail(admin.email, ip)).body.message).toBe(
      'Too many sign-in attempts, please try again in 4 minutes',
    );
    await age({ email: admin.email }, 4 * 60);
    expect((await signIn(admin, ip)).status).toBe(200);
  });

  it('does not let refused attempts prolong the wait', async () => {
    const admin = await createAdmin(db);
    const ip = freshIp();
    for (let i = 0; i < 5; i++) await fail(admin.email, ip);
    await age({ email: admin.email }, 14 * 60);
    for (let i = 0; i < 5; i++) expect((await fail(admin.email, ip)).status).toBe(429);
    await age({ email: admin.email }, 2 * 60);
    expect((await signIn(admin, ip)).status).toBe(200);
  });

  it('starts an account-and-address afresh after a successful sign-in from there', async () => {
    const admin = await createAdmin(db);
    const ip = freshIp();
    for (let i = 0; i < 4; i++) await fail(admin.email, ip);
    expect((await signIn(admin, ip)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await fail(admin.email, ip)).status).toBe(401);
    // Known now, so slowed: the last guess is under 30 seconds old.
    expect((await fail(admin.email, ip)).status).toBe(429);
  });

  it('refuses an address after 20 failures in 15 minutes over many accounts, and no other address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 20; i++) expect((await fail(`guess${i}@mandi.test`, ip)).status).toBe(401);
    const admin = await createAdmin(db);
    const blocked = await signIn(admin, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe('Too many sign-in attempts, please try again in 15 minutes');
    expect((await fail('another-guess@mandi.test', ip)).status).toBe(429);
    expect((await signIn(admin, freshIp())).status).toBe(200);
  });

  it('lets an owner in from a known address that others guessed from', async () => {
    const admin = await createAdmin(db);
    const office = freshIp();
    expect((await signIn(admin, office)).status).toBe(200);
    for (let i = 0; i < 20; i++) await fail(`colleague${i}@mandi.test`, office);
    expect((await fail('one-more@mandi.test', office)).status).toBe(429);
    expect((await signIn(admin, office)).status).toBe(200);
  });

  it('lets 19 failures from one address through', async () => {
    const ip = freshIp();
    for (let i = 0; i < 19; i++) await fail(`other${i}@mandi.test`, ip);
    const admin = await createAdmin(db);
    expect((await signIn(admin, ip)).status).toBe(200);
  });

  it('counts guesses made at the same time', async () => {
    const admin = await createAdmin(db);
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 12 }, () => fail(admin.email, ip)));
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((status) => status !== 401).every((status) => status === 429)).toBe(true);
  });

  it('holds across instances sharing one database', async () => {
    const config = loadConfig({ MANDI_DATA_DIR: fs.mkdtempSync('/tmp/mandi-data-'), LOG_LEVEL: 'silent' });
    const second = await buildApp({ config, database, logger: false });
    try {
      const admin = await createAdmin(db);
      const ip = freshIp();
      for (let i = 0; i < 5; i++) {
        const instance = i % 2 === 0 ? second : testApp.app;
        await instance.inject({
          method: 'POST',
          url: '/api/admins/login',
          payload: { emailAddress: admin.email, password: 'wrong-guess' },
          remoteAddress: ip,
        });
      }
      expect((await signIn(admin, ip)).status).toBe(429);
    } finally {
      await second.close();
    }
  });
});
