import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
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
