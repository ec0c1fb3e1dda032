import type { PlaceholderStats, ProductType, StockStatus } from '@mandi/domain';
import type { Query } from '../../api/client';
import type { FilterDef, SortChoice } from '../../kit/list/list-types';
import { screenPaths } from '../../kit/resource-paths';

/** The product screens: /product/list, /product/add, /product/edit/{id} (the wizard), the price update. */
export const productPaths = screenPaths('product');

/** The product import from a ZIP (superadmin only). */
export const productImportPath = '/product/import';

/** The price update from a sheet (superadmin only). */
export const priceUpdatePath = '/product/import-update-price';

/** One attribute value a variation stands for. */
export interface VariationLink {
  attributeId: number;
  attributesValueId: number;
}

/** A variation as GET /products/{id} and POST /products-variations/manage answer it. */
export interface ProductVariation {
  id: number;
  productId: number;
  name: string;
  enabled: boolean;
  image: string | null;
  mrp: number | null;
  unitPrice: number;
  salePrice: number;
  sku: string;
  manageStock: boolean;
  stockStatus: StockStatus;
  allowBackOrder: boolean;
  stockQuantity: number;
  lowStockThreshold: number | null;
  discountPercentage: number;
  discountAmount: number;
  isDefault: boolean;
  keptAside: boolean;
  productsVariationsAttribute: VariationLink[];
}

export interface ProductImage {
  id: number;
  productId: number;
  productsVariationId: number | null;
  /** The 500 × 500 copy the store shows. */
  image: string;
  originalImage: string | null;
  priority: number;
  isCover: boolean;
}

/** A product as the wizard reads it (GET /products/{id}, and every step's answer). */
export interface Product {
  id: number;
  enabled: boolean;
  name: string;
  slug: string;
  sku: string | null;
  productType: ProductType;
  priority: number;
  measurementUnitId: number | null;
  multiplier: number;
  featured: boolean;
  tags: string | null;
  shortDescription: string | null;
  description: string | null;
  isTaxable: boolean;
  taxId: number | null;
  hsnCode: string | null;
  manageStock: boolean;
  stockStatus: StockStatus;
  brandId: number | null;
  metaTitle: string | null;
  metaDescription: string | null;
  metaKeywords: string | null;
  youtubeLink: string | null;
  createdTimestamp: string;
  updatedTimestamp: string;
  category: { id: number; name: string; parentId: number | null }[];
  attribute: { id: number; name: string }[];
  relatedProduct: number[];
  productsImage: ProductImage[];
  productsVariation: ProductVariation[];
}

/** The variant details the list shows on hover. */
export type ListVariant = Pick<
  ProductVariation,
  'id' | 'name' | 'sku' | 'unitPrice' | 'salePrice' | 'stockStatus' | 'stockQuantity'
>;

/** A row of the product list, with its live variants and cover joined. */
export interface ProductListRow {
  id: number;
  name: string;
  enabled: boolean;
  productType: ProductType;
  createdTimestamp: string;
  coverImage: Pick<ProductImage, 'id' | 'image'> | null;
  productsVariation: ListVariant[];
  placeholderStats: PlaceholderStats;
}

/** The list call joins each product's live variants and its cover image. */
export const productListQuery: Query = {
  join: ['productsVariation||name,sku,unitPrice,salePrice,stockStatus,stockQuantity', 'coverImage||image'],
};

export const productFilters: readonly FilterDef[] = [
  { kind: 'text', field: 'name', label: 'Name' },
  { kind: 'text', field: 'category.name', param: 'category', label: 'Category name' },
  { kind: 'text', field: 'productsVariation.sku', param: 'sku', label: 'Variation SKU' },
  { kind: 'boolean', field: 'enabled', label: 'Status', defaultValue: true },
];

export const productSorts: readonly SortChoice[] = [
  { field: 'id', label: 'ID' },
  { field: 'name', label: 'Name' },
  { field: 'priority', label: 'Priority' },
  { field: 'createdTimestamp', label: 'Created' },
];
