import {
  BANNER_POSITIONS,
  COUPON_DISCOUNTS,
  NOTIFICATION_DELIVERY_STATES,
  NOTIFICATION_PLATFORMS,
} from '@mandi/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { products } from './catalogue-products';
import { brands, categories } from './catalogue-reference';
import { auditColumns, idColumn, money, oneOf, timestamptz } from './columns';
import { users } from './customers';
import { cities, countries, pincodes, states } from './locations';

/** Dates without a time (YYYY-MM-DD): a validity runs through the whole of its last day. */
const day = () => date({ mode: 'string' });

export const coupons = pgTable(
  'coupons',
  {
    id: idColumn(),
    enabled: boolean().notNull().default(true),
    name: text().notNull(),
    /** Stored upper-case; unique whatever the case. */
    code: text().notNull(),
    description: text(),
    firstTimeUser: boolean().notNull().default(false),
    oneTimeUse: boolean().notNull().default(false),
    validFrom: day().notNull(),
    validTill: day().notNull(),
    totalAvailable: integer().notNull().default(1),
    minimumAmount: money().notNull().default(0),
    applyDiscount: text({ enum: COUPON_DISCOUNTS }).notNull().default('percent'),
    percentAmount: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    discountAmount: money().notNull().default(0),
    maximumDiscountAmount: money().notNull().default(0),
    /**
     * The sold orders (SOLD_STATUSES) that used the coupon: their grand totals, their
     * discounts and how many. Kept by refreshSalesFigures (modules/sales-figures).
     */
    sales: numeric({ precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    savings: numeric({ precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    timesUsed: integer().notNull().default(0),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('coupons_code_unique').on(sql`lower(${t.code})`),
    index().on(t.name),
    index().on(t.validFrom, t.validTill),
    check('coupons_apply_discount_check', oneOf(t.applyDiscount, COUPON_DISCOUNTS)),
    check('coupons_percent_amount_check', sql`${t.percentAmount} between 0 and 100`),
    check('coupons_validity_check', sql`${t.validFrom} <= ${t.validTill}`),
    check('coupons_total_available_check', sql`${t.totalAvailable} >= 0`),
  ],
);

/** The categories a coupon applies to (none: the whole cart). */
export const couponsCategories = pgTable(
  'coupons_categories',
  {
    couponId: integer()
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    categoryId: integer()
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.categoryId] }), index().on(t.categoryId)],
);

export const banners = pgTable(
  'banners',
  {
    id: idColumn(),
    enabled: boolean().notNull().default(true),
    /** What staff call it in the list; the store's app shows only the picture. */
    name: text().notNull(),
    /** 1125 x 500 pixels. */
    image: text().notNull(),
    description: text(),
    bannerPosition: text({ enum: BANNER_POSITIONS }).notNull().default('Home'),
    /** Where a tap leads: Categories, Product, Brand or Link, with the matching id or link. */
    page: text(),
    priority: integer().notNull().default(0),
    validFrom: day(),
    validTill: day(),
    link: text(),
    // A banner pointing at something deleted keeps showing, leading nowhere in particular.
    categoryId: integer().references(() => categories.id, { onDelete: 'set null' }),
    productId: integer().references(() => products.id, { onDelete: 'set null' }),
    brandId: integer().references(() => brands.id, { onDelete: 'set null' }),
    ...auditColumns(),
  },
  (t) => [
    index().on(t.priority, t.id),
    index().on(t.bannerPosition, t.priority),
    index().on(t.categoryId),
    index().on(t.productId),
    index().on(t.brandId),
    check('banners_banner_position_check', oneOf(t.bannerPosition, BANNER_POSITIONS)),
    check('banners_validity_check', sql`${t.validFrom} <= ${t.validTill}`),
  ],
);

/** Push notifications to the store's app users, to everyone or to a place. */
export const notifications = pgTable(
  'notifications',
  {
    id: idColumn(),
    enabled: boolean().notNull().default(true),
    title: text().notNull(),
    message: text().notNull(),
    image: text(),
    link: text(),
    /** Home, Orders, Categories, Product or Link. */
    page: text(),
    /** The category id, product id or link the page opens with. */
    params: text(),
    sendToAll: boolean().notNull().default(false),
    appVersion: text(),
    /** android or ios; null for both. */
    platform: text({ enum: NOTIFICATION_PLATFORMS }),
    countryId: integer()
      .notNull()
      .default(1)
      .references(() => countries.id, { onDelete: 'restrict' }),
    // Clearing a target would widen the audience, so a targeted place cannot be deleted.
    stateId: integer().references(() => states.id, { onDelete: 'restrict' }),
    cityId: integer().references(() => cities.id, { onDelete: 'restrict' }),
    pincodeId: integer().references(() => pincodes.id, { onDelete: 'restrict' }),
    sendAutomatedNotification: boolean().notNull().default(false),
    notificationDate: day(),
    /** HH:MM in 15-minute steps. */
    notificationTime: text(),
    categoryId: integer().references(() => categories.id, { onDelete: 'set null' }),
    productId: integer().references(() => products.id, { onDelete: 'set null' }),
    brandId: integer().references(() => brands.id, { onDelete: 'set null' }),
    /**
     * The delivery report, kept by the sending job (modules/notifications/notification-sending.ts):
     * where it stands, when it goes out, how many tokens it was addressed to, sent, failed
     * (failures counted by reason) and unknown (a send a crash cut off: it may have gone out),
     * when sending started and finished.
     */
    deliveryState: text({ enum: NOTIFICATION_DELIVERY_STATES }),
    sendAt: timestamptz(),
    targetedCount: integer().notNull().default(0),
    sentCount: integer().notNull().default(0),
    failedCount: integer().notNull().default(0),
    unknownCount: integer().notNull().default(0),
    failureReasons: jsonb().$type<Record<string, number>>().notNull().default({}),
    sendStartedAt: timestamptz(),
    sendFinishedAt: timestamptz(),
    ...auditColumns(),
  },
  (t) => [
    index().on(t.enabled, t.id),
    check('notifications_delivery_state_check', oneOf(t.deliveryState, NOTIFICATION_DELIVERY_STATES)),
    index().on(t.countryId, t.stateId, t.cityId),
    index().on(t.stateId),
    index().on(t.cityId),
    index().on(t.pincodeId),
    index().on(t.categoryId),
    index().on(t.productId),
    index().on(t.brandId),
    check('notifications_platform_check', sql`${t.platform} in ('android', 'ios')`),
    check('notifications_time_check', sql`${t.notificationTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
  ],
);

export const DELIVERY_ROW_STATES = ['pending', 'sending', 'sent', 'failed', 'unknown'] as const;

/**
 * One notification to one phone token: pending, claimed by a worker (sending, until
 * `claimedUntil`), then sent or failed with its reason; unknown when the worker died with the
 * send in flight (it may have reached the phone: sent again only when the staff ask). Unique
 * per notification and token, so a token is never addressed twice by one notification.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    notificationId: integer()
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    token: text().notNull(),
    state: text({ enum: DELIVERY_ROW_STATES }).notNull().default('pending'),
    reason: text(),
    claimedBy: text(),
    claimedUntil: timestamptz(),
    attempts: integer().notNull().default(0),
    sentAt: timestamptz(),
  },
  (t) => [
    uniqueIndex('notification_deliveries_token_unique').on(t.notificationId, t.token),
    index().on(t.notificationId, t.state, t.id),
    check('notification_deliveries_state_check', oneOf(t.state, DELIVERY_ROW_STATES)),
  ],
);

/**
 * Push messages as the default sender writes them when no FCM project is configured: what each
 * phone would have received, readable by a developer (as mail_outbox for mail).
 */
export const pushOutbox = pgTable(
  'push_outbox',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    notificationId: integer().references(() => notifications.id, { onDelete: 'set null' }),
    token: text().notNull(),
    title: text().notNull(),
    body: text().notNull(),
    image: text(),
    data: jsonb().$type<Record<string, string>>().notNull().default({}),
    createdTimestamp: timestamptz().notNull().defaultNow(),
  },
  (t) => [index().on(t.notificationId)],
);
