import { isReversedValidity, VALIDITY_ORDER_MESSAGE } from '../validity';

/**
 * Coupon rules of the spec (02 §4, §5, §9), pure: the discount fields of the chosen type, a
 * first-time-user coupon being single use, the validity, and the code generator.
 */

/** A new coupon is valid from today for this many days. */
export const COUPON_DEFAULT_DAYS = 5;
export const COUPON_CODE_LENGTH = 8;
const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

export const COUPON_TABS_MESSAGE = 'Please fill all the necessary details in General,Condition & Action Tab.';
export const ATLEAST_ONE_MESSAGE = 'Value should be atleast 1';

export interface CouponTerms {
  applyDiscount?: string | null;
  percentAmount?: number | null;
  discountAmount?: number | null;
  maximumDiscountAmount?: number | null;
  firstTimeUser?: boolean | null;
  oneTimeUse?: boolean | null;
  validFrom?: string | null;
  validTill?: string | null;
}

/**
 * The values saved for the chosen type: an amount coupon has no percentage and no cap; a
 * percent coupon has no fixed amount. A first-time-user coupon is never also "one time use"
 * (it is single use by nature).
 */
export function couponSavedTerms(terms: CouponTerms) {
  const amount = terms.applyDiscount === 'amount';
  return {
    percentAmount: amount ? 0 : (terms.percentAmount ?? 0),
    maximumDiscountAmount: amount ? 0 : (terms.maximumDiscountAmount ?? 0),
    discountAmount: amount ? (terms.discountAmount ?? 0) : 0,
    oneTimeUse: terms.firstTimeUser ? false : Boolean(terms.oneTimeUse),
  };
}

/** The field and message of the first broken rule across fields, or null. */
export function couponProblem(terms: CouponTerms): { field: string; message: string } | null {
  if (terms.applyDiscount === 'amount' && !((terms.discountAmount ?? 0) >= 1))
    return { field: 'discountAmount', message: ATLEAST_ONE_MESSAGE };
  if (terms.applyDiscount !== 'amount') {
    if (!((terms.maximumDiscountAmount ?? 0) >= 1))
      return { field: 'maximumDiscountAmount', message: ATLEAST_ONE_MESSAGE };
  }
  if (isReversedValidity(terms.validFrom, terms.validTill))
    return { field: 'validTill', message: VALIDITY_ORDER_MESSAGE };
  return null;
}

/** A fresh code: 8 characters of upper-case letters and digits. */
export function generateCouponCode(random: () => number = Math.random): string {
  let code = '';
  for (let i = 0; i < COUPON_CODE_LENGTH; i++)
    code += CODE_ALPHABET[Math.floor(random() * CODE_ALPHABET.length)];
  return code;
}
