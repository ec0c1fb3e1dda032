import { z } from 'zod';
import { byNamesRow, byRow, int, stampsRow } from '../answers';
import { placeholderStatsRow, productSalesRow } from '../catalogue/placeholder-stats-row';
import { duplicateTag, duplicateTagMessage, joinTags, splitTags } from '../catalogue/tags';
import { PRODUCT_TYPES, STOCK_STATUSES } from '../enums';
import { AUDIT_FIELDS, defineResource } from '../resource';
import { enabled, id, optionalId, optionalText, text, updateSchemaOf } from '../validation';
import { PRODUCT_ACCESS } from './products-access';
import { productImageRow } from './products-images';
import { variationDetail, variationInput } from './products-variations';

/** A related row written by its id: `{ id }`, as the spec's category[] and attribute[{id}]. */
export const idRef = z.object({ id });

const YOUTUBE_HOSTS = ['youtube.com', 'www.youtube.com', 'm.youtube.com', 'youtu.be', 'www.youtu.be'];
function isYoutubeLink(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && YOUTUBE_HOSTS.includes(url.hostname);
  } catch {
    return false;
  }
}

/** Comma-separated tags (a list is accepted too), stored trimmed; a repeat is refused. */
export const tagsField = z
  .union([z.string(), z.array(z.string())])
  .nullable()
  .optional()
  .superRefine((value, ctx) => {
    const repeated = duplicateTag(splitTags(value));
    if (repeated !== undefined) ctx.addIssue({ code: 'custom', message: duplicateTagMessage(repeated) });
  })
  .transform((value) => (value === undefined ? undefined : joinTags(splitTags(value))));

export const productName = text({
  required: 'Please enter name',
  min: 3,
  max: 250,
  minMessage: 'Minimum length should be 3',
  maxMessage: 'Maximum length should be 250',
});

export const productPriority = z
  .number({ error: 'Priority should be 0 to 100' })
  .min(0, 'Priority should be 0 to 100')
  .max(100, 'Priority should be 0 to 100')
  .multipleOf(0.01, 'Priority can have at most 2 decimals');

export const productCreate = z.object({
  enabled: enabled.default(true),
  name: productName,
  /** Generated from the name when absent; unique. */
  slug: optionalText({ max: 200 }).refine(
    (v) => v === null || v === undefined || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(v),
    'Slug may hold only lower-case letters, digits and dashes',
  ),
  sku: optionalText({ min: 3, max: 30, length: 'Length should be 3 to 30' }),
  productType: z.enum(PRODUCT_TYPES, { error: 'Product type is simple or variable' }).default('simple'),
  priority: productPriority.default(0),
  measurementUnitId: optionalId,
  multiplier: z
    .number({ error: 'Multiplier should be above 0' })
    .positive('Multiplier should be above 0')
    .max(9_999_999.999, 'Multiplier should be at most 99,99,999.999')
    .multipleOf(0.001, 'Multiplier can have at most 3 decimals')
    .default(1),
  featured: z.boolean().default(false),
  tags: tagsField,
  shortDescription: optionalText({ max: 1000 }),
  description: optionalText({ max: 20000 }),
  isTaxable: z.boolean().default(false),
  taxId: optionalId,
  hsnCode: optionalText({ max: 8 }).refine(
    (v) => v === null || v === undefined || /^\d{2,8}$/.test(v),
    'HSN code should be 2 to 8 digits',
  ),
  manageStock: z.boolean().default(false),
  stockStatus: z
    .enum(STOCK_STATUSES, { error: 'Stock status is In Stock or Out Of Stock' })
    .default('In Stock'),
  brandId: optionalId,
  metaTitle: optionalText({ max: 250 }),
  metaDescription: optionalText({ max: 1000 }),
  metaKeywords: optionalText({ max: 1000 }),
  youtubeLink: optionalText({ max: 500 }).refine(
    (v) => v === null || v === undefined || isYoutubeLink(v),
    'Please enter a valid YouTube link',
  ),
  category: z.array(idRef).optional(),
  attribute: z.array(idRef).optional(),
  /** Ids of the products shown beside this one in the store. */
  relatedProduct: z.array(id).max(50, 'At most 50 related products').optional(),
  /**
   * The product's variations, saved in the same transaction: a simple product's one default
   * variation (its price, sku and stock), or a variable product's whole set.
   */
  productsVariation: z.array(variationInput).max(500, 'At most 500 variations per product').optional(),
});
export type ProductCreate = z.infer<typeof productCreate>;
export const productUpdate = updateSchemaOf(productCreate);
export type ProductUpdate = z.infer<typeof productUpdate>;

