import { describe, expect, it } from 'vitest';
import { variationImportRow } from './variation-import';

describe('variationImportRow', () => {
  it('reads stock and Attributes & Values with the product import rules', () => {
    expect(
      variationImportRow({
        row: 4,
        productId: 7,
        sku: 'ATTA-5',
        unitPrice: 500,
        stockQuantity: 3,
        allowBackOrder: 'Y',
        attributes: 'Weight~5 kg, Pack~Twin',
      }),
    ).toEqual({
      row: {
        row: 4,
        productId: 7,
        sku: 'ATTA-5',
        unitPrice: 500,
        salePrice: 0,
        enabled: true,
        manageStock: true,
        stockStatus: 'In Stock',
        stockQuantity: 3,
        allowBackOrder: true,
        attributes: [
          { attribute: 'Weight', value: '5 kg' },
          { attribute: 'Pack', value: 'Twin' },
        ],
      },
    });
    const unmanaged = variationImportRow({ productId: 7, sku: 'ATTA-5', unitPrice: 500, stockStatus: 'N' });
    expect(unmanaged).toMatchObject({
      row: { manageStock: false, stockStatus: 'Out Of Stock', stockQuantity: 0 },
    });
  });

  it('answers the first reason a row is refused', () => {
    const problem = (raw: object) => {
      const read = variationImportRow(raw);
      return 'problem' in read ? read.problem : undefined;
    };
    expect(problem({ sku: 'ATTA-5', unitPrice: 500 })).toBe('Product Id should be a whole number');
    expect(problem({ productId: 7, unitPrice: 500 })).toBe('Please enter sku');
    expect(problem({ productId: 7, sku: 'ATTA-5', unitPrice: 500, salePrice: 600 })).toBe(
      'Sale price should be 0 to 499',
    );
    expect(problem({ productId: 7, sku: 'ATTA-5', unitPrice: 500, stockQuantity: 'many' })).toBe(
      'Stock quantity should be a whole number, at least 0',
    );
    expect(problem({ productId: 7, sku: 'ATTA-5', unitPrice: 500, attributes: 'Weight' })).toBe(
      'Attributes & Values should be attribute~value pairs, like Weight~1 kg',
    );
  });
});
