import { z } from 'zod';
import { byRow, int, stampsRow, timestamp, withAuthors } from '../answers';
import { PASSWORD_MIN_LENGTH } from '../auth';
import { GENDERS, USER_STATUSES } from '../enums';
import { AUDIT_FIELDS, CREATED_COLUMN, defineResource, ENABLED_FIELD, ID_FIELD } from '../resource';
import { enabled, idOf, optionalText, text, updateSchemaOf } from '../validation';
import { isoDay } from '../validity';
import { appVersionField, platformField } from './notifications';
import { normalizeMobile } from './users-rules';

export const USER_ADDED_MESSAGE = 'User added successfully';
export const USER_UPDATED_MESSAGE = 'User information has been updated successfully';
/** The edit notice stays 5 s (spec 02 §8), the add notice the usual 2 s. */
export const USER_UPDATED_SECONDS = 5;
export const USER_EMAIL_TAKEN = 'A customer with this email already exists';
export const USER_MOBILE_TAKEN = 'A customer with this mobile number already exists';
export const USER_HAS_ORDERS = 'This customer has orders and cannot be deleted; disable the customer instead';

const emailAddress = z
  .string({ error: 'Please enter email address' })
  .trim()
  .min(1, { error: 'Please enter email address', abort: true })
  .check(z.email('Please enter valid email'));

/**
 * Optional; exactly ten digits once said as a customer says it ('+91 98765-43210' is kept as
 * 9876543210). No maximum length on the text: the typed form may be longer than its digits.
 */
const mobileNumber = z.preprocess(
  (value) => {
    if (value === '' || value === null) return null;
    return typeof value === 'string' ? normalizeMobile(value) : value;
  },
  z
    .string({ error: 'Please enter mobile number' })
    .regex(/^\d*$/, { error: 'Mobile number should contain digits only', abort: true })
    .regex(/^\d{10}$/, 'Length should be 10 only')
    .nullable()
    .optional(),
);

/**
 * The customer's phone as the store's app registers it: its push id (the FCM registration token
 * notifications go to, spec 02 §3 and §7), platform and app version (which a notification's
 * platform and app version narrow to). The push id is written, never answered, listed or
 * exported; FCM answering UNREGISTERED clears it.
 */
const customerPhone = {
  pushId: z
    .preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
      z
        .string({ error: 'Push id must be text' })
        .trim()
        .max(4096, 'Push id is too long')
        .nullable()
        .optional(),
    )
    .describe("The FCM registration token of the customer's phone; null clears it. Never answered."),
  platform: platformField.describe("The phone's platform: android or ios"),
  appVersion: appVersionField.describe("The store app's version on the phone, like 1.2.3"),
};

/** The password of a new customer (never trimmed, never answered). */
export const userPassword = z
  .string({ error: 'Please enter password' })
  .min(1, { error: 'Please enter password', abort: true })
  .min(PASSWORD_MIN_LENGTH, 'Length should be greater than 6');

/** A customer's fields as the staff form holds them, but the password. */
export const userEdit = z.object({
  enabled: enabled.default(true),
  fullName: text({
    required: 'Please enter full name',
    min: 3,
    max: 150,
    length: 'Length should be 3 to 150',
  }),
  mobileNumber,
  emailAddress,
  status: z.enum(USER_STATUSES, { error: 'Please choose a status' }).default('Pending'),
  usersRoleId: idOf('Please enter choose a role'),
  organizationId: idOf('Please choose an organization'),
  panNumber: optionalText({ min: 8, max: 19, length: 'Length should be 8 to 19' }),
  gstNumber: optionalText({ min: 15, max: 15, length: 'Length should be 15 only' }),
  gender: z.enum(GENDERS, { error: 'Please choose a gender' }).nullable().optional(),
  avatar: optionalText({ max: 500 }),
  ...customerPhone,
});

/** A new customer (POST /users, or /users/manage without id) sets a password. */
export const userCreate = userEdit.extend({ password: userPassword });

/** A change: any of the fields; a password sent is a new password. */
export const userUpdate = updateSchemaOf(userCreate);

/** The staff form (POST /users/manage): creates without `id` (a password required), updates with it. */
export const userManage = userUpdate.extend({
  id: idOf('id must be a whole number from 1 to 2147483647').optional(),
});

/** One of a customer's latest orders, as their edit screen lists them. */
export const customerOrderRow = z.object({
  id: int,
  orderReference: z.string().nullable(),
  status: z.string(),
  orderTimestamp: timestamp.nullable(),
  grandTotal: z.number(),
  totalProducts: int,
  paymentMethod: z.string().nullable(),
});

