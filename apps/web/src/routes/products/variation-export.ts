import type { Query } from '../../api/client';

/**
 * The variations export takes the product list's filters: a product field is reached through
 * the variation's product (`name` → `product.name`), the variant sku is the variation's own.
 */
function variationField(productField: string): string {
  if (productField.startsWith('productsVariation.')) return productField.slice('productsVariation.'.length);
  return `product.${productField}`;
}

/** `filter=` clauses of the product list, rewritten for GET /products-variations/export. */
export function variationExportQuery(productClauses: readonly string[]): Query {
  const filter = productClauses.map((clause) => {
    const [field = '', ...rest] = clause.split('||');
    return [variationField(field), ...rest].join('||');
  });
  // Rows grouped by product, in the order they were added.
  return { filter, sort: ['productId,ASC', 'id,ASC'] };
}
