import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client';

/**
 * Holds every other transaction writing the same unique value (e.g. `states.name`, a country
 * id and a name; text in any case) until this one ends, so that "is it free?" and the write
 * are one step, even across API instances on one PostgreSQL: the second waits, then finds
 * the first's row and answers 409. For uniqueness no index states (per parent, any case).
 */
export async function lockUnique(tx: Tx, what: string, ...parts: unknown[]): Promise<void> {
  const key = [
    what,
    ...parts.map((part) => (typeof part === 'string' ? part.toLowerCase() : String(part))),
  ].join('\u0001');
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}
