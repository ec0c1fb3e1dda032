import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cities, countries, states } from '../../db/schema';
import { type CityPlace, placeColumns } from './pincodes.repository';

/** The import's own look-ups: the cities and states a batch names by id. */
export const pincodeImportRepository = {
  /** The cities with these ids, with their state and country, as `citiesNamed` answers them. */
  async citiesWithIds(db: Db, ids: number[]): Promise<CityPlace[]> {
    if (ids.length === 0) return [];
    return db
      .select(placeColumns)
      .from(cities)
      .innerJoin(states, eq(states.id, cities.stateId))
      .innerJoin(countries, eq(countries.id, cities.countryId))
      .where(inArray(cities.id, [...new Set(ids)]));
  },

  async statesWithIds(db: Db, ids: number[]): Promise<{ id: number; name: string }[]> {
    if (ids.length === 0) return [];
    return db
      .select({ id: states.id, name: states.name })
      .from(states)
      .where(inArray(states.id, [...new Set(ids)]));
  },
};
