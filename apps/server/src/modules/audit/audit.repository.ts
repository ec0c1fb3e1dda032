import { inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { admins, auditEntries } from '../../db/schema';

/** The audit's own SQL beyond the list kit: staff names for a page of entries, the prune. */
export const auditRepository = {
  async namesOf(db: Db, ids: number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await db
      .select({ id: admins.id, name: admins.fullName })
      .from(admins)
      .where(inArray(admins.id, ids));
    return new Map(rows.map((row) => [row.id, row.name]));
  },

  /**
   * The staff members who appear in the entries, with their names (null for an account since
   * deleted), by name. A skip scan of `audit_entries_admin_idx`: one index probe per staff
   * member, not a pass over millions of entries.
   */
  async actors(db: Db): Promise<{ id: number; name: string | null }[]> {
    const result = (await db.execute(sql`
      with recursive ids as (
        select min(${auditEntries.adminId}) as id from ${auditEntries}
        union all
        select (select min(${auditEntries.adminId}) from ${auditEntries} where ${auditEntries.adminId} > ids.id)
        from ids where ids.id is not null
      )
      select ids.id as id, ${admins.fullName} as name
      from ids left join ${admins} on ${admins.id} = ids.id
      where ids.id is not null
      order by ${admins.fullName} nulls last, ids.id`)) as unknown as {
      rows: { id: number; name: string | null }[];
    };
    return result.rows.map((row) => ({ id: Number(row.id), name: row.name }));
  },

  /**
   * Removes the entries older than `before`, in batches (a year of a busy store is millions
   * of rows: one statement would hold its locks and WAL for minutes). Answers how many went.
   */
  async pruneBefore(db: Db, before: Date, batchSize = 10_000): Promise<number> {
    let removed = 0;
    while (true) {
      const result = await db.execute(sql`
        delete from ${auditEntries} where ${auditEntries.id} in (
          select ${auditEntries.id} from ${auditEntries} where ${lt(auditEntries.at, before)} limit ${batchSize}
        )`);
      const count = Number(
        (result as { rowCount?: number; affectedRows?: number }).rowCount ??
          (result as { affectedRows?: number }).affectedRows ??
          0,
      );
      removed += count;
      if (count < batchSize) return removed;
    }
  },
};
