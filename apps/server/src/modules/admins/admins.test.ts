import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { admins, adminsRoles } from '../../db/schema';
import { verifyPassword } from '../../lib/password';
import { createAdmin, createSession, login } from '../auth/auth.factories';

describe('/api/admins', async () => {
  const { call, tokenFor, database, app } = await createTestApp();
  const db = database.db;
  let owner: { id: number; token: string };
  let roleIds: Record<string, number>;

  beforeAll(async () => {
    const admin = await createAdmin(db, { role: 'superadmin' });
    owner = { id: admin.id, token: await createSession(db, admin.id) };
    const roles = await db.select().from(adminsRoles);
    roleIds = Object.fromEntries(roles.map((role) => [role.name, role.id]));
  });

  const valid = (overrides: Record<string, unknown> = {}) => ({
    fullName: 'Ravi Kumar',
    emailAddress: `ravi.${Math.random().toString(36).slice(2, 8)}@mandi.in`,
    mobileNumber: '9812345678',
    gender: 'male',
    password: 'kirana42',
    adminsRoleId: roleIds.executive,
    ...overrides,
  });
  const create = (payload: Record<string, unknown>, token = owner.token) =>
    call(token, { method: 'POST', url: '/api/admins/', payload });

  it('creates an admin with the chosen role, hashes the password and never answers it', async () => {
    const res = await create(valid({ emailAddress: 'ravi@mandi.in' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      fullName: 'Ravi Kumar',
      adminsRoleId: roleIds.executive,
      enabled: true,
    });
    expect(res.body.createdBy).toBe(owner.id);
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);
    const [stored] = await db.select().from(admins).where(eq(admins.id, res.body.id));
    expect(stored!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored!.passwordHash, 'kirana42')).toBe(true);
    const signIn = await login(call, { emailAddress: 'ravi@mandi.in', password: 'kirana42' });
    expect(signIn.body.roles).toEqual(['executive']);
  });

  it('answers rows without the hash, with the role joined', async () => {
    const res = await call(owner.token, {
      method: 'GET',
      url: '/api/admins?join=adminsRole&filter=emailAddress||$eq||ravi@mandi.in',
    });
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0].adminsRole).toMatchObject({ id: roleIds.executive, name: 'executive' });
    expect(JSON.stringify(res.body)).not.toMatch(/passwordHash|argon2/);
  });

  it('validates with the spec lengths and messages', async () => {
    const res = await create({
      fullName: 'Al',
      emailAddress: 'not-an-email',
      mobileNumber: '98123',
      password: '12345',
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'fullName', message: 'Length should be 3 to 100' },
        { field: 'emailAddress', message: 'Please enter valid email' },
        { field: 'mobileNumber', message: 'Length should be 10 only' },
        { field: 'password', message: 'Password should be at least 6 characters' },
        { field: 'adminsRoleId', message: 'Please enter choose a role' },
      ]),
    );
  });

  it('refuses a taken email in any case, on create and on update', async () => {
    const res = await create(valid({ emailAddress: 'RAVI@mandi.in' }));
    expect(res.status).toBe(409);
    expect(res.body.errors).toEqual([
      { field: 'emailAddress', message: 'An admin with this email already exists' },
    ]);
    const other = await create(valid());
    const update = await call(owner.token, {
      method: 'PATCH',
      url: `/api/admins/${other.body.id}`,
      payload: { emailAddress: 'Ravi@Mandi.in' },
    });
    expect(update.status).toBe(409);
  });

  it('refuses a disabled or unknown role', async () => {
    const [off] = await db
      .insert(adminsRoles)
      .values({ name: 'retired desk', enabled: false, routes: [] })
      .returning();
    for (const adminsRoleId of [off!.id, 99999]) {
      const res = await create(valid({ adminsRoleId }));
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([{ field: 'adminsRoleId', message: 'Please enter choose a role' }]);
    }
  });

  it('updates without a password, keeps the chosen role, and ignores a password sent', async () => {
    const created = await create(valid());
    const res = await call(owner.token, {
      method: 'PATCH',
      url: `/api/admins/${created.body.id}`,
      payload: { fullName: 'Ravi K', adminsRoleId: roleIds.admin, password: 'changed!' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ fullName: 'Ravi K', adminsRoleId: roleIds.admin, updatedBy: owner.id });
    const [stored] = await db.select().from(admins).where(eq(admins.id, created.body.id));
    expect(await verifyPassword(stored!.passwordHash, 'kirana42')).toBe(true);
  });

  it('toggles another admin, whose sessions stop at once, and deletes them', async () => {
    const created = await create(valid({ password: 'secret1' }));
    const signIn = await login(call, { emailAddress: created.body.emailAddress, password: 'secret1' });
    const toggle = await call(owner.token, {
      method: 'PATCH',
      url: `/api/admins/${created.body.id}`,
      payload: { enabled: false },
    });
    expect(toggle.body).toEqual({ id: created.body.id, enabled: false });
    expect((await call(signIn.body.token, { method: 'POST', url: '/api/admins/me' })).status).toBe(401);
    const removed = await call(owner.token, { method: 'DELETE', url: `/api/admins/${created.body.id}` });
    expect(removed.body).toEqual({ id: created.body.id });
    expect((await call(owner.token, { method: 'GET', url: `/api/admins/${created.body.id}` })).status).toBe(
      404,
    );
  });

  it('stops an admin disabling, deleting or re-roling themselves', async () => {
    const url = `/api/admins/${owner.id}`;
    const disable = await call(owner.token, { method: 'PATCH', url, payload: { enabled: false } });
    expect(disable.status).toBe(403);
    expect(disable.body.message).toBe('You cannot disable your own account');
    const remove = await call(owner.token, { method: 'DELETE', url });
    expect(remove.status).toBe(403);
    expect(remove.body.message).toBe('You cannot delete your own account');
    const rerole = await call(owner.token, {
      method: 'PATCH',
      url,
      payload: { adminsRoleId: roleIds.executive },
    });
    expect(rerole.body.message).toBe('You cannot change your own role');
    const rename = await call(owner.token, { method: 'PATCH', url, payload: { fullName: 'Store Owner' } });
    expect(rename.status).toBe(200);
    expect((await call(owner.token, { method: 'GET', url })).body.enabled).toBe(true);
  });

  it('keeps superadmin accounts and the superadmin role to superadmins', async () => {
    const staffDesk = await tokenFor({ routes: ['admin'] });
    const grant = await create(valid({ adminsRoleId: roleIds.superadmin }), staffDesk);
    expect(grant.status).toBe(403);
    expect((await call(staffDesk, { method: 'DELETE', url: `/api/admins/${owner.id}` })).status).toBe(403);
    const plain = await create(valid(), staffDesk);
    expect(plain.status).toBe(201);
  });

  it('exports ID, full name, email, contact, status and timestamp', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/admins/export?filter=emailAddress||$eq||ravi@mandi.in',
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([
      undefined,
      'ID',
      'Full Name',
      'Email',
      'Contact',
      'Status',
      'Timestamp',
    ]);
    const row = sheet.getRow(2).values as unknown[];
    expect(row.slice(2, 6)).toEqual(['Ravi Kumar', 'ravi@mandi.in', '9812345678', 'Enabled']);
    expect(row[6]).toBeInstanceOf(Date);
  });

  it('answers 403 to a role without the admins screen, for reads and writes', async () => {
    const catalogue = await tokenFor({ routes: ['brand', 'category'] });
    expect((await call(catalogue, { method: 'GET', url: '/api/admins' })).status).toBe(403);
    expect((await call(catalogue, { method: 'GET', url: `/api/admins/${owner.id}` })).status).toBe(403);
    expect((await create(valid(), catalogue)).status).toBe(403);
  });
});
