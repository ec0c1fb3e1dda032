import { z } from 'zod';
import { int, timestamp } from '../answers';
import { gstNumberField } from '../customers/tax-id-fields';
import { defineResource } from '../resource';
import { id, MONEY_MAX, optionalText, text, updateSchemaOf } from '../validation';
import { lowStockThreshold } from './products-variations';

/**
 * The store's app settings (spec 02 §3, §5): one row, edited on one form. Money in rupees
 * with 2 decimals, days as whole numbers, the support contact and email the app shows, app
 * versions that can force an update, and the documents the app links to.
 */
export const DISCOUNT_OPTIONS = Array.from({ length: 10 }, (_, i) => `${(i + 1) * 10}% Off`);

export const SETTINGS_DOCUMENT_MAX_MB = 5;

const twoDecimals = (value: number) => Math.round(value * 100) === Number((value * 100).toFixed(6));
const capital = (label: string) => label.charAt(0).toUpperCase() + label.slice(1);

const rupees = (label: string) =>
  z
    .number({ error: `Please enter ${label}` })
    .min(0, `${capital(label)} should be 0 or more`)
    .max(MONEY_MAX, `${capital(label)} should be at most 9,99,99,99,999.99`)
    .refine(twoDecimals, 'At most 2 decimals');

const days = (label: string) =>
  z
    .number({ error: `Please enter ${label}` })
    .int(`${capital(label)} should be a whole number of days`)
    .min(0, `${capital(label)} should be 0 or more`)
    .max(365, `${capital(label)} should be at most 365`);

const link = optionalText({ max: 2048 }).refine(
  (value) => value === null || value === undefined || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(value),
  'Invalid URL format',
);

const appVersion = (label: string) =>
  text({ required: `Please enter ${label}`, max: 20 }).regex(
    /^\d+(\.\d+){0,3}$/,
    `${capital(label)} should look like 1.4.2`,
  );

export const settingsInput = z.object({
  deliveryCharge: rupees('delivery charge'),
  freeDeliveryThreshold: rupees('free delivery threshold'),
  orderCutOffTime: text({ required: 'Please enter order cut off time', max: 5 }).regex(
    /^([01]\d|2[0-3]):[0-5]\d$/,
    'Order cut off time should be a time of day like 18:00',
  ),
  deliveryDiscount: rupees('delivery discount'),
  maximumDeliveryDays: days('maximum delivery days'),
  discountDeliveryDays: days('discount delivery days'),
  maximumCashAllowed: rupees('maximum cash allowed'),
  maximumDeliveryDiscount: rupees('maximum delivery discount'),
  supportEmail: z
    .email({ error: 'Please enter valid support email' })
    .max(254, 'Please enter valid support email'),
  supportContact: text({
    required: 'Please enter support contact',
    min: 10,
    max: 13,
    length: 'Length should be between 10 and 13',
  }).regex(/^\+?\d+$/, 'Support contact should be digits, with + before a country code'),
  address: optionalText({ max: 500 }),
  homeVideoLink: link,
  popularSearch: z
    .array(text({ required: 'A search term cannot be empty', max: 50 }), {
      error: 'Popular searches are a list',
    })
    .max(30, 'At most 30 popular searches')
    .default([]),
  facebook: link,
  instagram: link,
  twitter: link,
  linkedin: link,
  youtube: link,
  androidVersion: appVersion('android version').default('0.0.1'),
  androidForceUpdate: z.boolean().default(false),
  iosVersion: appVersion('iOS version').default('0.0.1'),
  iosForceUpdate: z.boolean().default(false),
  productDiscountType: optionalText({ max: 50 }),
  discountOptions: z
    .array(
      z.enum(DISCOUNT_OPTIONS as [string, ...string[]], {
        error: 'Choose discounts from 10% Off to 100% Off',
      }),
    )
    .default([]),
  activateCOD: z.boolean().default(true),
  activatePaymentGateway: z.boolean().default(true),
  /** Low stock (issue 31 §6): a variation without its own threshold is low at or below this. */
  lowStockThreshold: lowStockThreshold.optional(),
  /** Products the app features, in order. */
  product: z.array(z.object({ id })).max(50, 'At most 50 featured products').default([]),
  helpFile: optionalText({ max: 2048 }),
  tnc: optionalText({ max: 2048 }),
  privacyPolicy: optionalText({ max: 2048 }),
  aboutUs: optionalText({ max: 2048 }),
  /** The store on its GST tax invoices: registered name and address, state and GSTIN. */
  legalName: optionalText({ max: 200 }),
  legalAddress: optionalText({ max: 500 }),
  stateId: id.nullable().optional(),
  /** Checked as an organization's GSTIN; absent, null or '' are stored as null. */
  gstNumber: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    gstNumberField.nullable().optional(),
  ),
  /** GSTR-1: an inter-state invoice to an unregistered buyer above this is B2C large (rule 59(4)). */
  b2clThreshold: rupees('B2C large threshold').optional(),
});
export type SettingsInput = z.output<typeof settingsInput>;

/** A row as the API answers it. */
export const settingsRow = z.object({
  id: int,
  supportEmail: z.string().nullable(),
  updatedTimestamp: timestamp,
});

export const settings = defineResource({
  name: 'settings',
  label: 'Settings',
  titleField: 'supportEmail',
  access: { read: ['setting'], write: ['setting'] },
  fields: {
    id: { type: 'integer' },
    supportEmail: { type: 'string' },
    updatedTimestamp: { type: 'timestamp' },
  },
  defaultSort: [{ field: 'id', order: 'ASC' }],
  pageSize: 10,
  create: settingsInput,
  update: updateSchemaOf(settingsInput),
  row: settingsRow,
  savedMessage: 'Settings saved successfully',
});

/** What the settings' calls answer: every setting, the featured products in order, who and when. */
export const settingsAnswer = z.object({
  id: int,
  deliveryCharge: z.number(),
  freeDeliveryThreshold: z.number(),
  orderCutOffTime: z.string(),
  deliveryDiscount: z.number(),
  maximumDeliveryDays: int,
  discountDeliveryDays: int,
  maximumCashAllowed: z.number(),
  maximumDeliveryDiscount: z.number(),
  supportEmail: z.string().nullable(),
  supportContact: z.string().nullable(),
  address: z.string().nullable(),
  homeVideoLink: z.string().nullable(),
  popularSearch: z.array(z.string()),
  facebook: z.string().nullable(),
  instagram: z.string().nullable(),
  twitter: z.string().nullable(),
  linkedin: z.string().nullable(),
  youtube: z.string().nullable(),
  androidVersion: z.string(),
  androidForceUpdate: z.boolean(),
  iosVersion: z.string(),
  iosForceUpdate: z.boolean(),
  productDiscountType: z.string().nullable(),
  discountOptions: z.array(z.string()),
  activateCOD: z.boolean(),
  activatePaymentGateway: z.boolean(),
  lowStockThreshold: int,
  helpFile: z.string().nullable(),
  tnc: z.string().nullable(),
  privacyPolicy: z.string().nullable(),
  aboutUs: z.string().nullable(),
  legalName: z.string().nullable(),
  legalAddress: z.string().nullable(),
  stateId: int.nullable(),
  gstNumber: z.string().nullable(),
  b2clThreshold: z.number(),
  product: z.array(z.object({ id: int, name: z.string() })),
  createdTimestamp: timestamp,
  updatedTimestamp: timestamp,
  updatedBy: int.nullable(),
});
