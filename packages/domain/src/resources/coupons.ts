import { z } from 'zod';
import { byNamesRow, byRow, day, int, stampsRow } from '../answers';
import { couponSalesRow } from '../catalogue/placeholder-stats-row';
import { COUPON_DISCOUNTS } from '../enums';
import { AUDIT_FIELDS, defineResource } from '../resource';
import { enabled, id, money, text, updateSchemaOf } from '../validation';
import { isoDay } from '../validity';
import { ATLEAST_ONE_MESSAGE, couponProblem } from './coupon-rules';

const atLeastOne = money({ min: 1, message: ATLEAST_ONE_MESSAGE });

const couponFields = z.object({
  enabled: enabled.default(true),
  name: text({ required: 'Please enter name', min: 3, max: 50, length: 'Length should be 3 to 50' }),
  /** Shown and stored upper-case; unique whatever the case. */
  code: text({ required: 'Please enter code', min: 3, max: 15, length: 'Length should be 3 to 15' })
    .regex(/^[A-Za-z0-9]*$/, 'Code may have only letters and digits')
    .transform((code) => code.toUpperCase()),
  description: text({ required: 'Please enter description', max: 1000 }),
  firstTimeUser: z.boolean().default(false),
  oneTimeUse: z.boolean().default(false),
  validFrom: isoDay('Please choose valid from'),
  validTill: isoDay('Please choose valid till'),
  totalAvailable: z
    .number({ error: ATLEAST_ONE_MESSAGE })
    .int('Please enter a whole number')
    .min(1, ATLEAST_ONE_MESSAGE)
    .max(2_147_483_647, 'Value is too large'),
  minimumAmount: atLeastOne,
  applyDiscount: z.enum(COUPON_DISCOUNTS, { error: 'Please choose a discount type' }).default('percent'),
  percentAmount: z
    .number({ error: 'Please enter percentage' })
    .min(0, 'Percentage should be 0 to 100')
    .max(100, 'Percentage should be 0 to 100')
    .default(0),
  discountAmount: money({ min: 0 }).default(0),
  maximumDiscountAmount: money({ min: 0 }).default(0),
  /** The categories whose products it discounts; none: the whole cart. */
  category: z.array(z.object({ id }), { error: 'Please choose categories' }).max(500).default([]),
});

export const couponCreate = couponFields.superRefine((value, context) => {
  const problem = couponProblem(value);
  if (problem) context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
});

/** A row as the API answers it, with the list's figures from the orders that used it. */
export const couponRow = z.object({
  id: int,
  enabled: z.boolean(),
  name: z.string(),
  code: z.string(),
  description: z.string().nullable(),
  firstTimeUser: z.boolean(),
  oneTimeUse: z.boolean(),
  validFrom: day,
  validTill: day,
  totalAvailable: int,
  minimumAmount: z.number(),
  applyDiscount: z.enum(COUPON_DISCOUNTS),
  percentAmount: z.number(),
  discountAmount: z.number(),
  maximumDiscountAmount: z.number(),
  ...stampsRow,
  ...byRow,
  ...couponSalesRow,
});

/** A coupon as its form reads it: with the categories it discounts. */
export const couponDetail = couponRow.extend({
  ...byNamesRow,
  category: z.array(z.object({ id: int, name: z.string() })).describe('by name'),
});

export const coupons = defineResource({
  name: 'coupons',
  label: 'Coupon',
  titleField: 'name',
  access: { read: ['coupon'], write: ['coupon'] },
  fields: {
    id: { type: 'integer' },
    enabled: { type: 'boolean' },
    name: { type: 'string' },
    code: { type: 'string' },
    description: { type: 'string' },
    firstTimeUser: { type: 'boolean' },
    oneTimeUse: { type: 'boolean' },
    validFrom: { type: 'date' },
    validTill: { type: 'date' },
    totalAvailable: { type: 'integer' },
    minimumAmount: { type: 'number' },
    applyDiscount: { type: 'string', values: COUPON_DISCOUNTS },
    percentAmount: { type: 'number' },
    discountAmount: { type: 'number' },
    maximumDiscountAmount: { type: 'number' },
    ...AUDIT_FIELDS,
  },
  relations: {
    category: { resource: 'categories', many: true },
  },
  defaultSort: [{ field: 'id', order: 'ASC' }],
  pageSize: 10,
  create: couponCreate,
  // The cross-field rules need the whole row: the server checks them on the stored row with the change.
  update: updateSchemaOf(couponFields),
  row: couponRow,
  detail: couponDetail,
  exportColumns: [
    { header: 'ID', field: 'id' },
    { header: 'Name', field: 'name' },
    { header: 'Code', field: 'code' },
    { header: 'Valid From', field: 'validFrom' },
    { header: 'Valid Till', field: 'validTill' },
    { header: 'Enabled', field: 'enabled' },
    { header: 'Created', field: 'createdTimestamp' },
  ],
  savedMessage: 'Coupon added successfully',
});
