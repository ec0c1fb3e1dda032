/**
 * What a valid pincode (zip code) is. India's rule: six digits, the first not 0 (0 is no
 * postal zone). Other countries keep only the length rule their row declares
 * (zipCodeMinLength to zipCodeMaxLength digits).
 */
export interface ZipRule {
  /** ISO 3166-1 alpha-2 code of the country ('IN'). */
  code: string;
  zipCodeMinLength: number;
  zipCodeMaxLength: number;
}

export const INDIA_ZIP_RULE: ZipRule = { code: 'IN', zipCodeMinLength: 6, zipCodeMaxLength: 6 };

export const PINCODE_FORMAT_MESSAGE = 'Pincode should be 6 digits and cannot start with 0';

/** India's pincode shape: six digits, the first 1 to 9. */
export function isIndianPincode(value: string): boolean {
  return /^[1-9]\d{5}$/.test(value);
}

/** Why `pincode` is not a zip code of a country with `rule`, or null when it is one. */
export function pincodeProblem(pincode: string, rule: ZipRule = INDIA_ZIP_RULE): string | null {
  if (rule.code.toUpperCase() === 'IN') return isIndianPincode(pincode) ? null : PINCODE_FORMAT_MESSAGE;
  const { zipCodeMinLength: min, zipCodeMaxLength: max } = rule;
  if (!/^\d+$/.test(pincode) || pincode.length < min || pincode.length > max) {
    return min === max ? `Zip code should be ${min} digits` : `Zip code should be ${min} to ${max} digits`;
  }
  return null;
}

export const ZIP_LENGTH_ORDER_MESSAGE = 'Maximum length should not be less than minimum length';

/** A country's zip code lengths must make a range: minimum not above maximum. */
export function zipLengthProblem(min: number, max: number): string | null {
  return min > max ? ZIP_LENGTH_ORDER_MESSAGE : null;
}
