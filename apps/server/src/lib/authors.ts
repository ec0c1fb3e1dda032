import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { admins } from '../db/schema';

type Row = Record<string, unknown>;

const idOf = (value: unknown) => (typeof value === 'number' ? value : undefined);

/**
 * The names of who created and last changed a row (its createdBy and updatedBy staff ids),
 * for the edit screens' "Created by … · last changed by …" line. One query; null for a row
 * the seed made or an account since deleted.
 */
export async function authorNames(db: Db | Tx, row: Row) {
  const created = idOf(row.createdBy);
  const updated = idOf(row.updatedBy);
  const ids = [...new Set([created, updated].filter((id) => id !== undefined))];
  const found =
    ids.length === 0
      ? []
      : await db.select({ id: admins.id, name: admins.fullName }).from(admins).where(inArray(admins.id, ids));
  const nameOf = (id: number | undefined) => found.find((admin) => admin.id === id)?.name ?? null;
  return { createdByName: nameOf(created), updatedByName: nameOf(updated) };
}
