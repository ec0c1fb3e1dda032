import { z } from 'zod';
import { gstinProblem } from '../customers/tax-ids';
import { buyerGstinOf } from './gst-classify';
import type { GstDocument } from './gst-document';

/**
 * What must be fixed before a return is filed, listed (never dropped) with what to open to fix
 * it: a line issued with no HSN code (the product's HSN), a buyer whose GSTIN is not a valid
 * one (the organization or customer), a line whose tax has no rate (the product's tax), a place
 * of supply with no GST state code (the state).
 */
export const GST_CHECK_KINDS = ['missing-hsn', 'invalid-gstin', 'no-tax-rate', 'no-place-of-supply'] as const;
export type GstCheckKind = (typeof GST_CHECK_KINDS)[number];

const id = z.number().int().nullable();
export const gstCheck = z.object({
  kind: z.enum(GST_CHECK_KINDS),
  message: z.string(),
  document: z.enum(['invoice', 'credit-note']),
  serial: z.string(),
  orderId: z.number().int(),
  /** The invoice or note line (from 1), for a line's problem. */
  line: z.number().int().nullable(),
  /** What to open to fix it: the product, the buyer's organization or the customer. */
  productId: id,
  organizationId: id,
  userId: id,
});
export type GstCheck = z.infer<typeof gstCheck>;

/** A problem found in a document on its own (the server adds what to open to fix it). */
export type DocumentProblem = Pick<GstCheck, 'kind' | 'message' | 'line'>;

/** The problems of an issued invoice or credit note. */
export function documentProblems(document: GstDocument): DocumentProblem[] {
  const problems: DocumentProblem[] = [];
  const serial = document.serial;
  document.lines.forEach((line, i) => {
    const where = `${serial} line ${i + 1} (${line.description})`;
    if (!line.hsnCode?.trim()) {
      problems.push({ kind: 'missing-hsn', line: i + 1, message: `${where} has no HSN code` });
    }
    if (typeof line.taxRate !== 'number' || !Number.isFinite(line.taxRate) || line.taxRate < 0) {
      problems.push({ kind: 'no-tax-rate', line: i + 1, message: `${where} has no GST rate` });
    }
  });
  const gstin = buyerGstinOf(document);
  const problem = gstin ? gstinProblem(gstin) : null;
  if (gstin && problem) {
    problems.push({
      kind: 'invalid-gstin',
      line: null,
      message: `${serial}: the buyer's GST number ${gstin} is not valid (${problem})`,
    });
  }
  if (!document.placeOfSupply.stateCode) {
    problems.push({
      kind: 'no-place-of-supply',
      line: null,
      message: `${serial}: the place of supply (${document.placeOfSupply.stateName}) has no GST state code`,
    });
  }
  return problems;
}
