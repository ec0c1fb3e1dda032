import type { productDetail, productImageRow, productRow, variationDetail } from '@mandi/domain';
import type { z } from 'zod';
import type { Query } from '../../api/client';
import { enabledFilter } from '../../kit/list/fields-of';
import type { FilterDef, SortChoice } from '../../kit/list/list-types';
import { screenPaths } from '../../kit/resource-paths';

/** The product screens: /product/list, /product/add, /product/edit/{id} (the wizard), the price update. */
export const productPaths = screenPaths('product');

/** The product import from a ZIP (superadmin only). */
export const productImportPath = '/product/import';

/** The price update from a sheet (superadmin only). */
export const priceUpdatePath = '/product/import-update-price';

/** The bulk price and stock grid (editing needs product write). */
export const bulkEditPath = '/product/bulk-edit';

/** The answers' types come from the declarations (packages/domain): one shape, typed once. */
export type ProductVariation = z.infer<typeof variationDetail>;
/** One attribute value a variation stands for. */
export type VariationLink = ProductVariation['productsVariationsAttribute'][number];
export type ProductImage = z.infer<typeof productImageRow>;
/** A product as the wizard reads it (GET /products/{id}, and every step's answer). */
export type Product = z.infer<typeof productDetail>;

/** The variant details the list shows on hover. */
export type ListVariant = Pick<
  ProductVariation,
  'id' | 'name' | 'sku' | 'unitPrice' | 'salePrice' | 'stockStatus' | 'stockQuantity'
>;

/** A row of the product list (its asked fields), with its live variants and cover joined. */
export type ProductListRow = Pick<
  z.infer<typeof productRow>,
  'id' | 'name' | 'enabled' | 'productType' | 'createdTimestamp' | 'sales' | 'orders' | 'placeholderStats'
> & {
  coverImage: Pick<ProductImage, 'id' | 'image'> | null;
  productsVariation: ListVariant[];
};

/** The list call joins each product's live variants and its cover image. */
export const productListQuery: Query = {
  join: ['productsVariation||name,sku,unitPrice,salePrice,stockStatus,stockQuantity', 'coverImage||image'],
};

export const productFilters: readonly FilterDef[] = [
  { kind: 'text', field: 'name', label: 'Name' },
  { kind: 'text', field: 'category.name', param: 'category', label: 'Category name' },
  { kind: 'text', field: 'productsVariation.sku', param: 'sku', label: 'Variation SKU' },
  enabledFilter({ defaultValue: true }),
];

export const productSorts: readonly SortChoice[] = [
  { field: 'id', label: 'ID' },
  { field: 'name', label: 'Name' },
  { field: 'priority', label: 'Priority' },
  { field: 'createdTimestamp', label: 'Created' },
];
