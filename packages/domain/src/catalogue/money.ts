/**
 * Rupee amounts to 2 decimals. Adding EPSILON first rounds the half cents that binary
 * floating point stores just below .5 (1.005 is 1.00499...) the way a person would.
 */
export function round2(value: number): number {
  return Math.round((value + Math.sign(value) * Number.EPSILON) * 100) / 100;
}
