import { describe, expect, it } from 'vitest';
import { productStockStatus, stockStatusOf } from './stock-status';

describe('stockStatusOf', () => {
  it('follows the quantity when stock is managed', () => {
    expect(stockStatusOf({ manageStock: true, stockQuantity: 5, stockStatus: 'Out Of Stock' })).toBe(
      'In Stock',
    );
    expect(stockStatusOf({ manageStock: true, stockQuantity: 0, stockStatus: 'In Stock' })).toBe(
      'Out Of Stock',
    );
    expect(stockStatusOf({ manageStock: true, stockQuantity: -2, stockStatus: 'In Stock' })).toBe(
      'Out Of Stock',
    );
  });

  it('keeps the two-value switch when stock is not managed', () => {
    expect(stockStatusOf({ manageStock: false, stockQuantity: 0, stockStatus: 'In Stock' })).toBe('In Stock');
    expect(stockStatusOf({ manageStock: false, stockQuantity: 50, stockStatus: 'Out Of Stock' })).toBe(
      'Out Of Stock',
    );
  });
});

describe('productStockStatus', () => {
  const own = { manageStock: false, stockQuantity: 0, stockStatus: 'In Stock' as const };

  it('is In Stock when any enabled variation is', () => {
    expect(
      productStockStatus(
        [
          { enabled: true, stockStatus: 'Out Of Stock' },
          { enabled: true, stockStatus: 'In Stock' },
        ],
        own,
      ),
    ).toBe('In Stock');
  });

  it('ignores disabled variations', () => {
    expect(
      productStockStatus(
        [
          { enabled: false, stockStatus: 'In Stock' },
          { enabled: true, stockStatus: 'Out Of Stock' },
        ],
        own,
      ),
    ).toBe('Out Of Stock');
  });

  it('falls back to its own settings without variations', () => {
    expect(productStockStatus([], own)).toBe('In Stock');
    expect(productStockStatus([], { ...own, manageStock: true })).toBe('Out Of Stock');
  });
});
