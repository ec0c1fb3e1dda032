import { describe, expect, it } from 'vitest';
import { maxSalePrice, salePriceError } from './sale-price';

describe('sale price', () => {
  it('may be 0 up to unit price minus 1', () => {
    expect(maxSalePrice(100)).toBe(99);
    expect(maxSalePrice(95.24)).toBe(94.24);
    expect(salePriceError(100, 0)).toBeUndefined();
    expect(salePriceError(100, 99)).toBeUndefined();
    expect(salePriceError(95.24, 94.24)).toBeUndefined();
  });

  it('is refused above unit price minus 1 or below 0', () => {
    expect(salePriceError(100, 99.01)).toBe('Sale price should be 0 to 99');
    expect(salePriceError(100, 100)).toBe('Sale price should be 0 to 99');
    expect(salePriceError(100, -1)).toBe('Sale price should be 0 to 99');
  });

  it('allows only 0 when unit price is 1', () => {
    expect(maxSalePrice(1)).toBe(0);
    expect(salePriceError(1, 0.5)).toBe('Sale price should be 0 to 0');
  });
});
