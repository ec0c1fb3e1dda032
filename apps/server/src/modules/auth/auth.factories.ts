import { randomBytes } from 'node:crypto';
import type { RouteKey } from '@mandi/domain';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/harness';
import type { Db } from '../../db/client';
import { adminSessions, admins, adminsRoles } from '../../db/schema';
import { hashPassword } from '../../lib/password';
import { hashToken } from '../../plugins/auth';

/** Test factories for admins, roles and sessions (used by this module's tests only). */

export type RoleChoice = 'superadmin' | 'admin' | 'executive' | { routes: RouteKey[]; enabled?: boolean };

let sequence = 0;
const unique = () => `${++sequence}-${randomBytes(3).toString('hex')}`;

export async function roleId(db: Db, role: RoleChoice): Promise<number> {
  if (typeof role === 'string') {
    const [stock] = await db.select().from(adminsRoles).where(eq(adminsRoles.name, role));
    return stock!.id;
  }
  const [created] = await db
    .insert(adminsRoles)
    .values({ name: `role-${unique()}`, routes: role.routes, enabled: role.enabled ?? true })
    .returning();
  return created!.id;
}

export interface TestAdmin {
  id: number;
  email: string;
  password: string;
  adminsRoleId: number;
}

export async function createAdmin(
  db: Db,
  options: { role?: RoleChoice; password?: string; enabled?: boolean; email?: string } = {},
): Promise<TestAdmin> {
  const password = options.password ?? `pass-${unique()}`;
  const email = options.email ?? `staff-${unique()}@mandi.test`;
  const adminsRoleId = await roleId(db, options.role ?? 'superadmin');
  const [admin] = await db
    .insert(admins)
    .values({
      fullName: 'Asha Verma',
      emailAddress: email,
      passwordHash: await hashPassword(password),
      adminsRoleId,
      enabled: options.enabled ?? true,
    })
    .returning();
  return { id: admin!.id, email, password, adminsRoleId };
}

/** A session row made directly, for tokens that are expired or revoked from the start. */
export async function createSession(
  db: Db,
  adminId: number,
  options: { expiresInMs?: number; revoked?: boolean } = {},
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(adminSessions).values({
    adminId,
    tokenHash: hashToken(token),
    expiresTimestamp: new Date(Date.now() + (options.expiresInMs ?? 3_600_000)),
    revokedTimestamp: options.revoked ? new Date() : null,
  });
  return token;
}

let addressCount = 0;
/** A client address of its own, so one test's failed sign-ins do not limit another's. */
export const freshIp = () => {
  addressCount += 1;
  return `10.${(addressCount >> 16) & 255}.${(addressCount >> 8) & 255}.${addressCount & 255}`;
};

export function login(
  call: TestApp['call'],
  body: Record<string, unknown>,
  from: { ip?: string; userAgent?: string } = {},
) {
  return call(null, {
    method: 'POST',
    url: '/api/admins/login',
    payload: body,
    remoteAddress: from.ip ?? freshIp(),
    headers: from.userAgent ? { 'user-agent': from.userAgent } : {},
  });
}
