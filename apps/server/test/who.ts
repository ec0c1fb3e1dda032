import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../src/db/client';
import { adminSessions } from '../src/db/schema';
import { hashToken } from '../src/plugins/auth';

/** The id of the admin a test token signs in (tokenFor stores only its hash). */
export async function adminIdOf(database: Database, token: string): Promise<number> {
  const [session] = await database.db
    .select({ adminId: adminSessions.adminId })
    .from(adminSessions)
    .where(eq(adminSessions.tokenHash, hashToken(token)));
  if (!session) throw new Error('no session for this token');
  return session.adminId;
}

type Stamped = PgTable & { id: PgColumn; createdBy: PgColumn; updatedBy: PgColumn };

/**
 * Who created and last changed a row, read from the database: answers need not carry these
 * columns, so a test that reads them from the answer could compare two absent fields.
 */
export async function stampsOf(
  database: Database,
  table: Stamped,
  id: number,
): Promise<{ createdBy: number | null; updatedBy: number | null }> {
  const rows = (await database.db
    .select({ createdBy: table.createdBy, updatedBy: table.updatedBy })
    .from(table)
    .where(eq(table.id, id))) as { createdBy: number | null; updatedBy: number | null }[];
  if (!rows[0]) throw new Error(`no row ${id}`);
  return rows[0];
}
