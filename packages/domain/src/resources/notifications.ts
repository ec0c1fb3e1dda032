import { z } from 'zod';
import { byRow, day, int, stampsRow, timestamp, withAuthors } from '../answers';
import { APP_VERSION_PATTERN } from '../marketing/notification-audience';
import {
  NOTIFICATION_MESSAGES as M,
  NOTIFICATION_DELIVERY_STATES,
  NOTIFICATION_PAGE_SIZE,
  NOTIFICATION_PAGES,
  NOTIFICATION_PLATFORMS,
} from '../marketing/notification-form';
import { AUDIT_FIELDS, defineResource } from '../resource';
import { enabled, optionalId, optionalText, text, updateSchemaOf } from '../validation';
import { isoDay } from '../validity';
import { optionalImageUrl } from './image-url';

const emptyIsNull = (value: unknown) => (value === '' ? null : value);

/**
 * The phone rules of an audience (marketing/notification-audience.ts): android or ios, a version.
 * A customer's phone is said the same way (users.ts).
 */
export const platformField = z.preprocess(
  emptyIsNull,
  z.enum(NOTIFICATION_PLATFORMS, { error: M.platform }).nullable().optional(),
);
export const appVersionField = z.preprocess(
  emptyIsNull,
  z.string({ error: M.appVersion }).trim().regex(APP_VERSION_PATTERN, M.appVersion).nullable().optional(),
);

/**
 * The fields a notification is saved with. Nested objects (country, state, city) and params are
 * not read: params come from the page's target and the country is 1 (spec 02 §7). The rules
 * that span fields (the page's target, the automated date and time, the audience) are
 * `notificationProblems`, checked by the server on the row as it will be stored.
 */
const notificationFields = z.object({
  enabled: enabled.default(true),
  title: text({ required: M.titleRequired, min: 3, max: 50, length: M.titleLength }),
  message: text({ required: M.messageRequired, min: 3, max: 100, length: M.messageLength }),
  image: optionalImageUrl(),
  page: z.enum(NOTIFICATION_PAGES, { error: M.pageRequired }),
  link: optionalText({ max: 2048 }),
  categoryId: optionalId,
  productId: optionalId,
  platform: platformField,
  appVersion: appVersionField,
  /** Always stored as 1; accepted so the form may send it. */
  countryId: optionalId,
  stateId: optionalId,
  cityId: optionalId,
  pincodeId: optionalId,
  /** A send to all must say so: `true` in the body, never a default. */
  sendToAll: z.boolean({ error: 'Send to all must be true or false' }).default(false),
  sendAutomatedNotification: z.boolean({ error: 'Must be true or false' }).default(false),
  notificationDate: z
    .preprocess(emptyIsNull, isoDay(M.dateRequired).nullable().optional())
    .describe('YYYY-MM-DD; an automated notification without one goes out today, India’s day'),
  notificationTime: z.preprocess(
    emptyIsNull,
    z
      .string({ error: M.timeRequired })
      .regex(/^([01]\d|2[0-3]):(00|15|30|45)$/, M.timeStep)
      .nullable()
      .optional(),
  ),
});

export const notificationCreate = notificationFields;
export const notificationUpdate = updateSchemaOf(notificationFields);

/** The delivery report's fields, as every notification answer carries them. */
export const notificationDeliveryRow = {
  deliveryState: z.enum(NOTIFICATION_DELIVERY_STATES).nullable(),
  sendAt: timestamp.nullable(),
  targetedCount: int,
  sentCount: int,
  failedCount: int,
  unknownCount: int.describe(
    'sends a crash cut off: they may have reached the phone; a retry sends them again only when asked',
  ),
  failureReasons: z.record(z.string(), int).describe('failures counted by reason'),
  sendStartedAt: timestamp.nullable(),
  sendFinishedAt: timestamp.nullable(),
};

export const notificationRow = z.object({
  id: int,
  enabled: z.boolean(),
  title: z.string(),
  message: z.string(),
  image: z.string().nullable(),
  link: z.string().nullable(),
  page: z.enum(NOTIFICATION_PAGES).nullable(),
  params: z.string().nullable(),
  sendToAll: z.boolean(),
  appVersion: z.string().nullable(),
  platform: z.enum(NOTIFICATION_PLATFORMS).nullable(),
  countryId: int,
  stateId: int.nullable(),
  cityId: int.nullable(),
  pincodeId: int.nullable(),
  sendAutomatedNotification: z.boolean(),
  notificationDate: day.nullable(),
  notificationTime: z.string().nullable(),
  categoryId: int.nullable(),
  productId: int.nullable(),
  ...notificationDeliveryRow,
  ...stampsRow,
  ...byRow,
});