const productFields = {
  id: int,
  enabled: z.boolean(),
  name: z.string(),
  slug: z.string(),
  sku: z.string().nullable(),
  productType: z.enum(PRODUCT_TYPES),
  priority: z.number(),
  measurementUnitId: int.nullable(),
  multiplier: z.number(),
  featured: z.boolean(),
  tags: z.string().nullable().describe('comma-separated'),
  shortDescription: z.string().nullable(),
  description: z.string().nullable(),
  isTaxable: z.boolean(),
  taxId: int.nullable(),
  hsnCode: z.string().nullable(),
  manageStock: z.boolean(),
  stockStatus: z.enum(STOCK_STATUSES),
  brandId: int.nullable(),
  metaTitle: z.string().nullable(),
  metaDescription: z.string().nullable(),
  metaKeywords: z.string().nullable(),
  youtubeLink: z.string().nullable(),
  ...stampsRow,
  ...byRow,
};

/** A product in lists and joins, with the list's sales figures (from orders) and its placeholders. */
export const productRow = z.object({
  ...productFields,
  ...productSalesRow,
  placeholderStats: placeholderStatsRow,
});

/** One product as the form reads it: its fields with its links, images and live variations. */
export const productDetail = z.object({
  ...productFields,
  ...byNamesRow,
  category: z.array(z.object({ id: int, name: z.string(), parentId: int.nullable() })),
  attribute: z.array(z.object({ id: int, name: z.string() })),
  relatedProduct: z.array(int).describe('ids'),
  productsImage: z.array(productImageRow),
  productsVariation: z.array(variationDetail).describe('the live variations'),
});

export const products = defineResource({
  name: 'products',
  label: 'Product',
  titleField: 'name',
  access: PRODUCT_ACCESS,
  fields: {
    id: { type: 'integer' },
    enabled: { type: 'boolean' },
    name: { type: 'string' },
    slug: { type: 'string' },
    sku: { type: 'string' },
    productType: { type: 'string', values: PRODUCT_TYPES },
    priority: { type: 'number' },
    measurementUnitId: { type: 'integer' },
    multiplier: { type: 'number' },
    featured: { type: 'boolean' },
    tags: { type: 'string' },
    shortDescription: { type: 'string' },
    description: { type: 'string' },
    isTaxable: { type: 'boolean' },
    taxId: { type: 'integer' },
    hsnCode: { type: 'string' },
    manageStock: { type: 'boolean' },
    stockStatus: { type: 'string', values: STOCK_STATUSES },
    brandId: { type: 'integer' },
    metaTitle: { type: 'string' },
    metaDescription: { type: 'string' },
    metaKeywords: { type: 'string' },
    youtubeLink: { type: 'string' },
    ...AUDIT_FIELDS,
  },
  relations: {
    category: { resource: 'categories', many: true },
    attribute: { resource: 'attributes', many: true },
    brand: { resource: 'brands', many: false },
    tax: { resource: 'taxes', many: false },
    measurementUnit: { resource: 'measurement-units', many: false },
    /** The live variations (not those a type switch set aside). */
    productsVariation: { resource: 'products-variations', many: true },
    productsImage: { resource: 'products-images', many: true },
    /** The one image marked cover, or null. */
    coverImage: { resource: 'products-images', many: false },
  },
  defaultSort: [{ field: 'id', order: 'ASC' }],
  pageSize: 10,
  create: productCreate,
  update: productUpdate,
  row: productRow,
  detail: productDetail,
  exportColumns: [
    { header: 'Product Id', field: 'id', width: 12 },
    { header: 'Product Name', field: 'name', width: 40 },
    { header: 'Product Type', field: 'productType', width: 12 },
    { header: 'SKU', field: 'sku' },
    { header: 'Slug', field: 'slug', width: 30 },
    { header: 'Featured', field: 'featured', width: 10 },
    { header: 'Priority', field: 'priority', width: 10 },
    { header: 'Stock Status', field: 'stockStatus', width: 14 },
    { header: 'HSN Code', field: 'hsnCode', width: 12 },
    { header: 'Tags', field: 'tags', width: 30 },
    { header: 'Short Description', field: 'shortDescription', width: 40 },
    { header: 'Enabled', field: 'enabled', width: 10 },
    { header: 'Created', field: 'createdTimestamp' },
  ],
  savedMessage: 'Product saved',
});
