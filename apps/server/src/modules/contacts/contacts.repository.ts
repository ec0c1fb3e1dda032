import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { organizations, users } from '../../db/schema';

/** The SQL of the contacts' own rules (the plain reads and writes are the CRUD module's). */
export const contactsRepository = {
  async userExists(db: Executor, userId: number): Promise<boolean> {
    const rows = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
    return rows.length > 0;
  },

  async organizationExists(db: Executor, organizationId: number): Promise<boolean> {
    const rows = await db
      .select({ id: organizations.id })
      .from(organizations)
      .where(eq(organizations.id, organizationId))
      .limit(1);
    return rows.length > 0;
  },
};
