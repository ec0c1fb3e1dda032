import {
  type EndpointInput,
  imageDeleteEndpoint,
  type JsonEndpoint,
  manageVariationsEndpoint,
  productAttributesEndpoint,
  productCategoriesEndpoint,
  productImagesEndpoint,
  productImageUploadEndpoint,
  products,
  productsImages,
  productsVariations,
  productWriteEndpoints,
  variationDeleteEndpoint,
} from '@mandi/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { callEndpoint } from '../../api/endpoint';
import { resourceKeys, useResourceOne } from '../../kit/resource-hooks';
import { uploadToEndpoint } from '../../kit/upload/upload-file';
import type { Product, ProductImage } from './product-screen';

/** A step's body as its form builds it, field by field. */
type FormBody = Record<string, unknown>;

/**
 * A form's body as its endpoint takes it: each step checks it against the endpoint's own schema
 * (issuesOf with productCreate or manageVariationsBody) before it sends, so only checked bodies
 * arrive here; the server checks them again.
 */
const checked = <E extends JsonEndpoint>(body: FormBody) => body as EndpointInput<E>['body'];

/**
 * The product wizard's server calls, on the kit's query keys: every step answers the product
 * as the form reads it, which replaces the cached one; the product lists are refreshed.
 */
export const productCalls = {
  create: (body: FormBody) =>
    callEndpoint(productWriteEndpoints.create, { body: checked<typeof productWriteEndpoints.create>(body) }),
  update: (id: number, body: FormBody) =>
    callEndpoint(productWriteEndpoints.update, {
      params: { id },
      body: checked<typeof productWriteEndpoints.update>(body),
    }),
  categories: (id: number, ids: number[]) =>
    callEndpoint(productCategoriesEndpoint, {
      params: { id },
      body: ids.map((categoryId) => ({ id: categoryId })),
    }),
  attributes: (id: number, ids: number[]) =>
    callEndpoint(productAttributesEndpoint, {
      params: { id },
      body: ids.map((attributeId) => ({ id: attributeId })),
    }),
  images: (id: number, items: Pick<ProductImage, 'id' | 'priority' | 'isCover' | 'productsVariationId'>[]) =>
    callEndpoint(productImagesEndpoint, { params: { id }, body: items }),
  manageVariations: (productId: number, productsVariation: FormBody[]) =>
    callEndpoint(manageVariationsEndpoint, {
      body: checked<typeof manageVariationsEndpoint>({ productId, productsVariation }),
    }),
  deleteVariation: (id: number) => callEndpoint(variationDeleteEndpoint, { params: { id } }),
  deleteImage: (id: number) => callEndpoint(imageDeleteEndpoint, { params: { id } }),
  /** One picture, with its upload progress; the product's first becomes its cover. */
  uploadImage: (
    productId: number,
    file: File,
    options: { productsVariationId?: number | null; onProgress?: (percent: number) => void },
  ) =>
    uploadToEndpoint(productImageUploadEndpoint, {}, file, {
      fields: {
        productId: String(productId),
        ...(options.productsVariationId ? { productsVariationId: String(options.productsVariationId) } : {}),
      },
      onProgress: options.onProgress,
    }),
};

export function useProduct(id: string | undefined) {
  return useResourceOne<Product & { id: number }>(products, id);
}

/**
 * Puts a changed product (or a part of it) in the cache and refreshes the lists that show it.
 * A read of the product still under way is cancelled first: answered later, it would put the
 * product as it was before this change back on screen.
 */
export function useProductCache() {
  const client = useQueryClient();
  return useCallback(
    async (id: number, change: Product | ((current: Product) => Product)) => {
      const key = resourceKeys.detail(products, id);
      await client.cancelQueries({ queryKey: key });
      client.setQueryData<Product>(key, (current) =>
        typeof change === 'function' ? (current ? change(current) : current) : change,
      );
      for (const def of [products, productsVariations, productsImages])
        void client.invalidateQueries({ queryKey: resourceKeys.lists(def) });
    },
    [client],
  );
}

/** A wizard step's save: the call, then the answered product into the cache. */
export function useProductSave<Input>(call: (input: Input) => Promise<Product>) {
  const put = useProductCache();
  return useMutation({ mutationFn: call, onSuccess: (product) => put(product.id, product) });
}
