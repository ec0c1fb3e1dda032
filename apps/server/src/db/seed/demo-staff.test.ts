import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/harness';
import { createAdmin, login } from '../../modules/auth/auth.factories';
import { admins, adminsRoles } from '../schema';
import { seedStaff } from './demo-staff';

describe('demo staff', async () => {
  const { database, call } = await createTestApp();
  const db = database.db;

  beforeAll(async () => {
    await createAdmin(db, { role: 'superadmin', password: 'mandi123' });
    await db.transaction((tx) => seedStaff(tx));
  });

  it('adds roles with screens and staff in them, one of them disabled', async () => {
    const [coordinator] = await db
      .select()
      .from(adminsRoles)
      .where(eq(adminsRoles.name, 'Delivery coordinator'));
    expect(coordinator!.routes).toEqual(expect.arrayContaining(['order', 'pincode']));
    const staff = await db.select().from(admins).where(eq(admins.adminsRoleId, coordinator!.id));
    expect(staff.map((admin) => admin.fullName)).toEqual(['Rohit Verma']);
    const [kavya] = await db.select().from(admins).where(eq(admins.fullName, 'Kavya Reddy'));
    expect(kavya!.enabled).toBe(false);
  });

  it('opens no way in: their password is nobody’s', async () => {
    const [priya] = await db.select().from(admins).where(eq(admins.fullName, 'Priya Sharma'));
    expect(priya!.passwordHash).toMatch(/^\$argon2id\$/);
    for (const password of ['mandi123', 'password', 'priya.sharma']) {
      const res = await login(call, { emailAddress: priya!.emailAddress, password });
      expect(res.status).toBe(401);
    }
  });
});
