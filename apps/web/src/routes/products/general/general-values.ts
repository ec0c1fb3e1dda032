import type { ProductType } from '@mandi/domain';
import type { Product, ProductVariation } from '../product-screen';

type Values = Record<string, unknown>;

/** The product's own fields the General step edits, in the order the form shows them. */
export const GENERAL_FIELDS = [
  'name',
  'productType',
  'brandId',
  'measurementUnitId',
  'multiplier',
  'priority',
  'slug',
  'sku',
  'featured',
  'enabled',
  'shortDescription',
  'description',
  'isTaxable',
  'taxId',
  'hsnCode',
  'tags',
  'youtubeLink',
  'relatedProduct',
  'metaTitle',
  'metaDescription',
  'metaKeywords',
] as const;

/** The price and stock fields of a simple product's one variation. */
export const VARIATION_FIELDS = [
  'mrp',
  'unitPrice',
  'salePrice',
  'sku',
  'manageStock',
  'stockStatus',
  'stockQuantity',
  'allowBackOrder',
  'lowStockThreshold',
] as const;

/** A new variation's starting values: no sale, stock not counted, in stock, enabled. */
export const NEW_VARIATION = {
  enabled: true,
  mrp: null,
  salePrice: 0,
  manageStock: false,
  stockStatus: 'In Stock',
  stockQuantity: 0,
  allowBackOrder: false,
  lowStockThreshold: null,
} as const;

const NEW_PRODUCT = {
  productType: 'simple',
  enabled: true,
  featured: false,
  priority: 0,
  multiplier: 1,
  isTaxable: false,
  relatedProduct: [],
} as const;

/** The variation a simple product sells: the one marked default, else its first. */
export function defaultVariationOf(
  product: Pick<Product, 'productsVariation'>,
): ProductVariation | undefined {
  return product.productsVariation.find((variation) => variation.isDefault) ?? product.productsVariation[0];
}

function variationForm(variation: ProductVariation | undefined): Values {
  if (!variation) return { ...NEW_VARIATION };
  return Object.fromEntries(VARIATION_FIELDS.map((field) => [field, variation[field]]));
}

/** The General step's starting values: the product's, or a new product's defaults. */
export function generalFormValues(product: Product | undefined): Values {
  if (!product) return { ...NEW_PRODUCT, productsVariation: [{ ...NEW_VARIATION }] };
  const own = Object.fromEntries(GENERAL_FIELDS.map((field) => [field, product[field]]));
  return { ...own, productsVariation: [variationForm(defaultVariationOf(product))] };
}

/**
 * The body of POST /products (new) or PATCH /products/{id}. A simple product sends its one
 * variation (price, sku, stock) in the same transaction, its sku also the product's; a type
 * switch sends only the type, the server setting variations aside or restoring them, after
 * which the form shows the variation the product kept. The slug is sent only when typed, so
 * an edited name keeps the store's links.
 */
export function generalBody(values: Values, product: Product | undefined): Values {
  const type = values.productType as ProductType;
  const body: Values = {};
  for (const field of GENERAL_FIELDS) if (field in values) body[field] = values[field];
  const slug = typeof values.slug === 'string' ? values.slug.trim() : '';
  if (!slug || slug === product?.slug) delete body.slug;
  if (!values.isTaxable) body.taxId = null;
  body.relatedProduct = (values.relatedProduct as number[] | undefined) ?? [];

  const switching = product !== undefined && product.productType !== type;
  if (type === 'simple' && !switching) {
    const [variation = {}] = (values.productsVariation as Values[] | undefined) ?? [];
    const current = product ? defaultVariationOf(product) : undefined;
    const item: Values = { ...NEW_VARIATION };
    for (const field of VARIATION_FIELDS) if (field in variation) item[field] = variation[field];
    if (current) {
      item.id = current.id;
      item.name = current.name;
      item.enabled = current.enabled;
    }
    body.productsVariation = [item];
    body.sku = item.sku;
  }
  return body;
}
