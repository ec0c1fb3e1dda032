import { z } from 'zod';
import {
  FSSAI_LENGTH,
  fssaiProblem,
  GSTIN_LENGTH,
  GSTIN_MESSAGES,
  gstinPanProblem,
  gstinProblem,
  PAN_LENGTH,
  PAN_MESSAGES,
  panProblem,
} from './tax-ids';

interface TaxIdRule {
  length: number;
  lengthMessage: string;
  problem: (value: string) => string | null;
}

/**
 * A tax number as a form field and a request field: trimmed and upper-cased, then checked by
 * its domain function, one message at a time. The `max` gives the input its maximum length.
 */
function taxIdText(rule: TaxIdRule, required?: string) {
  return z
    .string({ error: required ?? 'Please enter a value' })
    .trim()
    .toUpperCase()
    .max(rule.length, rule.lengthMessage)
    .superRefine((value, context) => {
      // Too long says so once, through `max`.
      if (value.length > rule.length) return;
      if (value === '') {
        if (required) context.addIssue({ code: 'custom', message: required });
        return;
      }
      const problem = rule.problem(value);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    });
}

const GSTIN_RULE = { length: GSTIN_LENGTH, lengthMessage: GSTIN_MESSAGES.length, problem: gstinProblem };
const PAN_RULE = { length: PAN_LENGTH, lengthMessage: PAN_MESSAGES.length, problem: panProblem };
const FSSAI_RULE = {
  length: FSSAI_LENGTH,
  lengthMessage: 'FSSAI number should be exactly 14 digits',
  problem: fssaiProblem,
};

/** A GST number (GSTIN), required: shape, state code and check character. */
export const gstNumberField = taxIdText(GSTIN_RULE, GSTIN_MESSAGES.required);

/** A PAN, required: shape and holder type. */
export const panNumberField = taxIdText(PAN_RULE, PAN_MESSAGES.required);

/** An FSSAI number, optional: absent, null or '' are stored as null. */
export const fssaiNumberField = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  taxIdText(FSSAI_RULE).nullable().optional(),
);

/**
 * The GSTIN's characters 3 to 12 must be the PAN sent with it: a zod check across fields
 * (the issue is on `gstNumber`), for a schema holding both.
 */
export function checkGstinCarriesPan(
  value: { gstNumber?: string | null; panNumber?: string | null },
  context: z.RefinementCtx,
) {
  const problem = gstinPanProblem(value.gstNumber, value.panNumber);
  if (problem) context.addIssue({ code: 'custom', path: ['gstNumber'], message: problem });
}
