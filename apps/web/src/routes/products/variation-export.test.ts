import { describe, expect, it } from 'vitest';
import { variationExportQuery } from './variation-export';

describe('variationExportQuery', () => {
  it("reaches the product's fields through the variation's product, and keeps the sku its own", () => {
    expect(
      variationExportQuery([
        'name||$contL||atta',
        'category.name||$contL||flour',
        'productsVariation.sku||$contL||ATTA-5',
        'enabled||$eq||true',
      ]),
    ).toEqual({
      filter: [
        'product.name||$contL||atta',
        'product.category.name||$contL||flour',
        'sku||$contL||ATTA-5',
        'product.enabled||$eq||true',
      ],
      sort: ['productId,ASC', 'id,ASC'],
    });
  });

  it('keeps a value that itself holds the separator', () => {
    expect(variationExportQuery(['name||$contL||a||b']).filter).toEqual(['product.name||$contL||a||b']);
  });
});
