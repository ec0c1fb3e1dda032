import type { Db } from '../../db/client';
import {
  products,
  productsCategories,
  productsVariations,
  productsVariationsAttributes,
} from '../../db/schema';

/**
 * Test factories for the catalogue's reference data: smallest real files for uploads, and
 * products that lean on a category, brand or attribute value (to test refused deletes).
 */
export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000001000000010806000000' +
    '1f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);
export const GIF = Buffer.from(
  '47494638396101000100800000ffffff00000021f90401000000002c00000000010001000002024401003b',
  'hex',
);

/** A multipart body with one `file`, as a browser's upload sends it. */
export function multipartFile(name: string, content: Buffer) {
  const boundary = '----mandi-catalogue-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), content, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

let productCount = 0;

/** A product, optionally of a brand and filed under categories; answers its id. */
export async function createProduct(
  db: Db,
  options: { brandId?: number; categoryIds?: number[] } = {},
): Promise<number> {
  productCount += 1;
  const [product] = await db
    .insert(products)
    .values({
      name: `Test Product ${productCount}`,
      slug: `test-product-${productCount}-${Date.now()}`,
      brandId: options.brandId,
    })
    .returning({ id: products.id });
  const productId = product!.id;
  if (options.categoryIds?.length) {
    await db
      .insert(productsCategories)
      .values(options.categoryIds.map((categoryId) => ({ productId, categoryId })));
  }
  return productId;
}

/** A variation of a new product that names this attribute value. */
export async function createVariationWith(db: Db, attributeId: number, attributesValueId: number) {
  const productId = await createProduct(db);
  const [variation] = await db
    .insert(productsVariations)
    .values({ productId, name: 'Default', unitPrice: 100, sku: `SKU-${productId}-${Date.now()}` })
    .returning({ id: productsVariations.id });
  await db
    .insert(productsVariationsAttributes)
    .values({ productsVariationId: variation!.id, attributeId, attributesValueId });
  return variation!.id;
}
