import { round2 } from './money';

/**
 * The product list's clicks, impressions and CTR: nothing records them (spec: random
 * placeholder values), so they are marked as such, drawn from the product id so a reload
 * shows the same figures. Sales and orders come from orders (the product row's counters).
 */
export interface PlaceholderStats {
  clicks: number;
  impressions: number;
  /** clicks / impressions × 100, 2 decimals. */
  ctr: number;
  isPlaceholder: true;
}

/** mulberry32: a small, well-mixed generator seeded by one 32-bit number. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function placeholderStats(productId: number): PlaceholderStats {
  const next = seededRandom(Math.imul(productId, 0x9e3779b1));
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const impressions = int(200, 20000);
  const clicks = int(0, Math.floor(impressions / 8));
  const ctr = round2((clicks / impressions) * 100);
  return { clicks, impressions, ctr, isPlaceholder: true };
}
