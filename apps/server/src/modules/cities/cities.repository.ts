import { count, eq } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client';
import { cities, pincodes, states } from '../../db/schema';
import { type Author, updateRowsAudited } from '../../lib/audit';
import { nameTakenIn } from '../../lib/row-checks';

/** The SQL of the cities' own rules (the plain reads and writes are the CRUD module's). */
export const citiesRepository = {
  /** The state a city is placed in, with its country. */
  async stateById(db: Executor, stateId: number) {
    const [row] = await db
      .select({ id: states.id, countryId: states.countryId })
      .from(states)
      .where(eq(states.id, stateId));
    return row;
  },

  /** Is `name` (any case) a city of the state already, other than `exceptId`? */
  nameTaken(db: Executor, stateId: number, name: string, exceptId?: number): Promise<boolean> {
    return nameTakenIn(db, cities, cities.name, name, { scope: eq(cities.stateId, stateId), exceptId });
  },

  async pincodeCount(db: Executor, cityId: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(pincodes).where(eq(pincodes.cityId, cityId));
    return row?.n ?? 0;
  },

  /**
   * A city moved to another state takes its pincodes along (they keep state and country too):
   * each pincode moved leaves an update entry of its own, by the city's author.
   */
  movePincodes(tx: Tx, author: Author, cityId: number, place: { stateId: number; countryId: number }) {
    return updateRowsAudited(tx, author, {
      resource: 'pincodes',
      table: pincodes,
      set: place,
      where: eq(pincodes.cityId, cityId),
    });
  },
};
