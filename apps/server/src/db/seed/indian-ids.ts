import type { Random } from './random';

/**
 * Indian tax identifiers in their real forms, for demo organizations and customers.
 * PAN: AAAAA9999A, the 4th letter the holder's kind, the 5th the first letter of the name.
 * GSTIN: 2-digit state code + PAN + entity number + 'Z' + a base-36 check character.
 */
export type PanHolder = 'C' | 'F' | 'P';

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** The 15th character of a GSTIN, from its first 14 (the published mod-36 scheme). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const value = GSTIN_CHARS.indexOf(first14.charAt(i).toUpperCase());
    if (value < 0) throw new Error(`not a GSTIN character: ${first14.charAt(i)}`);
    const product = value * ((i % 2) + 1);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS.charAt((36 - (sum % 36)) % 36);
}

export function makePan(random: Random, holder: PanHolder, name: string): string {
  const initial = (name.match(/[A-Za-z]/)?.[0] ?? 'A').toUpperCase();
  return `${random.letters(3)}${holder}${initial}${random.digits(4)}${random.letters(1)}`;
}

export function makeGstin(gstStateCode: string, pan: string, entityNumber = 1): string {
  const first14 = `${gstStateCode}${pan}${entityNumber}Z`;
  return first14 + gstinCheckCharacter(first14);
}

/** 14 digits: kind (1 licence, 2 registration), state code, year, office and serial. */
export function makeFssai(random: Random, gstStateCode: string): string {
  return `${random.pick(['1', '2'])}${gstStateCode}${random.int(15, 24)}${random.digits(9)}`;
}
