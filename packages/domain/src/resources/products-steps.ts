import { z } from 'zod';
import { STOCK_STATUSES } from '../enums';
import { idRef } from './products';
import { productImageOrder } from './products-images';
import {
  checkSalePrice,
  lowStockThreshold,
  mrp,
  salePrice,
  stockQuantity,
  unitPrice,
  variationSku,
} from './products-variations';

/**
 * The product wizard's steps: each saves through its own call and shows its own notice
 * (spec 01 §8). A step past General in add mode is blocked until the product is saved.
 */
export const PRODUCT_STEP_MESSAGES = {
  general: 'Product saved',
  inventory: 'Product saved',
  categories: 'Categories saved',
  attributes: 'Attributes saved',
  images: 'Images saved',
  variations: 'Variations saved',
  failed: 'Failed to save',
} as const;
export const saveProductFirstMessage = (step: string) => `Kindly save product before managing ${step}`;
export const COVER_REQUIRED_MESSAGE = 'Upload cover image is required';
export const SELECT_ATTRIBUTES_MESSAGE = 'Select attributes';

/** A list sent bare (`[{id}]`) or under its field's name (`{ category: [{id}] }`). */
function listBody<T extends z.ZodType>(key: string, item: T) {
  return z
    .union([z.array(item), z.object({ [key]: z.array(item) })])
    .transform((body) => (Array.isArray(body) ? body : ((body as Record<string, z.infer<T>[]>)[key] ?? [])));
}

/** PATCH /products/categories/{id}: the product's categories, replacing the old ones. */
export const productCategoriesBody = listBody('category', idRef);
/** PATCH /products/attributes/{id}: the attributes its variations are made of. */
export const productAttributesBody = listBody('attribute', idRef);
/** PATCH /products/images/{id}: order, cover and variation of the product's images. */
export const productImagesBody = listBody('productsImage', productImageOrder);

/**
 * PATCH /products/inventories/{id}: a simple product's default variation, its stock and, when
 * sent, its price and sku (needed the first time, when the variation is created).
 */
export const productInventoryBody = z
  .object({
    manageStock: z.boolean().optional(),
    stockStatus: z.enum(STOCK_STATUSES, { error: 'Stock status is In Stock or Out Of Stock' }).optional(),
    allowBackOrder: z.boolean().optional(),
    stockQuantity: stockQuantity.optional(),
    lowStockThreshold: lowStockThreshold.nullable().optional(),
    mrp: mrp.nullable().optional(),
    unitPrice: unitPrice.optional(),
    salePrice: salePrice.optional(),
    sku: variationSku.optional(),
  })
  .superRefine(checkSalePrice);
export type ProductInventoryBody = z.infer<typeof productInventoryBody>;
