import { PRODUCT_TYPES, STOCK_STATUSES } from '@mandi/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  attributes,
  attributesValues,
  brands,
  categories,
  measurementUnits,
  taxes,
} from './catalogue-reference';
import { auditColumns, idColumn, money, oneOf } from './columns';

export const products = pgTable(
  'products',
  {
    id: idColumn(),
    enabled: boolean().notNull().default(true),
    name: text().notNull(),
    slug: text().notNull().unique(),
    sku: text(),
    productType: text({ enum: PRODUCT_TYPES }).notNull().default('simple'),
    priority: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    measurementUnitId: integer().references(() => measurementUnits.id, { onDelete: 'restrict' }),
    multiplier: numeric({ precision: 10, scale: 3, mode: 'number' }).notNull().default(1),
    featured: boolean().notNull().default(false),
    /** Comma-separated, as the spec keeps them. */
    tags: text(),
    shortDescription: text(),
    description: text(),
    isTaxable: boolean().notNull().default(false),
    taxId: integer().references(() => taxes.id, { onDelete: 'restrict' }),
    hsnCode: text(),
    manageStock: boolean().notNull().default(false),
    stockStatus: text({ enum: STOCK_STATUSES }).notNull().default('In Stock'),
    brandId: integer().references(() => brands.id, { onDelete: 'restrict' }),
    metaTitle: text(),
    metaDescription: text(),
    metaKeywords: text(),
    youtubeLink: text(),
    /**
     * What the product sold: the sum of its order lines' subTotal, and the orders with it, over
     * the orders that count as sold (SOLD_STATUSES). Kept by refreshSalesFigures
     * (modules/sales-figures) so the list reads them without reading orders.
     */
    sales: numeric({ precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    orders: integer().notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    // The list opens on enabled=true sorted by id.
    index().on(t.enabled, t.id),
    index().on(t.name),
    index('products_name_trgm_index').using('gin', t.name.op('gin_trgm_ops')),
    index().on(t.createdTimestamp),
    index().on(t.priority),
    // Foreign keys that block a delete need an index, or the check scans every product.
    index().on(t.brandId),
    index().on(t.taxId),
    index().on(t.measurementUnitId),
    // Also products_id_name_hsn_code_index, (id) INCLUDE (name, hsn_code), and on variations
    // (id) INCLUDE (name, sku): migration 0027, hand-written (drizzle-kit cannot declare INCLUDE),
    // for the order export's Lines sheet. The names' length limits (250 and 150) keep an entry
    // under btree's 2,704 bytes.
    check('products_product_type_check', oneOf(t.productType, PRODUCT_TYPES)),
    check('products_stock_status_check', oneOf(t.stockStatus, STOCK_STATUSES)),
    check('products_priority_check', sql`${t.priority} between 0 and 100`),
  ],
);

export const productsVariations = pgTable(
  'products_variations',
  {
    id: idColumn(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    enabled: boolean().notNull().default(true),
    image: text(),
    mrp: money(),
    unitPrice: money().notNull(),
    salePrice: money().notNull().default(0),
    sku: text().notNull(),
    manageStock: boolean().notNull().default(false),
    stockStatus: text({ enum: STOCK_STATUSES }).notNull().default('In Stock'),
    allowBackOrder: boolean().notNull().default(false),
    /** May fall below 0 when back orders are allowed. */
    stockQuantity: integer().notNull().default(0),
    lowStockThreshold: integer(),
    discountPercentage: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    discountAmount: money().notNull().default(0),
    /** The one variation a simple product sells. */
    isDefault: boolean().notNull().default(false),
    /**
     * Hidden by a product type switch (simple keeps only its default variation), restored by
     * the switch back; never deleted, as orders may point at it.
     */
    keptAside: boolean().notNull().default(false),
    ...auditColumns(),
  },
  (t) => [
    index().on(t.productId, t.id),
    uniqueIndex('products_variations_sku_unique').on(sql`lower(${t.sku})`),
    // Serves sku =, LIKE and ILIKE (pg_trgm 1.6 indexes equality too).
    index('products_variations_sku_trgm_index').using('gin', t.sku.op('gin_trgm_ops')),
    // Low stock (low-stock.service.ts lowStockSql), one index per arm: the store's threshold
    // compared with the stock, a variation's own as the expression stock minus threshold.
    index('products_variations_low_stock_store_index')
      .on(t.stockQuantity)
      .where(
        sql`${t.manageStock} and ${t.enabled} and not ${t.keptAside} and ${t.lowStockThreshold} is null`,
      ),
    index('products_variations_low_stock_own_index')
      .on(sql`(${t.stockQuantity} - ${t.lowStockThreshold})`)
      .where(
        sql`${t.manageStock} and ${t.enabled} and not ${t.keptAside} and ${t.lowStockThreshold} is not null`,
      ),
    check('products_variations_stock_status_check', oneOf(t.stockStatus, STOCK_STATUSES)),
    check(
      'products_variations_prices_check',
      sql`${t.unitPrice} >= 0 and ${t.salePrice} >= 0 and coalesce(${t.mrp}, 0) >= 0`,
    ),
  ],
);

export const productsVariationsAttributes = pgTable(
  'products_variations_attributes',
  {
    id: idColumn(),
    productsVariationId: integer()
      .notNull()
      .references(() => productsVariations.id, { onDelete: 'cascade' }),
    attributeId: integer()
      .notNull()
      .references(() => attributes.id, { onDelete: 'restrict' }),
    attributesValueId: integer()
      .notNull()
      .references(() => attributesValues.id, { onDelete: 'restrict' }),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('products_variations_attributes_unique').on(t.productsVariationId, t.attributeId),
    index().on(t.attributeId),
    index().on(t.attributesValueId),
  ],
);

export const productsImages = pgTable(
  'products_images',
  {
    id: idColumn(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    productsVariationId: integer().references(() => productsVariations.id, { onDelete: 'set null' }),
    /** The copy the store shows: 500 × 500 on white, JPEG. */
    image: text().notNull(),
    /** The file as uploaded, when the server made the copy. */
    originalImage: text(),
    priority: integer().notNull().default(0),
    isCover: boolean().notNull().default(false),
    ...auditColumns(),
  },
  (t) => [
    index().on(t.productId, t.priority),
    index().on(t.productsVariationId),
    // One cover per product. Moving the cover: clear the old one, then set the new one.
    uniqueIndex('products_images_one_cover').on(t.productId).where(sql`${t.isCover}`),
  ],
);

export const productsCategories = pgTable(
  'products_categories',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    // A category that still holds products cannot be deleted.
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.categoryId] }), index().on(t.categoryId, t.productId)],
);

export const productsAttributes = pgTable(
  'products_attributes',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    attributeId: integer()
      .notNull()
      .references(() => attributes.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.productId, t.attributeId] }), index().on(t.attributeId, t.productId)],
);

export const relatedProducts = pgTable(
  'related_products',
  {
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    relatedProductId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.relatedProductId] }),
    index().on(t.relatedProductId),
    check('related_products_self_check', sql`${t.productId} <> ${t.relatedProductId}`),
  ],
);

/**
 * The product list's name search, narrow. A contains filter's count rechecks every candidate
 * row the trigram index gives, one heap page each: here about 120 rows fit a page against
 * about 20 in products, so a common word's count reads a sixth of the pages. Kept in step by
 * the trigger `products_search_sync` (migration 0004); deleted with its product.
 */
export const productsSearch = pgTable(
  'products_search',
  {
    productId: integer()
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    enabled: boolean().notNull(),
  },
  (t) => [index('products_search_name_trgm_index').using('gin', t.name.op('gin_trgm_ops'))],
);
