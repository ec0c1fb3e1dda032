import { GENDERS, NOTIFICATION_PLATFORMS, USER_STATUSES } from '@mandi/domain';
import { type SQLWrapper, sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { auditColumns, idColumn, money, oneOf, timestamptz } from './columns';
import { cities, countries, pincodes, states } from './locations';

/** A point as the store's apps send it: x longitude, y latitude. */
export interface Coordinates {
  x: number;
  y: number;
}

/**
 * A customer's app version as a sortable key: its parts as numbers, padded to four ('1.2' is
 * {1,2,0,0}); null when there is none. The index and the audience query use this one expression.
 */
export const APP_VERSION_KEY = (column: SQLWrapper) =>
  sql`(case when ${column} is not null then (string_to_array(${column}, '.')::int[] || '{0,0,0,0}'::int[])[1:4] end)`;

/** Kinds of customer (GET /users-roles): a household, a shop, a restaurant. */
export const usersRoles = pgTable('users_roles', {
  id: idColumn(),
  enabled: boolean().notNull().default(true),
  name: text().notNull().unique(),
  ...auditColumns(),
});

export const organizations = pgTable(
  'organizations',
  {
    id: idColumn(),
    enabled: boolean().notNull().default(true),
    name: text().notNull(),
    gstNumber: text(),
    panNumber: text(),
    fssaiNumber: text(),
    ...auditColumns(),
  },
  (t) => [
    index().on(t.name),
    index('organizations_name_trgm_index').using('gin', t.name.op('gin_trgm_ops')),
    // The list's enabled filter (in id order), its newest-first sort; one organization per GSTIN.
    index().on(t.enabled, t.id),
    index().on(t.createdTimestamp),
    uniqueIndex('organizations_gst_number_unique').on(t.gstNumber),
    check(
      'organizations_numbers_check',
      sql`char_length(${t.gstNumber}) = 15 and char_length(${t.panNumber}) = 10 and char_length(${t.fssaiNumber}) = 14`,
    ),
  ],
);

/** The store's customers (not staff: those are admins). */
export const users = pgTable(
  'users',
  {
    id: idColumn(),
    enabled: boolean().notNull().default(true),
    fullName: text().notNull(),
    mobileNumber: text(),
    emailAddress: text(),
    /** argon2id hash; never answered. Customers who sign in by OTP have none. */
    passwordHash: text(),
    status: text({ enum: USER_STATUSES }).notNull().default('Pending'),
    usersRoleId: integer().references(() => usersRoles.id, { onDelete: 'restrict' }),
    organizationId: integer().references(() => organizations.id, { onDelete: 'restrict' }),
    panNumber: text(),
    gstNumber: text(),
    gender: text({ enum: GENDERS }),
    avatar: text(),
    hasPlacedOrder: boolean().notNull().default(false),
    lastOrderTotal: money(),
    lastOrderTimestamp: timestamptz(),
    /**
     * What the customer bought (orders placed, out for delivery, delivered, partly paid) and how
     * many such orders: kept by refreshCustomerTotals (modules/users/customer-totals.ts) so the
     * list sorts by them without reading orders.
     */
    lifetimeValue: money().notNull().default(0),
    totalOrders: integer().notNull().default(0),
    /**
     * How many of the customer's orders are in each status, in ORDER_STATUSES' order (element
     * 1 is In Cart), carts and cancelled ones included: kept by the order writes
     * (`afterOrdersWritten`, modules/orders/orders-counts.ts). A customer search's total sums
     * the matching customers' rows, found by the same index as the search, without counting
     * their orders.
     */
    orderStatusCounts: integer().array().notNull().default(sql`'{0,0,0,0,0,0}'::integer[]`),
    registeredOn: timestamptz().defaultNow(),
    /** Push notification token of the customer's phone. */
    pushId: text(),
    /**
     * The customer's last known phone: android or ios (else null) and the app's version (1 to 4
     * dotted numbers, else null), from the device data of their newest order with one; kept by
     * refreshCustomerDevices (modules/orders/customer-device.ts). A notification's platform and
     * app version narrow its audience by them.
     */
    platform: text({ enum: NOTIFICATION_PLATFORMS }),
    appVersion: text(),
    address: text(),
    city: text(),
    state: text(),
    pincode: text(),
    coordinates: jsonb().$type<Coordinates>(),
    ...auditColumns(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.emailAddress})`),
    uniqueIndex('users_mobile_unique').on(t.mobileNumber),
    // The list filters name and email by contains, mobile by starts-with.
    index('users_full_name_trgm_index').using('gin', t.fullName.op('gin_trgm_ops')),
    index('users_email_trgm_index').using('gin', t.emailAddress.op('gin_trgm_ops')),
    index('users_mobile_pattern_index').on(t.mobileNumber.op('text_pattern_ops')),
    // Sorts: highest/lowest ordered, recently/previously ordered, newest customers.
    // Customers who never ordered (null) come after those who did, both ways: the list sorts
    // by has_placed_order first (modules/users).
    index().on(t.hasPlacedOrder, t.lastOrderTotal),
    index().on(t.hasPlacedOrder, t.lastOrderTimestamp),
    index().on(t.lastOrderTotal),
    index().on(t.lastOrderTimestamp),
    index().on(t.lifetimeValue),
    index().on(t.totalOrders),
    index().on(t.createdTimestamp),
    index().on(t.organizationId),
    index().on(t.usersRoleId),
    // A notification's phone rules: customers with a push id by app version (its parts as
    // numbers, padded to four, so "1.2.0 or older" is one range of the index) and platform; the
    // version itself too, so the counts are index-only scans.
    index('users_push_version_platform_index')
      .on(APP_VERSION_KEY(t.appVersion), t.platform, t.appVersion)
      .where(sql`${t.pushId} is not null and ${t.pushId} <> ''`),
    check('users_platform_check', oneOf(t.platform, NOTIFICATION_PLATFORMS)),
    check('users_app_version_check', sql`${t.appVersion} ~ '^[0-9]{1,4}([.][0-9]{1,4}){0,3}$'`),
    check('users_status_check', oneOf(t.status, USER_STATUSES)),
    check('users_gender_check', oneOf(t.gender, GENDERS)),
    check(
      'users_numbers_check',
      sql`char_length(${t.panNumber}) between 8 and 19 and char_length(${t.gstNumber}) = 15`,
    ),
  ],
);

/** A person to reach for a customer (and the organization they buy for). */
export const contacts = pgTable(
  'contacts',
  {
    id: idColumn(),
    enabled: boolean().notNull().default(true),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    organizationId: integer().references(() => organizations.id, { onDelete: 'restrict' }),
    contactPersonName: text().notNull(),
    emailAddress: text(),
    mobileNumber: text(),
    ...auditColumns(),
  },
  (t) => [
    index().on(t.userId, t.id),
    index().on(t.organizationId),
    index('contacts_email_index').on(sql`lower(${t.emailAddress})`),
    // The list filters name and email by contains, and enabled (in id order).
    index('contacts_person_name_trgm_index').using('gin', t.contactPersonName.op('gin_trgm_ops')),
    index('contacts_email_trgm_index').using('gin', t.emailAddress.op('gin_trgm_ops')),
    index().on(t.enabled, t.id),
  ],
);

/** A delivery address; a customer's addresses hang off their contacts. */
export const addresses = pgTable(
  'addresses',
  {
    id: idColumn(),
    enabled: boolean().notNull().default(true),
    contactId: integer().references(() => contacts.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    firstName: text(),
    middleName: text(),
    lastName: text(),
    companyName: text(),
    line1: text(),
    line2: text(),
    region: text(),
    mobileNumber: text(),
    emailAddress: text(),
    fax: text(),
    countryId: integer()
      .notNull()
      .default(1)
      .references(() => countries.id, { onDelete: 'restrict' }),
    stateId: integer().references(() => states.id, { onDelete: 'restrict' }),
    cityId: integer().references(() => cities.id, { onDelete: 'restrict' }),
    pincodeId: integer().references(() => pincodes.id, { onDelete: 'restrict' }),
    ...auditColumns(),
  },
  (t) => [
    index().on(t.contactId),
    index().on(t.name),
    // The address list filters name, email and contact number by contains.
    index('addresses_name_trgm_index').using('gin', t.name.op('gin_trgm_ops')),
    index('addresses_email_trgm_index').using('gin', t.emailAddress.op('gin_trgm_ops')),
    index('addresses_mobile_trgm_index').using('gin', t.mobileNumber.op('gin_trgm_ops')),
    index().on(t.pincodeId),
    index().on(t.cityId),
    index().on(t.stateId),
  ],
);
