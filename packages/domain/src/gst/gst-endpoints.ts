import { z } from 'zod';
import type { Access } from '../access';
import { defineEndpoint } from '../endpoint';
import { isCalendarDay } from '../validity';
import { gstCheck } from './gstr1-checks';
import { gstr1Json } from './gstr1-json';
import { gstr1Reconciliation, gstr1TableTotal } from './gstr1-totals';
import { parseReturnPeriod, RETURN_PERIOD_MESSAGE } from './return-period';

/** The GST returns screen's calls: read by whoever may open it; nothing here writes. */
export const gstAccess: Access = { read: ['gst'], write: 'superadmin' };

const period = z
  .string({ error: RETURN_PERIOD_MESSAGE })
  .max(20)
  .refine((key) => parseReturnPeriod(key) !== null, RETURN_PERIOD_MESSAGE)
  .describe('a month as MMYYYY (112026) or a quarter of the financial year as Q1-2026-27');
export const gstPeriodQuery = z.object({ period });

export const GSTR1_FORMATS = ['json', 'xlsx'] as const;

/** `GET /api/gst/gstr1?period=`: the return as the offline tool imports it. */
export const gstr1Endpoint = defineEndpoint({
  method: 'GET',
  path: '/gst/gstr1',
  operationId: 'getGstr1',
  summary: "GSTR-1 of a month or quarter, as the GST offline tool's JSON or its xlsx",
  description:
    "GSTR-1 built from the invoices and credit notes issued in the period (India days), each as issued: b2b (by buyer GSTIN), b2cl (inter-state invoices to unregistered buyers above the B2CL threshold setting), b2cs (other sales to unregistered buyers by supply type, place of supply and rate, net of their credit notes), cdnr, cdnur (notes on B2C large invoices), hsn (hsn_b2b and hsn_b2c) and doc_issue. Money in rupees with 2 decimals, dates DD-MM-YYYY, places of supply as GST state codes; a quarter files as its last month (fp). `format=xlsx` answers the same tables as an xlsx, one sheet per table headed as the offline tool's template. Lines with problems are included as issued; GET /api/gst/checks lists them. 400: a period that is neither MMYYYY nor Q1-2026-27. 409: the store's GST number is not in the settings.",
  tags: ['GST'],
  auth: { access: gstAccess, action: 'read' },
  query: z.object({
    period,
    format: z.enum(GSTR1_FORMATS, { error: 'Format should be json or xlsx' }).default('json'),
  }),
  answer: gstr1Json,
});

const periodAnswer = z.object({
  key: z.string(),
  fp: z.string(),
  label: z.string(),
  quarterly: z.boolean(),
  from: z.string(),
  to: z.string(),
});

/** `GET /api/gst/gstr1/summary?period=`: what the screen shows. */
export const gstr1SummaryEndpoint = defineEndpoint({
  method: 'GET',
  path: '/gst/gstr1/summary',
  operationId: 'getGstr1Summary',
  summary: "GSTR-1 of a period in totals: each table's count and figures, the reconciliation and the checks",
  description:
    "Each GSTR-1 table's count and totals (taxable value, IGST, CGST, SGST, cess), read from the same return GET /api/gst/gstr1 answers; the reconciliation (b2b + b2cl + b2cs − cdnr − cdnur against the HSN summary and against the invoices' minus the credit notes' own totals, to the paisa); and the checks to fix before filing. 400: a bad period. 409: the store's GST number is not in the settings.",
  tags: ['GST'],
  auth: { access: gstAccess, action: 'read' },
  query: gstPeriodQuery,
  answer: z.object({
    period: periodAnswer,
    gstin: z.string(),
    b2clThreshold: z.number(),
    invoiceCount: z.number().int(),
    creditNoteCount: z.number().int(),
    tables: z.array(gstr1TableTotal),
    reconciliation: gstr1Reconciliation,
    checks: z.array(gstCheck),
  }),
});

/** `GET /api/gst/checks?period=`: what to fix before filing. */
export const gstChecksEndpoint = defineEndpoint({
  method: 'GET',
  path: '/gst/checks',
  operationId: 'getGstChecks',
  summary: 'What to fix before filing a period: lines with no HSN, invalid buyer GSTINs, taxes with no rate',
  description:
    "The period's invoices and credit notes with a line issued without an HSN code, a buyer whose GST number is not valid, a line whose product is taxable but has no tax (so no rate), or a place of supply with no GST state code; each names the document, its order and what to open to fix it (product, organization or customer). 400: a bad period.",
  tags: ['GST'],
  auth: { access: gstAccess, action: 'read' },
  query: gstPeriodQuery,
  answer: z.object({ period: periodAnswer, items: z.array(gstCheck) }),
});

const registerDay = (field: string) =>
  z
    .string({ error: `Please choose the ${field} day` })
    .refine(isCalendarDay, `The ${field} day should be a day like 2026-11-01`);

/** `GET /api/gst/sales-register?from=&to=`: every invoice and credit-note line, streamed. */
export const salesRegisterEndpoint = defineEndpoint({
  method: 'GET',
  path: '/gst/sales-register',
  operationId: 'getSalesRegister',
  summary: 'The sales register of a range of days as xlsx: one row per invoice line and credit-note line',
  description:
    'Every line of the invoices and credit notes issued from `from` to `to` (India days, both included), streamed as an xlsx as the client reads it: document, number, date, buyer, GSTIN, place of supply, HSN, description, quantity, taxable value, rate, CGST, SGST, IGST, cess and total; credit-note lines are negative. 400: a missing or malformed day, `to` before `from`, or a range over 366 days.',
  tags: ['GST'],
  auth: { access: gstAccess, action: 'read' },
  query: z.object({ from: registerDay('first'), to: registerDay('last') }),
  answer: z.unknown(),
});
