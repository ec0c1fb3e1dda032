import { z } from 'zod';
import { int, stampsRow } from '../answers';
import { salePriceError } from '../catalogue/sale-price';
import { STOCK_STATUSES } from '../enums';
import { defineResource } from '../resource';
import { enabled, id, idOf, money, optionalText, text, wholeNumber } from '../validation';
import { PRODUCT_ACCESS } from './products-access';

/** One attribute value a variation stands for ("Weight: 1 kg"). */
export const variationAttributeInput = z.object({
  attributeId: id,
  attributesValueId: idOf('Select attributes'),
});

export const stockQuantity = wholeNumber({ message: 'Stock quantity should be a whole number, at least 0' });
export const lowStockThreshold = wholeNumber({
  message: 'Low stock threshold should be a whole number, at least 0',
});
export const unitPrice = money({ min: 1, message: 'Unit price should be at least 1' });
export const salePrice = money({ min: 0, message: 'Sale price should be 0 or more' });
export const mrp = money({ min: 0, message: 'MRP should be 0 or more' });
export const variationSku = text({
  required: 'Please enter sku',
  min: 3,
  max: 30,
  length: 'Length should be 3 to 30',
});

/** Sale price at most unit price minus 1, reported on the salePrice field. */
export function checkSalePrice(value: { unitPrice?: number; salePrice?: number }, ctx: z.RefinementCtx) {
  if (value.unitPrice === undefined || value.salePrice === undefined) return;
  const message = salePriceError(value.unitPrice, value.salePrice);
  if (message) ctx.addIssue({ code: 'custom', path: ['salePrice'], message });
}

/**
 * One variation as the variation form sends it. `id` present: an existing variation of the
 * product; absent: a new one. Discount and, for managed stock, stock status are computed by
 * the server; whatever the client sends for them is ignored.
 */
export const variationInput = z
  .object({
    id: id.optional(),
    name: optionalText({ max: 150 }),
    enabled: enabled.default(true),
    image: optionalText({ max: 2048 }),
    mrp: mrp.nullable().optional(),
    unitPrice,
    salePrice: salePrice.default(0),
    sku: variationSku,
    manageStock: z.boolean().default(false),
    stockStatus: z
      .enum(STOCK_STATUSES, { error: 'Stock status is In Stock or Out Of Stock' })
      .default('In Stock'),
    allowBackOrder: z.boolean().default(false),
    stockQuantity: stockQuantity.default(0),
    lowStockThreshold: lowStockThreshold.nullable().optional(),
    productsVariationsAttribute: z.array(variationAttributeInput).default([]),
  })
  .superRefine(checkSalePrice);
export type VariationInput = z.infer<typeof variationInput>;

/** POST /products-variations/manage: the whole live variation set of one product. */
export const manageVariationsBody = z.object({
  productId: id,
  productsVariation: z.array(variationInput).max(500, 'At most 500 variations per product'),
});
export type ManageVariationsBody = z.infer<typeof manageVariationsBody>;

/** A variation as the API answers it. */
export const variationRow = z.object({
  id: int,
  productId: int,
  name: z.string(),
  enabled: z.boolean(),
  image: z.string().nullable(),
  mrp: z.number().nullable(),
  unitPrice: z.number(),
  salePrice: z.number(),
  sku: z.string(),
  manageStock: z.boolean(),
  stockStatus: z.enum(STOCK_STATUSES),
  allowBackOrder: z.boolean(),
  stockQuantity: int,
  lowStockThreshold: int.nullable(),
  discountPercentage: z.number(),
  discountAmount: z.number(),
  isDefault: z.boolean().describe('the variation a simple product sells'),
  keptAside: z.boolean().describe('hidden by a type switch until the product switches back'),
  ...stampsRow,
});

/** A variation with the attribute values it stands for. */
export const variationDetail = variationRow.extend({
  productsVariationsAttribute: z.array(z.object({ attributeId: int, attributesValueId: int })),
});

export const productsVariations = defineResource({
  name: 'products-variations',
  label: 'Variation',
  titleField: 'name',
  access: PRODUCT_ACCESS,
  fields: {
    id: { type: 'integer' },
    productId: { type: 'integer' },
    name: { type: 'string' },
    enabled: { type: 'boolean' },
    image: { type: 'string' },
    mrp: { type: 'number', list: 'money' },
    unitPrice: { type: 'number', list: 'money' },
    salePrice: { type: 'number', list: 'money' },
    sku: { type: 'string' },
    manageStock: { type: 'boolean' },
    stockStatus: { type: 'string', values: STOCK_STATUSES },
    allowBackOrder: { type: 'boolean' },
    stockQuantity: { type: 'integer' },
    lowStockThreshold: { type: 'integer' },
    discountPercentage: { type: 'number' },
    discountAmount: { type: 'number', list: 'money' },
    isDefault: { type: 'boolean' },
    keptAside: { type: 'boolean' },
    createdTimestamp: { type: 'timestamp' },
    updatedTimestamp: { type: 'timestamp' },
  },
  relations: { product: { resource: 'products', many: false } },
  defaultSort: [{ field: 'id', order: 'ASC' }],
  pageSize: 10,
  create: variationInput,
  update: variationInput,
  row: variationRow,
  detail: variationDetail,
  exportColumns: [
    { header: 'Product Id', field: 'productId', width: 12 },
    { header: 'Product Name', field: 'product.name', width: 40 },
    { header: 'Variation Id', field: 'id', width: 12 },
    { header: 'Variation Name', field: 'name', width: 30 },
    { header: 'SKU', field: 'sku' },
    { header: 'MRP', field: 'mrp', width: 12 },
    { header: 'Regular Price', field: 'unitPrice', width: 14 },
    { header: 'Sale Price', field: 'salePrice', width: 12 },
    { header: 'Discount (%)', field: 'discountPercentage', width: 12 },
    { header: 'Stock Status', field: 'stockStatus', width: 14 },
    { header: 'Stock Quantity', field: 'stockQuantity', width: 14 },
    { header: 'Manage Stock', field: 'manageStock', width: 14 },
    { header: 'Allow backorders', field: 'allowBackOrder', width: 16 },
    { header: 'Enabled', field: 'enabled', width: 10 },
  ],
  savedMessage: 'Variations saved',
});
