import { describe, expect, it } from 'vitest';
import { discountOf } from './discount';

describe('discountOf', () => {
  it('is unit minus sale, and that over unit times 100, to 2 decimals', () => {
    expect(discountOf(100, 80)).toEqual({ discountAmount: 20, discountPercentage: 20 });
    expect(discountOf(95.24, 85.71)).toEqual({ discountAmount: 9.53, discountPercentage: 10.01 });
    expect(discountOf(300, 199)).toEqual({ discountAmount: 101, discountPercentage: 33.67 });
  });

  it('is 0 without a sale price', () => {
    expect(discountOf(100, 0)).toEqual({ discountAmount: 0, discountPercentage: 0 });
    expect(discountOf(100, -5)).toEqual({ discountAmount: 0, discountPercentage: 0 });
  });
});
