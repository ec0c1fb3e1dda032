import { describe, expect, it } from 'vitest';
import { placeholderStats, seededRandom } from './placeholder-stats';

describe('placeholderStats', () => {
  it('is marked as a placeholder and the same for the same product', () => {
    expect(placeholderStats(42)).toEqual(placeholderStats(42));
    expect(placeholderStats(42).isPlaceholder).toBe(true);
  });

  it('differs between products', () => {
    const figures = new Set([1, 2, 3, 4, 5].map((id) => placeholderStats(id).impressions));
    expect(figures.size).toBeGreaterThan(1);
  });

  it('keeps its figures consistent with each other', () => {
    for (let id = 1; id <= 200; id++) {
      const s = placeholderStats(id);
      expect(s.clicks).toBeLessThanOrEqual(s.impressions);
      expect(s.ctr).toBe(Math.round((s.clicks / s.impressions) * 10000) / 100);
    }
  });

  it("draws seededRandom's first two numbers from the product id (the figures a reload shows)", () => {
    for (const id of [1, 2, 42, 999_999, 1_000_000, 2_147_483_647]) {
      const next = seededRandom(Math.imul(id, 0x9e3779b1));
      const impressions = 200 + Math.floor(next() * (20000 - 200 + 1));
      const clicks = Math.floor(next() * (Math.floor(impressions / 8) + 1));
      expect(placeholderStats(id)).toMatchObject({ impressions, clicks });
    }
  });
});
