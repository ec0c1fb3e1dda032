import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';
import { adminSessions, admins, adminsRoles } from '../../apps/server/src/db/schema';
import { seedBase } from '../../apps/server/src/db/seed/base';
import { hashToken } from '../../apps/server/src/plugins/auth';

const BENCH_EMAIL = 'bench@mandi.local';

/**
 * A bearer token of a superadmin for the benchmark's requests: the bench admin is created on
 * first use (its password hash is not a real one: it never signs in), the session is new.
 */
export async function benchToken(db: Db): Promise<string> {
  await seedBase(db);
  let [admin] = await db.select().from(admins).where(eq(admins.emailAddress, BENCH_EMAIL));
  if (!admin) {
    const [role] = await db.select().from(adminsRoles).where(eq(adminsRoles.name, 'superadmin'));
    [admin] = await db
      .insert(admins)
      .values({ fullName: 'Benchmark', emailAddress: BENCH_EMAIL, passwordHash: '!', adminsRoleId: role!.id })
      .returning();
  }
  const token = randomBytes(24).toString('base64url');
  await db.insert(adminSessions).values({
    adminId: admin!.id,
    tokenHash: hashToken(token),
    expiresTimestamp: new Date(Date.now() + 6 * 3600_000),
  });
  return token;
}
