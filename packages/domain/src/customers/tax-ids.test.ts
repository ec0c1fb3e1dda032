import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { checkGstinCarriesPan, fssaiNumberField, gstNumberField, panNumberField } from './tax-id-fields';
import {
  FSSAI_MESSAGES,
  fssaiProblem,
  GSTIN_MESSAGES,
  gstinCheckCharacter,
  gstinPanProblem,
  gstinProblem,
  isGstStateCode,
  normalizeTaxId,
  PAN_MESSAGES,
  panHolderType,
  panOfGstin,
  panProblem,
} from './tax-ids';

const VALID_GSTIN = '27AAPFU0939F1ZV';
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

describe('normalizeTaxId', () => {
  it('trims and upper-cases', () => {
    expect(normalizeTaxId('  27aapfu0939f1zv \t')).toBe(VALID_GSTIN);
  });
});

describe('gstinCheckCharacter', () => {
  it('gives the published check character of a known GSTIN', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
  });

  it('refuses first-14s of the wrong length or with other characters', () => {
    expect(gstinCheckCharacter('27AAPFU0939F1')).toBeNull();
    expect(gstinCheckCharacter('27AAPFU0939F1-')).toBeNull();
  });

  it('catches every single-character change of the first 14', () => {
    for (let i = 0; i < 14; i += 1) {
      for (const c of ALPHABET) {
        if (c === VALID_GSTIN[i]) continue;
        const changed = VALID_GSTIN.slice(0, i) + c + VALID_GSTIN.slice(i + 1, 14);
        expect(gstinCheckCharacter(changed), changed).not.toBe('V');
      }
    }
  });
});

describe('isGstStateCode', () => {
  it('takes 01 to 38, 97 and 99 only', () => {
    for (const code of ['01', '09', '27', '38', '97', '99']) expect(isGstStateCode(code), code).toBe(true);
    for (const code of ['00', '39', '40', '96', '98', '1', 'A1'])
      expect(isGstStateCode(code), code).toBe(false);
  });
});

describe('gstinProblem', () => {
  it('passes a valid GSTIN, in any case and with spaces around', () => {
    expect(gstinProblem(VALID_GSTIN)).toBeNull();
    expect(gstinProblem(' 27aapfu0939f1zv ')).toBeNull();
  });

  it('wants one', () => {
    expect(gstinProblem('  ')).toBe(GSTIN_MESSAGES.required);
  });

  it('wants exactly 15 characters', () => {
    expect(gstinProblem('27AAPFU0939F1Z')).toBe(GSTIN_MESSAGES.length);
    expect(gstinProblem('27AAPFU0939F1ZVV')).toBe(GSTIN_MESSAGES.length);
  });

  it('wants the shape: state digits, PAN, entity, Z, check', () => {
    expect(gstinProblem('2XAAPFU0939F1ZV')).toBe(GSTIN_MESSAGES.format);
    expect(gstinProblem('27AAPFU0939F1YV')).toBe(GSTIN_MESSAGES.format); // 14th not Z
    expect(gstinProblem('27AAPFU0939F0ZV')).toBe(GSTIN_MESSAGES.format); // entity 0
    expect(gstinProblem('27AAPF10939F1ZV')).toBe(GSTIN_MESSAGES.format); // PAN letter a digit
    expect(gstinProblem('27AAPFU0939F1Z-')).toBe(GSTIN_MESSAGES.format);
  });

  it('wants a real state code', () => {
    const first14 = '40AAPFU0939F1Z';
    expect(gstinProblem(first14 + gstinCheckCharacter(first14))).toBe(GSTIN_MESSAGES.stateCode);
    const centre = '99AAPFU0939F1Z';
    expect(gstinProblem(centre + gstinCheckCharacter(centre))).toBeNull();
  });

  it('wants the right check character', () => {
    expect(gstinProblem('27AAPFU0939F1ZW')).toBe(GSTIN_MESSAGES.checksum);
    // Two digits swapped: shape and state fine, the check character catches it.
    expect(gstinProblem('27AAPFU9039F1ZV')).toBe(GSTIN_MESSAGES.checksum);
  });
});

