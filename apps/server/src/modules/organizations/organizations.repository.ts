import { count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contacts, users } from '../../db/schema';

/** The SQL of the organizations' own rules (the plain reads and writes are the CRUD module's). */
export const organizationsRepository = {
  /** Customers and contacts that name the organization: they keep it, so it cannot go. */
  async linkedCounts(db: Executor, organizationId: number): Promise<{ customers: number; contacts: number }> {
    const [customers] = await db
      .select({ n: count() })
      .from(users)
      .where(eq(users.organizationId, organizationId));
    const [linked] = await db
      .select({ n: count() })
      .from(contacts)
      .where(eq(contacts.organizationId, organizationId));
    return { customers: customers?.n ?? 0, contacts: linked?.n ?? 0 };
  },
};
