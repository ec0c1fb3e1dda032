import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from './columns';

export const countries = pgTable('countries', {
  id: idColumn(),
  enabled: boolean().notNull().default(true),
  code: text().notNull().unique(),
  name: text().notNull(),
  zipCodeMinLength: integer().notNull().default(6),
  zipCodeMaxLength: integer().notNull().default(6),
  ...auditColumns(),
});

export const states = pgTable(
  'states',
  {
    id: idColumn(),
    enabled: boolean().notNull().default(true),
    name: text().notNull(),
    /** ISO 3166-2 subdivision code without the country prefix ('MH', 'KA', 'DL'). */
    code: text(),
    priority: integer().notNull().default(0),
    countryId: integer()
      .notNull()
      .default(1)
      .references(() => countries.id, { onDelete: 'restrict' }),
    ...auditColumns(),
  },
  (t) => [
    // The states list is per country, sorted by name by default.
    index().on(t.countryId, t.name),
    check('states_priority_check', sql`${t.priority} >= 0`),
  ],
);

export const cities = pgTable(
  'cities',
  {
    id: idColumn(),
    enabled: boolean().notNull().default(true),
    name: text().notNull(),
    stateId: integer()
      .notNull()
      .references(() => states.id, { onDelete: 'restrict' }),
    countryId: integer()
      .notNull()
      .default(1)
      .references(() => countries.id, { onDelete: 'restrict' }),
    ...auditColumns(),
  },
  (t) => [index().on(t.stateId, t.name), index().on(t.countryId)],
);

/** A delivery area: one row per 6-digit pincode, which the store serves or not. */
export const pincodes = pgTable(
  'pincodes',
  {
    id: idColumn(),
    enabled: boolean().notNull().default(true),
    /** The post office or locality the pincode is known by ('Mumbai GPO'). */
    pincodeName: text().notNull(),
    pincode: text().notNull(),
    isDeliverable: boolean().notNull().default(true),
    cityId: integer()
      .notNull()
      .references(() => cities.id, { onDelete: 'restrict' }),
    stateId: integer()
      .notNull()
      .references(() => states.id, { onDelete: 'restrict' }),
    countryId: integer()
      .notNull()
      .default(1)
      .references(() => countries.id, { onDelete: 'restrict' }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('pincodes_pincode_unique').on(t.pincode),
    index().on(t.cityId, t.pincode),
    index().on(t.stateId),
    index().on(t.countryId),
  ],
);
