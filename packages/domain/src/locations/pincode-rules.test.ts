import { describe, expect, it } from 'vitest';
import {
  INDIA_ZIP_RULE,
  isIndianPincode,
  PINCODE_FORMAT_MESSAGE,
  pincodeProblem,
  zipLengthProblem,
} from './pincode-rules';

describe('isIndianPincode', () => {
  it('takes six digits whose first is 1 to 9', () => {
    expect(isIndianPincode('400001')).toBe(true);
    expect(isIndianPincode('110001')).toBe(true);
    expect(isIndianPincode('999999')).toBe(true);
  });

  it('refuses a leading 0, other lengths and anything but digits', () => {
    for (const value of ['012345', '40001', '4000011', '40000a', ' 400001', '4000 1', '']) {
      expect(isIndianPincode(value)).toBe(false);
    }
  });
});

describe('pincodeProblem', () => {
  it("applies India's rule to India, whatever its stored lengths", () => {
    expect(pincodeProblem('560001', INDIA_ZIP_RULE)).toBeNull();
    expect(pincodeProblem('060001', INDIA_ZIP_RULE)).toBe(PINCODE_FORMAT_MESSAGE);
    expect(pincodeProblem('56001', { code: 'in', zipCodeMinLength: 5, zipCodeMaxLength: 6 })).toBe(
      PINCODE_FORMAT_MESSAGE,
    );
  });

  it('applies the stored lengths to other countries', () => {
    const nepal = { code: 'NP', zipCodeMinLength: 5, zipCodeMaxLength: 5 };
    expect(pincodeProblem('44600', nepal)).toBeNull();
    expect(pincodeProblem('04600', nepal)).toBeNull();
    expect(pincodeProblem('446000', nepal)).toBe('Zip code should be 5 digits');
    const range = { code: 'XX', zipCodeMinLength: 4, zipCodeMaxLength: 6 };
    expect(pincodeProblem('123', range)).toBe('Zip code should be 4 to 6 digits');
    expect(pincodeProblem('12a4', range)).toBe('Zip code should be 4 to 6 digits');
  });
});

describe('zipLengthProblem', () => {
  it('refuses a minimum above the maximum', () => {
    expect(zipLengthProblem(6, 6)).toBeNull();
    expect(zipLengthProblem(4, 6)).toBeNull();
    expect(zipLengthProblem(7, 6)).toMatch(/less than minimum/);
  });
});