describe('panProblem and panHolderType', () => {
  it('passes a valid PAN in any case', () => {
    expect(panProblem('AAPFU0939F')).toBeNull();
    expect(panProblem(' aapfu0939f ')).toBeNull();
  });

  it('says what is wrong, one thing at a time', () => {
    expect(panProblem('')).toBe(PAN_MESSAGES.required);
    expect(panProblem('AAPFU0939')).toBe(PAN_MESSAGES.length);
    expect(panProblem('AAPFU09391')).toBe(PAN_MESSAGES.format);
    expect(panProblem('1APFU0939F')).toBe(PAN_MESSAGES.format);
    expect(panProblem('AAPXU0939F')).toBe(PAN_MESSAGES.holder);
  });

  it('names the holder from the 4th letter', () => {
    const holders: Record<string, string> = {
      A: 'Association of persons',
      B: 'Body of individuals',
      C: 'Company',
      F: 'Firm',
      G: 'Government',
      H: 'Hindu undivided family',
      J: 'Artificial juridical person',
      L: 'Local authority',
      P: 'Individual',
      T: 'Trust',
    };
    for (const [letter, holder] of Object.entries(holders)) {
      expect(panHolderType(`ABC${letter}D1234E`)).toBe(holder);
    }
    expect(panHolderType('abcpd1234e')).toBe('Individual');
    expect(panHolderType('ABCXD1234E')).toBeNull();
    expect(panHolderType('ABC')).toBeNull();
    expect(panHolderType(null)).toBeNull();
  });
});

describe('gstinPanProblem', () => {
  it('passes a GSTIN carrying the PAN', () => {
    expect(panOfGstin(VALID_GSTIN)).toBe('AAPFU0939F');
    expect(gstinPanProblem(VALID_GSTIN, 'aapfu0939f')).toBeNull();
  });

  it('refuses a valid GSTIN of another PAN', () => {
    expect(gstinPanProblem(VALID_GSTIN, 'AAPFU0939G')).toBe(GSTIN_MESSAGES.panPart);
  });

  it('says nothing when either is missing or wrong on its own', () => {
    expect(gstinPanProblem(null, 'AAPFU0939G')).toBeNull();
    expect(gstinPanProblem(VALID_GSTIN, '')).toBeNull();
    expect(gstinPanProblem('27AAPFU0939F1ZW', 'AAPFU0939G')).toBeNull();
    expect(gstinPanProblem(VALID_GSTIN, 'AAPXU0939G')).toBeNull();
  });
});

describe('fssaiProblem', () => {
  it('passes 14 digits starting with 1 or 2', () => {
    expect(fssaiProblem('10019022000123')).toBeNull();
    expect(fssaiProblem(' 21520001000456 ')).toBeNull();
  });

  it('says what is wrong', () => {
    expect(fssaiProblem('1001902200012')).toBe(FSSAI_MESSAGES.length);
    expect(fssaiProblem('100190220001234')).toBe(FSSAI_MESSAGES.length);
    expect(fssaiProblem('1001902200012A')).toBe(FSSAI_MESSAGES.digits);
    expect(fssaiProblem('30019022000123')).toBe(FSSAI_MESSAGES.firstDigit);
  });
});

describe('the tax number fields', () => {
  const messages = (schema: z.ZodType, value: unknown) => {
    const result = schema.safeParse(value);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('store numbers trimmed and upper-cased', () => {
    expect(gstNumberField.parse(' 27aapfu0939f1zv ')).toBe(VALID_GSTIN);
    expect(panNumberField.parse('aapfu0939f')).toBe('AAPFU0939F');
    expect(fssaiNumberField.parse(' 10019022000123 ')).toBe('10019022000123');
  });

  it('give one message each', () => {
    expect(messages(gstNumberField, '')).toEqual([GSTIN_MESSAGES.required]);
    expect(messages(gstNumberField, undefined)).toEqual([GSTIN_MESSAGES.required]);
    expect(messages(gstNumberField, 'X'.repeat(16))).toEqual([GSTIN_MESSAGES.length]);
    expect(messages(gstNumberField, '27AAPFU0939F1ZW')).toEqual([GSTIN_MESSAGES.checksum]);
    expect(messages(panNumberField, '')).toEqual([PAN_MESSAGES.required]);
    expect(messages(panNumberField, 'AAPFU0939FF')).toEqual([PAN_MESSAGES.length]);
    expect(messages(fssaiNumberField, '3001902200012')).toEqual([FSSAI_MESSAGES.length]);
  });

  it('leave FSSAI optional', () => {
    expect(fssaiNumberField.parse('')).toBeNull();
    expect(fssaiNumberField.parse(null)).toBeNull();
    expect(fssaiNumberField.parse(undefined)).toBeUndefined();
  });

  it('check the GSTIN carries the PAN across fields', () => {
    const both = z
      .object({ gstNumber: gstNumberField, panNumber: panNumberField })
      .superRefine(checkGstinCarriesPan);
    expect(both.safeParse({ gstNumber: VALID_GSTIN, panNumber: 'AAPFU0939F' }).success).toBe(true);
    const result = both.safeParse({ gstNumber: VALID_GSTIN, panNumber: 'AAPCU0939F' });
    expect(result.error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['gstNumber'], GSTIN_MESSAGES.panPart],
    ]);
  });
});
