import { count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { countries, states } from '../../db/schema';

/** The SQL of the countries' own rules (the plain reads and writes are the CRUD module's). */
export const countriesRepository = {
  async stateCount(db: Executor, countryId: number): Promise<number> {
    const [row] = await db.select({ n: count() }).from(states).where(eq(states.countryId, countryId));
    return row?.n ?? 0;
  },

  /** A country's zip code rule, for checking pincodes. */
  async zipRule(db: Executor, countryId: number) {
    const [row] = await db
      .select({
        code: countries.code,
        zipCodeMinLength: countries.zipCodeMinLength,
        zipCodeMaxLength: countries.zipCodeMaxLength,
      })
      .from(countries)
      .where(eq(countries.id, countryId));
    return row;
  },
};
