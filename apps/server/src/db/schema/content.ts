import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalogue-products';
import { auditColumns, idColumn, money } from './columns';
import { states } from './locations';

export const faqs = pgTable(
  'faqs',
  {
    id: idColumn(),
    enabled: boolean().notNull().default(true),
    title: text().notNull(),
    answer: text().notNull(),
    priority: integer().notNull().default(0),
    ...auditColumns(),
  },
  // The FAQ list is sorted by priority ascending.
  (t) => [index().on(t.priority, t.id)],
);

/** The store's app settings: one row, defaults from the spec. */
export const settings = pgTable(
  'settings',
  {
    id: idColumn(),
    deliveryCharge: money().notNull().default(49),
    freeDeliveryThreshold: money().notNull().default(499),
    /** Orders placed after this time of day (HH:MM) are delivered a day later. */
    orderCutOffTime: text().notNull().default('18:00'),
    deliveryDiscount: money().notNull().default(0),
    maximumDeliveryDays: integer().notNull().default(7),
    discountDeliveryDays: integer().notNull().default(0),
    maximumCashAllowed: money().notNull().default(5000),
    maximumDeliveryDiscount: money().notNull().default(0),
    supportEmail: text(),
    supportContact: text(),
    address: text(),
    homeVideoLink: text(),
    popularSearch: text().array().notNull().default(sql`'{}'::text[]`),
    facebook: text(),
    instagram: text(),
    twitter: text(),
    linkedin: text(),
    youtube: text(),
    androidVersion: text().notNull().default('0.0.1'),
    androidForceUpdate: boolean().notNull().default(false),
    iosVersion: text().notNull().default('0.0.1'),
    iosForceUpdate: boolean().notNull().default(false),
    productDiscountType: text(),
    /** Chosen among '10% Off' ... '100% Off'. */
    discountOptions: text().array().notNull().default(sql`'{}'::text[]`),
    activateCOD: boolean().notNull().default(true),
    activatePaymentGateway: boolean().notNull().default(true),
    helpFile: text(),
    tnc: text(),
    privacyPolicy: text(),
    aboutUs: text(),
    /** The store as its GST tax invoices name it: registered name, address, state and GSTIN. */
    legalName: text(),
    legalAddress: text(),
    stateId: integer().references(() => states.id, { onDelete: 'restrict' }),
    gstNumber: text(),
    /** GSTR-1: an inter-state invoice to an unregistered buyer above this goes to B2CL (rule 59(4)). */
    b2clThreshold: money().notNull().default(100000),
    /** Stock at or below this is low, for variations with no threshold of their own. */
    lowStockThreshold: integer().notNull().default(10),
    ...auditColumns(),
  },
  // At most one row: every row has the same value for this expression.
  () => [uniqueIndex('settings_single_row').on(sql`(true)`)],
);

/** The settings' product[] (products the app features), in order. */
export const settingsProducts = pgTable(
  'settings_products',
  {
    settingId: integer()
      .notNull()
      .references(() => settings.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    priority: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.settingId, t.productId] }), index().on(t.productId)],
);
