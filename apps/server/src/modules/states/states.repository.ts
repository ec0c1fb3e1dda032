import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { cities, countries, pincodes, states } from '../../db/schema';

/** The SQL of the states' own rules (the plain reads and writes are the CRUD module's). */
export const statesRepository = {
  async countryExists(db: Db | Tx, countryId: number): Promise<boolean> {
    const rows = await db.select({ id: countries.id }).from(countries).where(eq(countries.id, countryId));
    return rows.length > 0;
  },

  /** Is `name` (any case) a state of the country already, other than `exceptId`? */
  async nameTaken(db: Db | Tx, countryId: number, name: string, exceptId?: number): Promise<boolean> {
    const rows = await db
      .select({ id: states.id })
      .from(states)
      .where(
        and(
          eq(states.countryId, countryId),
          sql`lower(${states.name}) = lower(${name})`,
          exceptId === undefined ? undefined : ne(states.id, exceptId),
        ),
      )
      .limit(1);
    return rows.length > 0;
  },

  async cityCount(db: Db | Tx, stateId: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(cities).where(eq(cities.stateId, stateId));
    return row?.n ?? 0;
  },

  /** A state moved to another country takes its cities and pincodes along. */
  async moveToCountry(db: Db | Tx, stateId: number, countryId: number) {
    await db.update(cities).set({ countryId }).where(eq(cities.stateId, stateId));
    await db.update(pincodes).set({ countryId }).where(eq(pincodes.stateId, stateId));
  },
};
