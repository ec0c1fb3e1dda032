import { describe, expect, it } from 'vitest';
import { isLowStock, lowStockThresholdOf } from './low-stock';

const ghee = {
  manageStock: true,
  enabled: true,
  keptAside: false,
  stockQuantity: 5,
  lowStockThreshold: 5 as number | null,
};

describe('low stock', () => {
  it('is at or below the variation’s own threshold', () => {
    expect(isLowStock(ghee, 10)).toBe(true);
    expect(isLowStock({ ...ghee, stockQuantity: 6 }, 10)).toBe(false);
    expect(isLowStock({ ...ghee, stockQuantity: -2 }, 10)).toBe(true);
  });

  it('follows the store threshold when the variation has none', () => {
    expect(lowStockThresholdOf({ lowStockThreshold: null }, 12)).toBe(12);
    expect(isLowStock({ ...ghee, lowStockThreshold: null, stockQuantity: 12 }, 12)).toBe(true);
    expect(isLowStock({ ...ghee, lowStockThreshold: null, stockQuantity: 13 }, 12)).toBe(false);
    expect(isLowStock({ ...ghee, lowStockThreshold: 0, stockQuantity: 1 }, 12)).toBe(false);
  });

  it('leaves out unmanaged, disabled and set-aside variations', () => {
    expect(isLowStock({ ...ghee, manageStock: false }, 10)).toBe(false);
    expect(isLowStock({ ...ghee, enabled: false }, 10)).toBe(false);
    expect(isLowStock({ ...ghee, keptAside: true }, 10)).toBe(false);
  });
});
