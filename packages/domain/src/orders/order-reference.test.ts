import { describe, expect, it } from 'vitest';
import { ORDER_REFERENCE_PATTERN, orderReference } from './order-reference';

describe('orderReference', () => {
  it('is MND-YYMMDD-N: the India day placed and the order id', () => {
    expect(orderReference('2026-11-29', 501)).toBe('MND-261129-501');
    expect(orderReference('2027-01-05', 1)).toBe('MND-270105-1');
    expect(orderReference('2026-11-29', 501)).toMatch(ORDER_REFERENCE_PATTERN);
  });

  it('refuses a day or id it cannot print', () => {
    expect(() => orderReference('29/11/2026', 1)).toThrow(RangeError);
    expect(() => orderReference('2026-11-29', 0)).toThrow(RangeError);
    expect(() => orderReference('2026-11-29', 1.5)).toThrow(RangeError);
  });
});
