/**
 * India's tax and food-licence numbers, checked for what they are: a GSTIN (GST number), a
 * PAN and an FSSAI licence number. Each check is one pure function answering the problem in
 * the staff's words, or null when the number is good. Values are upper-cased and trimmed
 * first (`normalizeTaxId`), as the forms and the API store them.
 */

/** Trimmed and upper-cased, as every check reads a number and as it is stored. */
export function normalizeTaxId(value: string): string {
  return value.trim().toUpperCase();
}

export const PAN_LENGTH = 10;
export const GSTIN_LENGTH = 15;
export const FSSAI_LENGTH = 14;

/** The code points of the GSTIN check: 0-9 then A-Z. */
const GSTIN_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
export const PAN_PATTERN = /^[A-Z]{3}[ABCFGHJLPT][A-Z]\d{4}[A-Z]$/;

/** The holder of a PAN, from its 4th letter. */
export const PAN_HOLDER_TYPES = {
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
} as const;
export type PanHolderLetter = keyof typeof PAN_HOLDER_TYPES;
export type PanHolderType = (typeof PAN_HOLDER_TYPES)[PanHolderLetter];

/** GST state codes: 01 to 38 (the states and union territories), 97 other territory, 99 centre. */
export function isGstStateCode(code: string): boolean {
  if (!/^\d{2}$/.test(code)) return false;
  const n = Number(code);
  return (n >= 1 && n <= 38) || n === 97 || n === 99;
}

/**
 * The 15th character of a GSTIN from its first 14: the published mod-36 scheme (each
 * character's code point times 1, 2, 1, 2, ...; the product's base-36 digits summed; the check
 * is what brings the sum to a multiple of 36). Null when a character is not 0-9 or A-Z.
 */
export function gstinCheckCharacter(first14: string): string | null {
  if (first14.length !== 14) return null;
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const value = GSTIN_CHARACTERS.indexOf(first14.charAt(i));
    if (value < 0) return null;
    const product = value * ((i % 2) + 1);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARACTERS.charAt((36 - (sum % 36)) % 36);
}

export const PAN_MESSAGES = {
  required: 'Please enter PAN number',
  length: 'PAN number should be exactly 10 characters',
  format: 'PAN number should be 5 letters, 4 digits and a letter, like ABCPE1234F',
  holder: 'The 4th letter of a PAN number is its holder type: A, B, C, F, G, H, J, L, P or T',
} as const;

export const GSTIN_MESSAGES = {
  required: 'Please enter GST number',
  length: 'GST number should be exactly 15 characters',
  format:
    'GST number should be a 2-digit state code, the 10-character PAN, an entity number, Z and a check character, like 27AAPFU0939F1ZV',
  stateCode: 'GST number should start with a state code from 01 to 38, 97 or 99',
  checksum:
    'GST number is not valid: its last character does not match the others (check for a typing mistake)',
  panPart: 'GST number should carry the PAN number: its characters 3 to 12 differ from the PAN',
} as const;

export const FSSAI_MESSAGES = {
  length: 'FSSAI number should be exactly 14 digits',
  digits: 'FSSAI number should have digits only',
  firstDigit: 'FSSAI number should start with 1 or 2',
} as const;

/** What is wrong with a PAN, or null. */
export function panProblem(value: string): string | null {
  const pan = normalizeTaxId(value);
  if (pan === '') return PAN_MESSAGES.required;
  if (pan.length !== PAN_LENGTH) return PAN_MESSAGES.length;
  if (!/^[A-Z]{5}\d{4}[A-Z]$/.test(pan)) return PAN_MESSAGES.format;
  if (!PAN_PATTERN.test(pan)) return PAN_MESSAGES.holder;
  return null;
}

/** Who holds a PAN (Company, Individual, Firm, ...), from its 4th letter; null for a bad PAN. */
export function panHolderType(value: string | null | undefined): PanHolderType | null {
  if (!value) return null;
  const pan = normalizeTaxId(value);
  if (panProblem(pan) !== null) return null;
  return PAN_HOLDER_TYPES[pan.charAt(3) as PanHolderLetter];
}

/** What is wrong with a GSTIN on its own (shape, state code, check character), or null. */
export function gstinProblem(value: string): string | null {
  const gstin = normalizeTaxId(value);
  if (gstin === '') return GSTIN_MESSAGES.required;
  if (gstin.length !== GSTIN_LENGTH) return GSTIN_MESSAGES.length;
  if (!GSTIN_PATTERN.test(gstin)) return GSTIN_MESSAGES.format;
  if (!isGstStateCode(gstin.slice(0, 2))) return GSTIN_MESSAGES.stateCode;
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin.charAt(14)) return GSTIN_MESSAGES.checksum;
  return null;
}

/** The PAN inside a GSTIN: its characters 3 to 12. */
export function panOfGstin(value: string): string {
  return normalizeTaxId(value).slice(2, 12);
}

/**
 * A GSTIN is issued to a PAN: its characters 3 to 12 are that PAN. Null when they match, or
 * when either number is missing or wrong on its own (its own field says why).
 */
export function gstinPanProblem(
  gstin: string | null | undefined,
  pan: string | null | undefined,
): string | null {
  if (!gstin || !pan) return null;
  if (gstinProblem(gstin) !== null || panProblem(pan) !== null) return null;
  return panOfGstin(gstin) === normalizeTaxId(pan) ? null : GSTIN_MESSAGES.panPart;
}

/** What is wrong with an FSSAI licence or registration number (14 digits, from 1 or 2), or null. */
export function fssaiProblem(value: string): string | null {
  const fssai = normalizeTaxId(value);
  if (!/^\d*$/.test(fssai)) return FSSAI_MESSAGES.digits;
  if (fssai.length !== FSSAI_LENGTH) return FSSAI_MESSAGES.length;
  if (fssai.charAt(0) !== '1' && fssai.charAt(0) !== '2') return FSSAI_MESSAGES.firstDigit;
  return null;
}
