import { count, eq } from 'drizzle-orm';
import type { Config } from '../config';
import { hashPassword } from '../lib/password';
import type { Db } from './client';
import { admins, adminsRoles } from './schema';
import { seedBase } from './seed/base';
import { seedDemoStore } from './seed/demo';

export const DEMO_LOGIN = { email: 'admin@mandi.local', password: 'mandi123' } as const;

export interface PrintedLogin {
  email: string;
  password: string;
}

/**
 * First start of an empty database: India, the stock roles, the first superadmin, and (unless
 * MANDI_SEED=none) the demo store. A database that already has an admin is left alone.
 * Returns the login to print.
 */
export async function prepareDatabase(db: Db, config: Config): Promise<PrintedLogin | null> {
  const [existing] = await db.select({ n: count() }).from(admins);
  if ((existing?.n ?? 0) > 0) {
    return config.adminEmail ? null : { ...DEMO_LOGIN, password: '(unchanged since first start)' };
  }
  await seedBase(db);
  const [superRole] = await db.select().from(adminsRoles).where(eq(adminsRoles.name, 'superadmin'));
  if (!superRole) throw new Error('superadmin role missing after seeding');
  const email = config.adminEmail ?? DEMO_LOGIN.email;
  const password = config.adminPassword ?? DEMO_LOGIN.password;
  await db.insert(admins).values({
    fullName: 'Store Owner',
    emailAddress: email,
    mobileNumber: '9876543210',
    passwordHash: await hashPassword(password),
    adminsRoleId: superRole.id,
  });
  if (config.seed === 'demo') await seedDemoStore(db);
  return { email, password: config.adminPassword ? '(from MANDI_ADMIN_PASSWORD)' : password };
}
