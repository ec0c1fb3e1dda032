import { inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { admins } from '../db/schema';
import { type AuditRide, recordAudit, withAuditEntries } from './audit';

type Row = Record<string, unknown>;

const idOf = (value: unknown) => (typeof value === 'number' ? value : undefined);

/**
 * The names of who created and last changed a row (its createdBy and updatedBy staff ids),
 * for the edit screens' "Created by … · last changed by …" line. One query; null for a row
 * the seed made or an account since deleted. A write's audit entries (`audit`) ride the same
 * statement (lib/audit.ts `withAuditEntries`), so recording them costs no round trip of its own.
 */
export async function authorNames(db: Executor, row: Row, audit?: AuditRide) {
  const created = idOf(row.createdBy);
  const updated = idOf(row.updatedBy);
  const ids = [...new Set([created, updated].filter((id) => id !== undefined))];
  if (ids.length === 0 && audit) await recordAudit(audit.tx, audit.author, audit.events);
  const found =
    ids.length === 0
      ? []
      : audit
        ? await withAuditEntries<{ id: number; name: string }>(
            audit,
            sql`select ${admins.id} as id, ${admins.fullName} as name from ${admins} where ${inArray(admins.id, ids)}`,
          )
        : await db
            .select({ id: admins.id, name: admins.fullName })
            .from(admins)
            .where(inArray(admins.id, ids));
  const nameOf = (id: number | undefined) => found.find((admin) => admin.id === id)?.name ?? null;
  return { createdByName: nameOf(created), updatedByName: nameOf(updated) };
}
