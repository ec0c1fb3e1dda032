import { describe, expect, it } from 'vitest';
import { unitPriceFromMrp } from './unit-price';

describe('unitPriceFromMrp', () => {
  it('divides MRP by 1 + tax rate / 100, to 2 decimals', () => {
    expect(unitPriceFromMrp(105, 5)).toBe(100);
    expect(unitPriceFromMrp(118, 18)).toBe(100);
    expect(unitPriceFromMrp(100, 5)).toBe(95.24);
    expect(unitPriceFromMrp(250, 12)).toBe(223.21);
    expect(unitPriceFromMrp(60, 0)).toBe(60);
  });

  it('rounds the tax rate to a whole percent first', () => {
    // 12.5% counts as 13%: 113 / 1.13, not 113 / 1.125.
    expect(unitPriceFromMrp(113, 12.5)).toBe(100);
    expect(unitPriceFromMrp(105, 4.6)).toBe(100);
    expect(unitPriceFromMrp(100, 2.4)).toBe(98.04);
  });
});
