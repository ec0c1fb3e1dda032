import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { cities, countries, pincodes, states } from '../../db/schema';

/** The columns of a CityPlace; the import's look-ups by id select the same. */
export const placeColumns = {
  cityId: cities.id,
  cityName: cities.name,
  stateId: cities.stateId,
  stateName: states.name,
  countryId: cities.countryId,
  code: countries.code,
  zipCodeMinLength: countries.zipCodeMinLength,
  zipCodeMaxLength: countries.zipCodeMaxLength,
};

/** Where a city is (state and country) and the zip rule of its country. */
export type CityPlace = {
  cityId: number;
  cityName: string;
  stateId: number;
  stateName: string;
  countryId: number;
  code: string;
  zipCodeMinLength: number;
  zipCodeMaxLength: number;
};

export type NewPincode = typeof pincodes.$inferInsert;

/** The SQL of the pincodes' own rules and of the import. */
export const pincodesRepository = {
  async cityPlace(db: Executor, cityId: number): Promise<CityPlace | undefined> {
    const [row] = await db
      .select(placeColumns)
      .from(cities)
      .innerJoin(states, eq(states.id, cities.stateId))
      .innerJoin(countries, eq(countries.id, cities.countryId))
      .where(eq(cities.id, cityId));
    return row;
  },

  /** Every city whose name is one of `names`, any case, with its state and country. */
  async citiesNamed(db: Executor, names: string[]): Promise<CityPlace[]> {
    if (names.length === 0) return [];
    const lowered = [...new Set(names.map((name) => name.toLowerCase()))];
    return db
      .select(placeColumns)
      .from(cities)
      .innerJoin(states, eq(states.id, cities.stateId))
      .innerJoin(countries, eq(countries.id, cities.countryId))
      .where(sql`lower(${cities.name}) = any(${sql.param(lowered)}::text[])`);
  },

  /** Which of these pincodes are stored already. */
  async existing(db: Executor, codes: string[]): Promise<Set<string>> {
    if (codes.length === 0) return new Set();
    const rows = await db
      .select({ pincode: pincodes.pincode })
      .from(pincodes)
      .where(sql`${pincodes.pincode} = any(${sql.param(codes)}::text[])`);
    return new Set(rows.map((row) => row.pincode));
  },

  /** Inserts the rows, skipping any pincode stored meanwhile; answers the rows inserted by pincode. */
  async insertNew(db: Executor, rows: NewPincode[]) {
    if (rows.length === 0) return new Map<string, typeof pincodes.$inferSelect>();
    const inserted = await db.insert(pincodes).values(rows).onConflictDoNothing().returning();
    return new Map(inserted.map((row) => [row.pincode, row]));
  },
};