/** A row as the API answers it: never the password. */
export const userRow = z.object({
  id: int,
  enabled: z.boolean(),
  fullName: z.string(),
  mobileNumber: z.string().nullable(),
  emailAddress: z.string().nullable(),
  status: z.enum(USER_STATUSES),
  usersRoleId: int.nullable(),
  organizationId: int.nullable(),
  /** The organization's name (lists and exports show it, not its id). */
  organizationName: z.string().nullable().optional(),
  panNumber: z.string().nullable(),
  gstNumber: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  avatar: z.string().nullable(),
  hasPlacedOrder: z.boolean(),
  lastOrderTotal: z.number().nullable(),
  lastOrderTimestamp: timestamp.nullable(),
  /** What the customer bought: placed, out for delivery, delivered, partly paid orders. */
  lifetimeValue: z.number(),
  totalOrders: int,
  averageOrderValue: z.number(),
  registeredOn: timestamp.nullable(),
  city: z.string().nullable(),
  state: z.string().nullable(),
  pincode: z.string().nullable(),
  ...stampsRow,
  ...byRow,
});

/** One customer's calls also answer their latest orders (newest first, carts left out). */
export const userDetail = withAuthors(userRow).extend({ latestOrders: z.array(customerOrderRow) });

/** The store's customers (staff are admins). */
export const users = defineResource({
  name: 'users',
  label: 'Customer',
  titleField: 'fullName',
  // Contacts, addresses and orders pick or show a customer.
  access: { read: ['user', 'contact', 'address', 'order'], write: ['user'] },
  fields: {
    id: ID_FIELD,
    fullName: { type: 'string', label: 'Name', list: 'text', filter: 'contains', sort: 'header' },
    emailAddress: { type: 'string', label: 'Email', list: 'text', filter: 'contains', hidden: true },
    mobileNumber: { type: 'string', label: 'Mobile', list: 'text', hidden: true },
    organizationId: { type: 'integer', label: 'Organization' },
    usersRoleId: { type: 'integer', label: 'Role' },
    status: { type: 'string', label: 'Status', values: USER_STATUSES, list: 'tag' },
    lifetimeValue: { type: 'number', label: 'Lifetime value', list: 'money', sort: 'header' },
    totalOrders: { type: 'integer', label: 'Orders', list: 'text', sort: 'header' },
    lastOrderTotal: { type: 'number', label: 'Last order', list: 'money', sort: true },
    lastOrderTimestamp: { type: 'timestamp', label: 'Last ordered', list: 'datetime', sort: true },
    hasPlacedOrder: { type: 'boolean' },
    enabled: ENABLED_FIELD,
    panNumber: { type: 'string' },
    gstNumber: { type: 'string' },
    gender: { type: 'string', values: GENDERS },
    avatar: { type: 'string' },
    registeredOn: { type: 'timestamp' },
    city: { type: 'string' },
    state: { type: 'string' },
    pincode: { type: 'string' },
    ...AUDIT_FIELDS,
    createdTimestamp: { ...CREATED_COLUMN, hidden: true },
  },
  relations: { usersRole: { resource: 'users-roles', many: false } },
  defaultSort: [{ field: 'id', order: 'ASC' }],
  pageSize: 10,
  create: userCreate,
  update: userUpdate,
  row: userRow,
  detail: userDetail,
  // The spec's columns (id, fullname, email, contact, role), then organization and created.
  exportColumns: [
    { header: 'ID', field: 'id' },
    { header: 'Full Name', field: 'fullName' },
    { header: 'Email', field: 'emailAddress' },
    { header: 'Contact', field: 'mobileNumber' },
    { header: 'Role', field: 'usersRole.name' },
    { header: 'Organization', field: 'organizationName' },
    { header: 'Created', field: 'createdTimestamp' },
  ],
  savedMessage: USER_ADDED_MESSAGE,
});

/** POST /orders/total-purchase: a customer's purchases over India days (both ends included). */
export const totalPurchaseBody = z
  .object({
    userId: idOf('Please choose a customer'),
    startDate: isoDay('Please choose a start date'),
    endDate: isoDay('Please choose an end date'),
  })
  .refine((body) => body.startDate <= body.endDate, {
    error: 'Start date should not be after end date',
    path: ['endDate'],
  });

export const totalPurchaseAnswer = z.object({
  userId: int,
  startDate: z.string(),
  endDate: z.string(),
  /** Sum of the grand totals of the orders placed in the period that count as bought. */
  totalPurchase: z.number(),
  orders: int,
});
