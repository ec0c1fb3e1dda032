import { describe, expect, it } from 'vitest';
import { SOLD_STATUSES } from '../orders/status-moves';
import { averageOrderValue, mobileSearchPrefix, normalizeMobile } from './users-rules';

describe('normalizeMobile', () => {
  it('keeps the ten digits of a number said with a country code, spaces and dashes', () => {
    expect(normalizeMobile('+91 98765-43210')).toBe('9876543210');
    expect(normalizeMobile('0091 98765 43210')).toBe('9876543210');
    expect(normalizeMobile('919876543210')).toBe('9876543210');
    expect(normalizeMobile('098765 43210')).toBe('9876543210');
    expect(normalizeMobile('(98765) 43210')).toBe('9876543210');
    expect(normalizeMobile('9876543210')).toBe('9876543210');
  });

  it('leaves letters and short numbers for the checks', () => {
    expect(normalizeMobile('98765abc10')).toBe('98765abc10');
    expect(normalizeMobile('91234')).toBe('91234');
  });

  it('searches by the start of the digits, country code dropped', () => {
    expect(mobileSearchPrefix('+91 98765')).toBe('98765');
    expect(mobileSearchPrefix(' 98765-4 ')).toBe('987654');
  });
});

describe('purchases', () => {
  it('count placed, out for delivery, delivered and partly paid orders only', () => {
    expect([...SOLD_STATUSES].sort()).toEqual(
      ['Order Delivered', 'Order Placed', 'Out for Delivery', 'Partial Payment'].sort(),
    );
  });

  it('average to the paisa, 0 without orders', () => {
    expect(averageOrderValue(1000, 3)).toBe(333.33);
    expect(averageOrderValue(0, 0)).toBe(0);
  });
});
