import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { adminsLogins, mailOutbox, passwordResets } from '../../db/schema';
import { hashToken } from '../../plugins/auth';
import { createAdmin, freshIp, login } from './auth.factories';

const EXPIRED = 'This link has expired, please ask for a new one';

describe('forgot and reset password', async () => {
  const { call, database } = await createTestApp();
  const db = database.db;

  const forgot = (email: unknown) =>
    call(null, { method: 'POST', url: '/api/admins/forgot-password', payload: { email } });
  const reset = (payload: Record<string, unknown>) =>
    call(null, { method: 'POST', url: '/api/admins/reset-password', payload });
  const mailsTo = (to: string) => db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

  /** Asks for a link and reads its secret from the mail in the outbox. */
  async function mailedSecret(email: string): Promise<string> {
    const before = (await mailsTo(email)).length;
    expect((await forgot(email)).status).toBe(200);
    const mails = await vi.waitFor(async () => {
      const rows = await mailsTo(email);
      expect(rows.length).toBe(before + 1);
      return rows;
    });
    const match = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mails.at(-1)!.body);
    return match![1]!;
  }

  it("refuses a bad email with 'Please enter valid email'", async () => {
    const res = await forgot('not-an-email');
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'email', message: 'Please enter valid email' }]);
  });

  it('answers the same for an unknown email and mails nothing', async () => {
    const admin = await createAdmin(db);
    const known = await forgot(admin.email);
    const unknown = await forgot('nobody@mandi.test');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body.message.replace('nobody@mandi.test', admin.email)).toBe(known.body.message);
    expect(known.body.message).toBe(
      `If ${admin.email} belongs to a staff account, a link to set a new password has been mailed to it`,
    );
    expect(await mailsTo('nobody@mandi.test')).toEqual([]);
  });

  it('mails a one-hour link to the public address, never a password, and keeps only its hash', async () => {
    const admin = await createAdmin(db);
    const secret = await mailedSecret(admin.email);
    const [mail] = await mailsTo(admin.email);
    expect(mail).toMatchObject({ subject: 'Set a new password for Mandi', sentTimestamp: null, error: null });
    expect(mail!.body).toContain(`http://localhost:3000/reset-password/${secret}`);
    expect(mail!.body).not.toContain(admin.password);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [link] = await db.select().from(passwordResets).where(eq(passwordResets.adminId, admin.id));
    expect(link!.hash).toBe(hashToken(secret));
    const lifetime = link!.expiresTimestamp.getTime() - link!.createdTimestamp.getTime();
    expect(Math.abs(lifetime - 3_600_000)).toBeLessThan(5_000);
    // Asking for a link changes nothing yet: the old password still works.
    expect((await login(call, { emailAddress: admin.email, password: admin.password })).status).toBe(200);
  });

  it('mails nothing to a disabled admin', async () => {
    const admin = await createAdmin(db, { enabled: false });
    expect((await forgot(admin.email)).status).toBe(200);
    expect(await db.select().from(passwordResets).where(eq(passwordResets.adminId, admin.id))).toEqual([]);
  });

  it('mails at most 3 links an hour to one admin', async () => {
    const admin = await createAdmin(db);
    for (let i = 0; i < 3; i++) await mailedSecret(admin.email);
    const res = await forgot(admin.email);
    expect(res.status).toBe(200);
    const links = await db.select().from(passwordResets).where(eq(passwordResets.adminId, admin.id));
    expect(links).toHaveLength(3);
  });

  it('GET /api/admins/reset-password/:hash says whether the link still works', async () => {
    const admin = await createAdmin(db);
    const secret = await mailedSecret(admin.email);
    const live = await call(null, { method: 'GET', url: `/api/admins/reset-password/${secret}` });
    expect(live).toEqual({ status: 200, body: { valid: true, email: admin.email } });

    const unknown = await call(null, { method: 'GET', url: '/api/admins/reset-password/no-such-link' });
    expect(unknown).toEqual({
      status: 400,
      body: { statusCode: 400, error: 'Bad Request', message: EXPIRED },
    });

    await db
      .update(passwordResets)
      .set({ expiresTimestamp: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.hash, hashToken(secret)));
    const expired = await call(null, { method: 'GET', url: `/api/admins/reset-password/${secret}` });
    expect(expired.status).toBe(400);
    expect(expired.body.message).toBe(EXPIRED);
  });

  it("refuses a password under 6 with 'The password can not be less than 6 digits'", async () => {
    const res = await reset({ hash: 'anything', password: '12345' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: 'password', message: 'The password can not be less than 6 digits' },
    ]);
  });

  it('sets the new password once, ends every session and cancels the other links', async () => {
    const admin = await createAdmin(db);
    const signedIn = await login(call, { emailAddress: admin.email, password: admin.password });
    const older = await mailedSecret(admin.email);
    const secret = await mailedSecret(admin.email);

    const res = await reset({ hash: secret, password: 'fresh-pass' });
    expect(res).toEqual({ status: 200, body: { message: 'Password changed successfully' } });
    expect((await call(signedIn.body.token, { method: 'POST', url: '/api/admins/me' })).status).toBe(401);
    expect((await login(call, { emailAddress: admin.email, password: admin.password })).status).toBe(401);
    expect((await login(call, { emailAddress: admin.email, password: 'fresh-pass' })).status).toBe(200);

    const again = await reset({ hash: secret, password: 'another-pass' });
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(EXPIRED);
    expect((await reset({ hash: older, password: 'another-pass' })).body.message).toBe(EXPIRED);
    const pending = await db
      .select()
      .from(passwordResets)
      .where(and(eq(passwordResets.adminId, admin.id), isNull(passwordResets.usedTimestamp)));
    expect(pending).toEqual([]);
    const [event] = await db
      .select()
      .from(adminsLogins)
      .where(and(eq(adminsLogins.adminId, admin.id), eq(adminsLogins.reason, 'Password reset')));
    expect(event).toMatchObject({ success: true });
  });

  it('uses a link once even when two resets race', async () => {
    const admin = await createAdmin(db);
    const secret = await mailedSecret(admin.email);
    const answers = await Promise.all([
      reset({ hash: secret, password: 'first-pass' }),
      reset({ hash: secret, password: 'second-pass' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });

  it('refuses an expired link', async () => {
    const admin = await createAdmin(db);
    const secret = await mailedSecret(admin.email);
    await db
      .update(passwordResets)
      .set({ expiresTimestamp: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.hash, hashToken(secret)));
    const res = await reset({ hash: secret, password: 'fresh-pass' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(EXPIRED);
    expect((await login(call, { emailAddress: admin.email, password: admin.password })).status).toBe(200);
  });

  it('a reset lifts the sign-in limit of that email', async () => {
    const admin = await createAdmin(db);
    const ip = freshIp();
    for (let i = 0; i < 5; i++)
      await login(call, { emailAddress: admin.email, password: 'wrong-guess' }, { ip });
    expect((await login(call, { emailAddress: admin.email, password: admin.password }, { ip })).status).toBe(
      429,
    );
    const secret = await mailedSecret(admin.email);
    await reset({ hash: secret, password: 'fresh-pass' });
    expect((await login(call, { emailAddress: admin.email, password: 'fresh-pass' }, { ip })).status).toBe(
      200,
    );
  });
});
