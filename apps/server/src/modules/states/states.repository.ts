import { count, eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { cities, countries, pincodes, states } from '../../db/schema';
import { type Author, updateRowsAudited } from '../../lib/audit';
import { nameTakenIn, rowExists } from '../../lib/row-checks';

/** The SQL of the states' own rules (the plain reads and writes are the CRUD module's). */
export const statesRepository = {
  countryExists(db: Executor, countryId: number): Promise<boolean> {
    return rowExists(db, countries, countryId);
  },

  /** Is `name` (any case) a state of the country already, other than `exceptId`? */
  nameTaken(db: Executor, countryId: number, name: string, exceptId?: number): Promise<boolean> {
    return nameTakenIn(db, states, states.name, name, { scope: eq(states.countryId, countryId), exceptId });
  },

  async cityCount(db: Executor, stateId: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(cities).where(eq(cities.stateId, stateId));
    return row?.n ?? 0;
  },

  /**
   * A state moved to another country takes its cities and pincodes along: each city and
   * pincode moved leaves an update entry of its own, by the state's author.
   */
  async moveToCountry(tx: Tx, author: Author, stateId: number, countryId: number) {
    const set = { countryId };
    await updateRowsAudited(tx, author, {
      resource: 'cities',
      table: cities,
      set,
      where: eq(cities.stateId, stateId),
    });
    await updateRowsAudited(tx, author, {
      resource: 'pincodes',
      table: pincodes,
      set,
      where: eq(pincodes.stateId, stateId),
    });
  },
};
