import { z } from 'zod';
import { defineEndpoint, endpointIdParams } from '../endpoint';
import { multipartForm } from '../endpoint-file';
import { listQuerySchema } from '../list-query/list-query-schema';
import { resourceWriteEndpoints } from '../resource-endpoints';
import { productDetail, products } from '../resources/products';
import { PRODUCT_ACCESS } from '../resources/products-access';
import { productImageRow, productsImages } from '../resources/products-images';
import {
  productAttributesBody,
  productCategoriesBody,
  productImagesBody,
  productInventoryBody,
} from '../resources/products-steps';
import { manageVariationsBody, productsVariations, variationDetail } from '../resources/products-variations';

/**
 * The product wizard's calls (spec 01 §6): the product's own create and update, one call per
 * step (categories, attributes, images, a simple product's inventory), the variation set at
 * once, and the deletes of a variation or an image. Adding and editing are a superadmin's.
 */

const read = { access: PRODUCT_ACCESS, action: 'read' } as const;
const write = { access: PRODUCT_ACCESS, action: 'write' } as const;
const tags = ['Products'];

/** `GET /api/products/count`: how many products the list's filters match. */
export const productCountEndpoint = defineEndpoint({
  method: 'GET',
  path: '/products/count',
  operationId: 'getProductsCount',
  summary: 'How many products match the list filters',
  description: 'How many products match the list filters (the list grammar, without paging).',
  tags,
  auth: read,
  query: listQuerySchema,
  answer: z.object({ count: z.number().int() }),
});

/** The image upload, under either of the spec's two paths (spec 01 §7). */
const imageUpload = {
  method: 'POST',
  summary: 'Upload a product image',
  description:
    'multipart/form-data: `file` (.jpg, .jpeg, .png), `productId`, optional `productsVariationId`. Stores the ' +
    'original and a 500 × 500 JPEG copy; the product’s first image becomes its cover.',
  tags: ['Product images'],
  auth: write,
  multipart: true,
  body: multipartForm(
    {
      file: { file: true, description: '.jpg, .jpeg or .png' },
      productId: { description: 'the product (integer)' },
      productsVariationId: { description: 'optional: the variation it shows (integer)' },
    },
    ['file', 'productId'],
  ),
  answer: productImageRow,
  status: 201,
} as const;

/** `POST /api/products-images`: one picture of a product. */
export const productImageUploadEndpoint = defineEndpoint({
  ...imageUpload,
  path: '/products-images',
  operationId: 'postProductsImages',
});
/** `POST /api/products/images`: the same upload under the spec's other path. */
export const productImageUploadUnderProductsEndpoint = defineEndpoint({
  ...imageUpload,
  path: '/products/images',
  operationId: 'postProductsImagesUnderProducts',
});

/** POST /api/products and PATCH /api/products/{id}: the resource's own, from its declaration. */
export const productWriteEndpoints = resourceWriteEndpoints(products);
/** DELETE /api/products-variations/{id}. */
export const variationDeleteEndpoint = defineEndpoint({
  ...resourceWriteEndpoints(productsVariations).remove,
  tags: ['Product variations'],
});
/** DELETE /api/products-images/{id}: any image but the cover. */
export const imageDeleteEndpoint = defineEndpoint({
  ...resourceWriteEndpoints(productsImages).remove,
  tags: ['Product images'],
  summary: 'Delete a product image',
  description: 'Any image but the cover (409).',
});

const step = (path: string, operationId: string, summary: string, description: string) =>
  ({
    method: 'PATCH',
    path,
    operationId,
    summary,
    description,
    tags,
    auth: write,
    params: endpointIdParams,
    answer: productDetail,
  }) as const;

/** `PATCH /api/products/categories/{id}`: the Category step. */
export const productCategoriesEndpoint = defineEndpoint({
  ...step(
    '/products/categories/:id',
    'patchProductsCategoriesById',
    'Save a product’s categories',
    'The Category step: the product’s categories, `[{ id }]`.',
  ),
  body: productCategoriesBody,
});

/** `PATCH /api/products/attributes/{id}`: the Attributes step. */
export const productAttributesEndpoint = defineEndpoint({
  ...step(
    '/products/attributes/:id',
    'patchProductsAttributesById',
    'Save a product’s attributes',
    'The Attributes step: the attributes its variations are made of, `[{ id }]`.',
  ),
  body: productAttributesBody,
});

/** `PATCH /api/products/images/{id}`: the Images step. */
export const productImagesEndpoint = defineEndpoint({
  ...step(
    '/products/images/:id',
    'patchProductsImagesById',
    'Save the order and cover of a product’s images',
    'The Images step: order, cover and variation of each image.',
  ),
  body: productImagesBody,
});

/** `PATCH /api/products/inventories/{id}`: a simple product's stock. */
export const productInventoryEndpoint = defineEndpoint({
  ...step(
    '/products/inventories/:id',
    'patchProductsInventoriesById',
    'Save a simple product’s stock',
    "A simple product's stock (and price, sku) on its default variation.",
  ),
  body: productInventoryBody,
});

/** `POST /api/products-variations/manage`: the whole variation set of a product at once. */
export const manageVariationsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/products-variations/manage',
  operationId: 'postProductsVariationsManage',
  summary: 'Save a product’s variations',
  description:
    'The whole live variation set of a product in one transaction: items with an id are updated, items without one created, live variations left out deleted.',
  tags: ['Product variations'],
  auth: write,
  body: manageVariationsBody,
  answer: z.object({ productId: z.number().int(), productsVariation: z.array(variationDetail) }),
});