/**
 * `POST /api/notifications/{id}/retry`: the failed tokens are sent again; the unknown ones (a
 * send a crash cut off, which may have reached the phone) only with `includeUnknown`.
 */
export const notificationRetryBody = z.preprocess(
  // No body at all is the plain retry of the failed ones.
  (body) => body ?? {},
  z.object({
    includeUnknown: z
      .boolean({ error: 'includeUnknown must be true or false' })
      .default(false)
      .describe('Also send again to the unknown deliveries: those customers may get it twice'),
  }),
);

/** `POST /api/notifications/fetch`: the list's filters in a body (all optional), and its page. */
export const notificationFetchBody = z.object({
  countryId: optionalId,
  stateId: optionalId,
  cityId: optionalId,
  enabled: enabled.nullable().optional(),
  page: z.number({ error: 'page must be a whole number from 1' }).int().min(1).max(1_000_000).default(1),
  limit: z.number({ error: 'limit must be a whole number from 1 to 200' }).int().min(1).max(200).default(20),
});

/**
 * `POST /api/users/eligible-user-count`: the target; the most precise place given counts, and
 * the phone rules (a platform; an app version, reaching that version or older).
 */
export const eligibleUserCountBody = z.object({
  countryId: optionalId,
  stateId: optionalId,
  cityId: optionalId,
  pincodeId: optionalId,
  platform: platformField,
  appVersion: appVersionField,
});
export const eligibleUserCountAnswer = z.object({ count: int });

export const notifications = defineResource({
  name: 'notifications',
  label: 'Notification',
  titleField: 'title',
  access: { read: ['notification'], write: ['notification'] },
  fields: {
    id: { type: 'integer', label: 'ID', list: 'text', sort: true },
    enabled: { type: 'boolean', label: 'Enabled', list: 'enabled', filter: 'enabled' },
    title: { type: 'string', label: 'Title', list: 'text' },
    message: { type: 'string', label: 'Message', list: 'text' },
    image: { type: 'string', label: 'Image' },
    link: { type: 'string', label: 'Link' },
    page: { type: 'string', label: 'Page', values: NOTIFICATION_PAGES },
    params: { type: 'string' },
    sendToAll: { type: 'boolean', label: 'Send to all' },
    appVersion: { type: 'string', label: 'App version' },
    platform: { type: 'string', label: 'Platform', values: NOTIFICATION_PLATFORMS },
    countryId: { type: 'integer', label: 'Country' },
    stateId: { type: 'integer', label: 'State' },
    cityId: { type: 'integer', label: 'City' },
    pincodeId: { type: 'integer', label: 'Pincode' },
    sendAutomatedNotification: { type: 'boolean', label: 'Send automated notification' },
    notificationDate: { type: 'date', label: 'Date' },
    notificationTime: { type: 'string', label: 'Time' },
    categoryId: { type: 'integer', label: 'Category' },
    productId: { type: 'integer', label: 'Product' },
    deliveryState: { type: 'string', label: 'Delivery', values: NOTIFICATION_DELIVERY_STATES },
    sendAt: { type: 'timestamp', label: 'Goes out', sort: 'header' },
    targetedCount: { type: 'integer', label: 'Targeted' },
    sentCount: { type: 'integer', label: 'Sent' },
    failedCount: { type: 'integer', label: 'Failed' },
    unknownCount: { type: 'integer', label: 'Unknown' },
    failureReasons: { type: 'json' },
    sendStartedAt: { type: 'timestamp', label: 'Started' },
    sendFinishedAt: { type: 'timestamp', label: 'Finished' },
    ...AUDIT_FIELDS,
  },
  relations: {
    country: { resource: 'countries', many: false },
    state: { resource: 'states', many: false },
    city: { resource: 'cities', many: false },
    pincode: { resource: 'pincodes', many: false },
    category: { resource: 'categories', many: false },
    product: { resource: 'products', many: false },
  },
  // Notifications newest first (spec 02 §9).
  defaultSort: [{ field: 'id', order: 'DESC' }],
  pageSize: NOTIFICATION_PAGE_SIZE,
  create: notificationCreate,
  update: notificationUpdate,
  row: notificationRow,
  detail: withAuthors(notificationRow),
  savedMessage: M.saved,
});
