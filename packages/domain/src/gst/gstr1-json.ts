import { z } from 'zod';

/**
 * GSTR-1 as the GST portal's offline tool imports it (its JSON schema, keys as the portal
 * spells them): money in rupees with 2 decimals, dates DD-MM-YYYY, places of supply as the
 * state's 2-digit GST code. Each item carries all five figures, 0 where a tax does not apply
 * (IGST between states, CGST and SGST within the store's state).
 */

const money = z.number().describe('rupees, 2 decimals');
const stateCode = z.string().describe("the place of supply's 2-digit GST state code");
const day = z.string().describe('DD-MM-YYYY');

export const gstr1ItemDetail = z.object({
  txval: money,
  rt: z.number().describe('GST rate in percent'),
  iamt: money,
  camt: money,
  samt: money,
  csamt: money.describe('compensation cess'),
});
export const gstr1Item = z.object({ num: z.number().int(), itm_det: gstr1ItemDetail });

export const gstr1B2bInvoice = z.object({
  inum: z.string(),
  idt: day,
  val: money.describe('the invoice value'),
  pos: stateCode,
  rchrg: z.literal('N'),
  inv_typ: z.literal('R'),
  itms: z.array(gstr1Item),
});
export const gstr1B2b = z.object({ ctin: z.string(), inv: z.array(gstr1B2bInvoice) });

export const gstr1B2clInvoice = z.object({
  inum: z.string(),
  idt: day,
  val: money,
  itms: z.array(gstr1Item),
});
export const gstr1B2cl = z.object({ pos: stateCode, inv: z.array(gstr1B2clInvoice) });

export const gstr1B2cs = z.object({
  sply_ty: z.enum(['INTRA', 'INTER']),
  pos: stateCode,
  typ: z.literal('OE'),
  rt: z.number(),
  txval: money,
  iamt: money,
  camt: money,
  samt: money,
  csamt: money,
});

export const gstr1CdnrNote = z.object({
  ntty: z.literal('C'),
  nt_num: z.string(),
  nt_dt: day,
  val: money,
  pos: stateCode,
  rchrg: z.literal('N'),
  inv_typ: z.literal('R'),
  itms: z.array(gstr1Item),
});
export const gstr1Cdnr = z.object({ ctin: z.string(), nt: z.array(gstr1CdnrNote) });

export const gstr1Cdnur = z.object({
  typ: z.literal('B2CL'),
  ntty: z.literal('C'),
  nt_num: z.string(),
  nt_dt: day,
  val: money,
  pos: stateCode,
  itms: z.array(gstr1Item),
});

export const gstr1HsnRow = z.object({
  num: z.number().int(),
  hsn_sc: z.string(),
  desc: z.string(),
  uqc: z.string(),
  qty: z.number(),
  rt: z.number(),
  txval: money,
  iamt: money,
  camt: money,
  samt: money,
  csamt: money,
});

export const gstr1DocRange = z.object({
  num: z.number().int(),
  from: z.string(),
  to: z.string(),
  totnum: z.number().int(),
  cancel: z.number().int(),
  net_issue: z.number().int(),
});
export const gstr1DocDetail = z.object({
  doc_num: z.number().int().describe('1: invoices for outward supply; 5: credit notes'),
  doc_typ: z.string(),
  docs: z.array(gstr1DocRange),
});

export const gstr1Json = z.object({
  gstin: z.string(),
  fp: z.string().describe('MMYYYY; a quarter files as its last month'),
  b2b: z.array(gstr1B2b),
  b2cl: z.array(gstr1B2cl),
  b2cs: z.array(gstr1B2cs),
  cdnr: z.array(gstr1Cdnr),
  cdnur: z.array(gstr1Cdnur),
  hsn: z.object({ hsn_b2b: z.array(gstr1HsnRow), hsn_b2c: z.array(gstr1HsnRow) }),
  doc_issue: z.object({ doc_det: z.array(gstr1DocDetail) }),
});

export type Gstr1ItemDetail = z.infer<typeof gstr1ItemDetail>;
export type Gstr1Item = z.infer<typeof gstr1Item>;
export type Gstr1B2cs = z.infer<typeof gstr1B2cs>;
export type Gstr1HsnRow = z.infer<typeof gstr1HsnRow>;
export type Gstr1DocDetail = z.infer<typeof gstr1DocDetail>;
export type Gstr1Json = z.infer<typeof gstr1Json>;
