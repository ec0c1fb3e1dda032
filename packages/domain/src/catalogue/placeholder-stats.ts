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

/** mulberry32's step: each draw adds it to the state. */
const STEP = 0x6d2b79f5;

/** mulberry32's draw for one state, in [0, 1). */
function mix(state: number): number {
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** mulberry32: a small, well-mixed generator seeded by one 32-bit number. */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + STEP) >>> 0;
    return mix(state);
  };
}

/** A whole number from min to max, both included, from a draw in [0, 1). */
function between(draw: number, min: number, max: number): number {
  return min + Math.floor(draw * (max - min + 1));
}

// seededRandom's first two draws, written out: a product list makes this for every row, and
// neither a generator closure nor a named inner one (tsx names each with a defineProperty
// call when it is made, under `npm start`) is needed for two numbers.
export function placeholderStats(productId: number): PlaceholderStats {
  const first = (Math.imul(productId, 0x9e3779b1) + STEP) >>> 0;
  const impressions = between(mix(first), 200, 20000);
  const clicks = between(mix((first + STEP) >>> 0), 0, Math.floor(impressions / 8));
  const ctr = round2((clicks / impressions) * 100);
  return { clicks, impressions, ctr, isPlaceholder: true };
}
