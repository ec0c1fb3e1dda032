import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue-products';
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
    /** Compensation cess in percent, charged on top of GST (aerated drinks, HSN 2202: 12). */
    cessRate: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
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

export const brands = pgTable(
  'brands',
  {
    id: idColumn(),
    enabled: boolean().notNull().default(true),
    name: text().notNull(),
    image: text(),
    description: text(),
    ...auditColumns(),
  },
  (t) => [index().on(t.name), index('brands_name_trgm_index').using('gin', t.name.op('gin_trgm_ops'))],
);

/** A tree: top-level categories have no parent; the list drills into children. */
export const categories = pgTable(
  'categories',
  {
    id: idColumn(),
    enabled: boolean().notNull().default(true),
    name: text().notNull(),
    slug: text().notNull().unique(),
    icon: text(),
    image: text(),
    banner: text(),
    description: text(),
    priority: integer().notNull().default(0),
    featured: boolean().notNull().default(false),
    // A parent with children cannot be deleted: its children would lose their place.
    parentId: integer().references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
    metaTitle: text(),
    metaDescription: text(),
    metaKeywords: text(),
    displayInFooter: boolean().notNull().default(false),
    /** Where the category's tile leads in the store's apps, with productId or brandId. */
    page: text(),
    productId: integer().references((): AnyPgColumn => products.id, { onDelete: 'set null' }),
    brandId: integer().references(() => brands.id, { onDelete: 'set null' }),
    ...auditColumns(),
  },
  (t) => [
    index().on(t.parentId, t.priority),
    index().on(t.name),
    // Products are filtered by category name (contains).
    index('categories_name_trgm_index').using('gin', t.name.op('gin_trgm_ops')),
    index().on(t.productId),
    index().on(t.brandId),
    check('categories_priority_check', sql`${t.priority} >= 0`),
    check('categories_parent_check', sql`${t.parentId} <> ${t.id}`),
  ],
);

/** Attribute 1 is the system attribute (Weight): not editable, not linked. */
export const attributes = pgTable(
  'attributes',
  {
    id: idColumn(),
    enabled: boolean().notNull().default(true),
    name: text().notNull(),
    ...auditColumns(),
  },
  (t) => [index().on(t.name)],
);

export const attributesValues = pgTable(
  'attributes_values',
  {
    id: idColumn(),
    enabled: boolean().notNull().default(true),
    name: text().notNull(),
    priority: integer().notNull().default(0),
    // Values belong to their attribute; a value used by a variation still blocks the delete.
    attributeId: integer()
      .notNull()
      .references(() => attributes.id, { onDelete: 'cascade' }),
    ...auditColumns(),
  },
  (t) => [
    index().on(t.attributeId, t.priority),
    check('attributes_values_priority_check', sql`${t.priority} >= 0`),
  ],
);
