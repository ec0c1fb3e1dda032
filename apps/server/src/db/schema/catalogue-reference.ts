import { boolean, index, integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from './columns';
import { countries } from './locations';

export const taxes = pgTable(
  'taxes',
  {
    id: idColumn(),
    enabled: boolean().notNull().default(true),
    name: text().notNull(),
    countryId: integer()
      .notNull()
      .default(1)
      .references(() => countries.id),
    rate: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull(),
    ...auditColumns(),
  },
  (t) => [index().on(t.name), index().on(t.enabled)],
);

export const measurementUnits = pgTable(
  'measurement_units',
  {
    id: idColumn(),
    enabled: boolean().notNull().default(true),
    name: text().notNull(),
    code: text().notNull(),
    ...auditColumns(),
  },
  (t) => [index().on(t.name)],
);
