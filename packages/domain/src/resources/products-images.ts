import { z } from 'zod';
import { int, timestamp } from '../answers';
import { defineResource } from '../resource';
import { INT4_MAX, id, optionalId, wholeNumber } from '../validation';
import { PRODUCT_ACCESS } from './products-access';

/** Product images accept these (spec 01 §5). */
export const PRODUCT_IMAGE_EXTENSIONS = ['.jpg', '.jpeg', '.png'] as const;
/** The copy the store shows: 500 wide on a 500 × 500 white canvas, JPEG quality 80 (spec 01 §7). */
export const PRODUCT_IMAGE_SIZE = { width: 500, height: 500, quality: 80 } as const;

/** The form fields sent beside the multipart `file` of POST /products-images. */
export const productImageUpload = z.object({
  productId: z.coerce
    .number({ error: 'Please choose a product' })
    .int('Please choose a product')
    .positive('Please choose a product')
    .max(INT4_MAX, 'Please choose a product'),
  productsVariationId: z.coerce.number().int().positive().max(INT4_MAX).nullable().optional(),
});

/** One image's place in PATCH /products/images/{id}: order, cover and the variation it shows. */
export const productImageOrder = z.object({
  id,
  priority: wholeNumber({ message: 'Priority should be a whole number, at least 0' }),
  isCover: z.boolean().optional(),
  productsVariationId: optionalId,
});

/** An image as the API answers it. */
export const productImageRow = z.object({
  id: int,
  productId: int,
  productsVariationId: int.nullable(),
  image: z.string().describe('the 500 × 500 JPEG copy the store shows'),
  originalImage: z.string().nullable().describe('the file as uploaded'),
  priority: int,
  isCover: z.boolean(),
  createdTimestamp: timestamp,
});

export const productsImages = defineResource({
  name: 'products-images',
  label: 'Product image',
  titleField: 'image',
  access: PRODUCT_ACCESS,
  fields: {
    id: { type: 'integer' },
    productId: { type: 'integer' },
    productsVariationId: { type: 'integer' },
    image: { type: 'string' },
    originalImage: { type: 'string' },
    priority: { type: 'integer' },
    isCover: { type: 'boolean' },
    createdTimestamp: { type: 'timestamp' },
  },
  defaultSort: [{ field: 'priority', order: 'ASC' }],
  pageSize: 10,
  create: productImageUpload,
  update: productImageOrder,
  row: productImageRow,
  savedMessage: 'Images saved',
});
