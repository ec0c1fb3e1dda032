import { audit as auditDef, parseListQuery } from '@mandi/domain';
import type { Db } from '../../db/client';
import { auditEntries } from '../../db/schema';
import { listRows, type RawQuery, type ResourceBinding, type Row, streamRows } from '../../lib/list';
import { auditRepository } from './audit.repository';

/** How the history names the changes no staff member made (jobs, the first start's seed). */
export const SYSTEM_NAME = 'System';

export const auditBinding: ResourceBinding = { def: auditDef, table: auditEntries };

/** Rows with the name of the staff member who made each change (null for the system). */
async function withNames(db: Db, rows: Row[], known = new Map<number, string>()): Promise<Row[]> {
  const ids = [...new Set(rows.map((row) => row.adminId))].filter(
    (id): id is number => typeof id === 'number' && !known.has(id),
  );
  for (const [id, name] of await auditRepository.namesOf(db, ids)) known.set(id, name);
  // Named on the presented rows themselves, not spread into copies: an export names millions.
  for (const row of rows) {
    if ('adminId' in row)
      row.adminName = typeof row.adminId === 'number' ? (known.get(row.adminId) ?? null) : null;
  }
  return rows;
}

/** The history list and its export: read-only; entries are written by `lib/audit.ts` alone. */
export const auditService = {
  def: auditDef,

  async list(db: Db, raw: RawQuery) {
    const page = await listRows(db, auditBinding, parseListQuery(raw, auditDef));
    return { ...page, data: await withNames(db, page.data) };
  },

  /**
   * The choices of the list's staff filter, served by the audit itself (a role with the
   * `audit` screen alone may not read the staff accounts): the system (adminId null, the
   * jobs) first, then each staff member who appears in the entries, by name.
   */
  async actors(db: Db) {
    const staff = await auditRepository.actors(db);
    return {
      data: [
        { adminId: null, name: SYSTEM_NAME },
        ...staff.map((actor) => ({ adminId: actor.id, name: actor.name ?? `Admin ${actor.id}` })),
      ],
    };
  },

  async *exportRows(db: Db, raw: RawQuery): AsyncGenerator<Row[]> {
    const known = new Map<number, string>();
    for await (const batch of streamRows(db, auditBinding, parseListQuery(raw, auditDef))) {
      yield await withNames(db, batch, known);
    }
  },
};
