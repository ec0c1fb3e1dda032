import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn } from './columns';
import { admins } from './staff';

/** A list's state as a saved view keeps it: the URL's filters and sort, and the columns shown. */
export interface SavedViewState {
  /** The list's query string as the list writes it in the URL (filters, sort, size). */
  query: string;
  /** Columns shown, in order; empty: the list's default. */
  columns: string[];
}

/**
 * A named set of filters, sort and columns on one list (issue 31), the staff member's own or
 * shared with all staff, shown as tabs above the list.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: idColumn(),
    /** The list's route key ('order', 'product', ...). */
    listKey: text().notNull(),
    name: text().notNull(),
    ownerId: integer()
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    shared: boolean().notNull().default(false),
    state: jsonb().$type<SavedViewState>().notNull(),
    position: integer().notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    index().on(t.listKey, t.shared),
    index().on(t.ownerId, t.listKey),
    uniqueIndex('saved_views_owner_list_name_unique').on(t.ownerId, t.listKey, sql`lower(${t.name})`),
  ],
);
