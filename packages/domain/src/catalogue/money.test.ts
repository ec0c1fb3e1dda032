import { describe, expect, it } from 'vitest';
import { round2 } from './money';

describe('round2', () => {
  it('rounds half cents up as a person would', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(9.525)).toBe(9.53);
    expect(round2(10)).toBe(10);
    expect(round2(-1.005)).toBe(-1.01);
  });
});
