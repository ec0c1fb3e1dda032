import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { admins, adminsLogins, passwordResets } from '../../db/schema';
import { createAdmin, login } from './auth.factories';

describe('POST /api/admins/change-password', async () => {
  const { call, database } = await createTestApp();
  const db = database.db;

  const signIn = async () => {
    const admin = await createAdmin(db, { role: 'executive' });
    const res = await login(call, { emailAddress: admin.email, password: admin.password });
    return { admin, token: res.body.token as string };
  };
  const change = (token: string, payload: Record<string, unknown>) =>
    call(token, { method: 'POST', url: '/api/admins/change-password', payload });

  it.each([
    [{ currentPassword: '', password: 'newpass1' }, 'currentPassword', 'Please enter current password'],
    [{ currentPassword: 'whatever' }, 'password', 'Password is required'],
    [{ currentPassword: 'whatever', password: '' }, 'password', 'Password is required'],
    [
      { currentPassword: 'whatever', password: '12345' },
      'password',
      'Password length should be greater than 6',
    ],
  ])('refuses %j: %s says %s', async (body, field, message) => {
    const { admin, token } = await signIn();
    const res = await change(token, { adminId: admin.id, ...body });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors).toEqual([{ field, message }]);
  });

  it("refuses to change another admin's password", async () => {
    const { admin, token } = await signIn();
    const other = await createAdmin(db);
    const res = await change(token, {
      adminId: other.id,
      currentPassword: admin.password,
      password: 'newpass1',
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({
      statusCode: 403,
      error: 'Forbidden',
      message: 'You can only change your own password',
    });
    const relogin = await login(call, { emailAddress: other.email, password: other.password });
    expect(relogin.status).toBe(200);
  });

  it("answers 'Current password is incorrect' for a wrong current password", async () => {
    const { admin, token } = await signIn();
    const res = await change(token, { adminId: admin.id, currentPassword: 'not-it', password: 'newpass1' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      message: 'Current password is incorrect',
      errors: [{ field: 'currentPassword', message: 'Current password is incorrect' }],
    });
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const { admin, token } = await signIn();
    const elsewhere = await login(call, { emailAddress: admin.email, password: admin.password });
    await db.insert(passwordResets).values({
      adminId: admin.id,
      hash: 'pending-link',
      expiresTimestamp: new Date(Date.now() + 3_600_000),
    });

    // Six characters is enough: the one minimum of every password form.
    const res = await change(token, {
      adminId: admin.id,
      currentPassword: admin.password,
      password: 'sixsix',
    });
    expect(res).toEqual({ status: 200, body: { message: 'Password changed successfully' } });

    expect((await call(token, { method: 'POST', url: '/api/admins/me' })).status).toBe(200);
    expect((await call(elsewhere.body.token, { method: 'POST', url: '/api/admins/me' })).status).toBe(401);
    expect((await login(call, { emailAddress: admin.email, password: admin.password })).status).toBe(401);
    expect((await login(call, { emailAddress: admin.email, password: 'sixsix' })).status).toBe(200);

    const [row] = await db.select().from(admins).where(eq(admins.id, admin.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.updatedBy).toBe(admin.id);
    const pending = await db
      .select()
      .from(passwordResets)
      .where(and(eq(passwordResets.adminId, admin.id), isNull(passwordResets.usedTimestamp)));
    expect(pending).toEqual([]);
    const [event] = await db
      .select()
      .from(adminsLogins)
      .where(and(eq(adminsLogins.adminId, admin.id), eq(adminsLogins.reason, 'Password changed')));
    expect(event).toMatchObject({ success: true });
  });

  it('needs a session', async () => {
    const res = await call(null, {
      method: 'POST',
      url: '/api/admins/change-password',
      payload: { adminId: 1, currentPassword: 'x', password: 'newpass1' },
    });
    expect(res.status).toBe(401);
  });
});
