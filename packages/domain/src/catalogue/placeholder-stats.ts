import { round2 } from './money';

/**
 * The product list's sales, orders, clicks, impressions and CTR columns: the spec shows them
 * as random placeholder values. They are marked as such, and drawn from the product id so a
 * reload shows the same figures.
 */
export interface PlaceholderStats {
  sales: number;
  orders: number;
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
  const orders = int(0, Math.floor(clicks / 4));
  const sales = orders === 0 ? 0 : round2(orders * int(40, 900) + int(0, 99) / 100);
  const ctr = round2((clicks / impressions) * 100);
  return { sales, orders, clicks, impressions, ctr, isPlaceholder: true };
}

/**
 * The coupon list's sales, savings and times used: random placeholder figures in the spec,
 * marked as such and drawn from the coupon id like the product list's.
 */
export interface CouponPlaceholderStats {
  sales: number;
  savings: number;
  timesUsed: number;
  isPlaceholder: true;
}

export function couponPlaceholderStats(couponId: number): CouponPlaceholderStats {
  const next = seededRandom(Math.imul(couponId, 0x85ebca6b));
  const timesUsed = Math.floor(next() * 400);
  const sales = timesUsed === 0 ? 0 : round2(timesUsed * (300 + next() * 1500));
  const savings = round2(sales * (0.05 + next() * 0.15));
  return { sales, savings, timesUsed, isPlaceholder: true };
}
