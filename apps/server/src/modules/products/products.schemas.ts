import { enabledAnswer, idAnswer, listAnswerOf, PRODUCT_TYPES, STOCK_STATUSES } from '@mandi/domain';
import { z } from 'zod';

/**
 * Answer shapes of the product, variation and image calls, for the OpenAPI document at
 * /api/docs. Objects are loose: a `join=` adds its relations beside the fields.
 */
const int = z.number().int();
const timestamp = z.string().describe('ISO-8601');
const text = z.string().nullable();

export const listQuerystring = z
  .looseObject({
    filter: z
      .union([z.string(), z.array(z.string())])
      .optional()
      .describe('field||$op||value, repeatable'),
    or: z
      .union([z.string(), z.array(z.string())])
      .optional()
      .describe('field||$op||value, repeatable'),
    s: z.string().optional().describe('JSON search with $and / $or; overrides filter and or'),
    sort: z
      .union([z.string(), z.array(z.string())])
      .optional()
      .describe('field,ASC|DESC, repeatable'),
    page: z.string().optional(),
    limit: z.string().optional(),
    per_page: z.string().optional(),
    offset: z.string().optional(),
    fields: z.string().optional().describe('comma list of fields'),
    join: z
      .union([z.string(), z.array(z.string())])
      .optional()
      .describe('relation or relation||field,field'),
  })
  .describe('The @nestjsx/crud list grammar');

export const attributeLinkAnswer = z.object({ attributeId: int, attributesValueId: int });

export const variationAnswer = z.looseObject({
  id: int,
  productId: int,
  name: z.string(),
  enabled: z.boolean(),
  image: text,
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
  createdTimestamp: timestamp,
  updatedTimestamp: timestamp,
  productsVariationsAttribute: z.array(attributeLinkAnswer),
});

export const imageAnswer = z.looseObject({
  id: int,
  productId: int,
  productsVariationId: int.nullable(),
  image: z.string().describe('the 500 × 500 JPEG copy the store shows'),
  originalImage: text.describe('the file as uploaded'),
  priority: int,
  isCover: z.boolean(),
  createdTimestamp: timestamp,
});

const productFields = {
  id: int,
  enabled: z.boolean(),
  name: z.string(),
  slug: z.string(),
  sku: text,
  productType: z.enum(PRODUCT_TYPES),
  priority: z.number(),
  measurementUnitId: int.nullable(),
  multiplier: z.number(),
  featured: z.boolean(),
  tags: text.describe('comma-separated'),
  shortDescription: text,
  description: text,
  isTaxable: z.boolean(),
  taxId: int.nullable(),
  hsnCode: text,
  manageStock: z.boolean(),
  stockStatus: z.enum(STOCK_STATUSES),
  brandId: int.nullable(),
  metaTitle: text,
  metaDescription: text,
  metaKeywords: text,
  youtubeLink: text,
  createdTimestamp: timestamp,
  updatedTimestamp: timestamp,
  createdBy: int.nullable(),
  updatedBy: int.nullable(),
};

export const productAnswer = z.looseObject({
  ...productFields,
  category: z.array(z.looseObject({ id: int, name: z.string(), parentId: int.nullable() })),
  attribute: z.array(z.looseObject({ id: int, name: z.string() })),
  relatedProduct: z.array(int).describe('ids'),
  productsImage: z.array(imageAnswer),
  productsVariation: z.array(variationAnswer).describe('the live variations'),
});

export const placeholderStatsAnswer = z
  .object({
    sales: z.number(),
    orders: int,
    clicks: int,
    impressions: int,
    ctr: z.number(),
    isPlaceholder: z.literal(true),
  })
  .describe("The spec's random placeholder figures, the same on every load");

/** A list row: only the asked `fields`, with the joined relations beside them. */
export const productListRow = z
  .looseObject({ ...productFields, placeholderStats: placeholderStatsAnswer })
  .partial()
  .extend({ id: int });

/**
 * Lists skip the zod check of every answered row (it cost more than the rest of the request's
 * JavaScript): their rows come from the declaration's presenters. The schema still documents
 * the answer.
 */
export const plainJsonSerializer = () => (data: unknown) => JSON.stringify(data);

export const listAnswer = listAnswerOf;
export { enabledAnswer, idAnswer };

export const variationListRow = variationAnswer.partial().extend({ id: int });
export const manageAnswer = z.object({ productId: int, productsVariation: z.array(variationAnswer) });
export const countAnswer = z.object({ count: int });

/**
 * The answers' types. Rows are presented from the declarations (untyped records), so the
 * presenters state the shape here; the serializer checks every answer against its schema.
 */
export type ProductAnswer = z.infer<typeof productAnswer>;
export type VariationAnswer = z.infer<typeof variationAnswer>;
export type ImageAnswer = z.infer<typeof imageAnswer>;
export type ListAnswer<T> = { data: T[]; count: number; total: number; page: number; pageCount: number };
export type ProductListAnswer = ListAnswer<z.infer<typeof productListRow>>;
export type VariationListAnswer = ListAnswer<z.infer<typeof variationListRow>>;
