import { describe, expect, it } from 'vitest';
import { couponProblem, couponSavedTerms, generateCouponCode } from './coupon-rules';
import { couponCreate } from './coupons';

describe('coupon rules', () => {
  it('keeps only the discount fields of the chosen type', () => {
    const terms = { percentAmount: 10, maximumDiscountAmount: 150, discountAmount: 75 };
    expect(couponSavedTerms({ ...terms, applyDiscount: 'amount' })).toMatchObject({
      percentAmount: 0,
      maximumDiscountAmount: 0,
      discountAmount: 75,
    });
    expect(couponSavedTerms({ ...terms, applyDiscount: 'percent' })).toMatchObject({
      percentAmount: 10,
      maximumDiscountAmount: 150,
      discountAmount: 0,
    });
  });

  it('turns one-time use off for a first-time-user coupon', () => {
    expect(couponSavedTerms({ firstTimeUser: true, oneTimeUse: true }).oneTimeUse).toBe(false);
    expect(couponSavedTerms({ firstTimeUser: false, oneTimeUse: true }).oneTimeUse).toBe(true);
  });

  it('wants the amounts of the chosen type and a validity in order', () => {
    expect(couponProblem({ applyDiscount: 'amount', discountAmount: 0 })?.field).toBe('discountAmount');
    expect(couponProblem({ applyDiscount: 'percent', maximumDiscountAmount: 0 })?.field).toBe(
      'maximumDiscountAmount',
    );
    expect(
      couponProblem({
        applyDiscount: 'amount',
        discountAmount: 5,
        validFrom: '2026-12-02',
        validTill: '2026-12-01',
      }),
    ).toEqual({ field: 'validTill', message: 'Valid from should not be after valid till' });
    expect(couponProblem({ applyDiscount: 'amount', discountAmount: 5 })).toBeNull();
  });

  it('generates 8 upper-case letters and digits', () => {
    for (let i = 0; i < 50; i++) expect(generateCouponCode()).toMatch(/^[A-Z0-9]{8}$/);
    expect(generateCouponCode(() => 0)).toBe('AAAAAAAA');
    expect(generateCouponCode(() => 0.999)).toBe('99999999');
  });

  it('parses a coupon with the spec words and the code upper-case', () => {
    const parsed = couponCreate.safeParse({
      name: 'Diwali',
      code: 'diwali25',
      description: 'Festive offer',
      validFrom: '2026-11-01',
      validTill: '2026-11-05',
      totalAvailable: 0,
      minimumAmount: 500,
      maximumDiscountAmount: 100,
      percentAmount: 25,
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual(['Value should be atleast 1']);
    const ok = couponCreate.parse({
      name: 'Diwali',
      code: 'diwali25',
      description: 'Festive offer',
      validFrom: '2026-11-01',
      validTill: '2026-11-05',
      totalAvailable: 10,
      minimumAmount: 500,
      maximumDiscountAmount: 100,
      percentAmount: 25,
    });
    expect(ok).toMatchObject({ code: 'DIWALI25', applyDiscount: 'percent', enabled: true, category: [] });
  });
});
