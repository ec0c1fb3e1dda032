import { products, productsImages, productsVariations } from '@mandi/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '../../api/client';
import { resourceKeys, useResourceOne } from '../../kit/resource-hooks';
import { uploadFile } from '../../kit/upload/upload-file';
import type { Product, ProductImage, ProductVariation } from './product-screen';

/**
 * The product wizard's server calls, on the kit's query keys: every step answers the product
 * as the form reads it, which replaces the cached one; the product lists are refreshed.
 */
export const productCalls = {
  create: (body: Record<string, unknown>) => api.post<Product>('/products', body),
  update: (id: number, body: Record<string, unknown>) => api.patch<Product>(`/products/${id}`, body),
  categories: (id: number, ids: number[]) =>
    api.patch<Product>(
      `/products/categories/${id}`,
      ids.map((categoryId) => ({ id: categoryId })),
    ),
  attributes: (id: number, ids: number[]) =>
    api.patch<Product>(
      `/products/attributes/${id}`,
      ids.map((attributeId) => ({ id: attributeId })),
    ),
  images: (id: number, items: Pick<ProductImage, 'id' | 'priority' | 'isCover' | 'productsVariationId'>[]) =>
    api.patch<Product>(`/products/images/${id}`, items),
  manageVariations: (productId: number, productsVariation: Record<string, unknown>[]) =>
    api.post<{ productId: number; productsVariation: ProductVariation[] }>('/products-variations/manage', {
      productId,
      productsVariation,
    }),
  deleteVariation: (id: number) => api.delete<{ id: number }>(`/products-variations/${id}`),
  deleteImage: (id: number) => api.delete<{ id: number }>(`/products-images/${id}`),
  /** One picture, with its upload progress; the product's first becomes its cover. */
  uploadImage: (
    productId: number,
    file: File,
    options: { productsVariationId?: number | null; onProgress?: (percent: number) => void },
  ) =>
    uploadFile('/products-images', file, {
      fields: {
        productId: String(productId),
        ...(options.productsVariationId ? { productsVariationId: String(options.productsVariationId) } : {}),
      },
      onProgress: options.onProgress,
    }) as unknown as Promise<ProductImage>,
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
