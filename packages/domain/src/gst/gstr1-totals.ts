import { z } from 'zod';
import {
  addFigures,
  figuresInPaise,
  figuresInRupees,
  TAX_FIGURES,
  type TaxFigure,
  type TaxFigures,
  zeroFigures,
} from './gst-figures';
import type { Gstr1Documents } from './gstr1-build';
import type { Gstr1Item, Gstr1Json } from './gstr1-json';

/**
 * What each table of a GSTR-1 adds up to (what the offline tool's summary shows), read from
 * the return itself so the screen and the file downloaded agree; and the reconciliation the
 * return must pass: b2b + b2cl + b2cs − cdnr − cdnur equals the HSN summary, and equals what
 * the period's invoices minus its credit notes say, each figure to the paisa.
 */

export const GSTR1_TABLES = ['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'hsn_b2b', 'hsn_b2c'] as const;
export type Gstr1Table = (typeof GSTR1_TABLES)[number];

export const GSTR1_TABLE_TITLES: Record<Gstr1Table, string> = {
  b2b: 'B2B: invoices to registered buyers (4A)',
  b2cl: 'B2C large: inter-state invoices above the threshold (5A)',
  b2cs: 'B2C small: other sales to unregistered buyers, net of their credit notes (7)',
  cdnr: 'Credit notes to registered buyers (9B)',
  cdnur: 'Credit notes to unregistered buyers on B2C large invoices (9B)',
  hsn_b2b: 'HSN summary: registered buyers (12)',
  hsn_b2c: 'HSN summary: unregistered buyers (12)',
};

const money = z.number();
export const gstr1TableTotal = z.object({
  table: z.enum(GSTR1_TABLES),
  title: z.string(),
  /** Invoices (b2b, b2cl), notes (cdnr, cdnur) or rows (b2cs, HSN). */
  count: z.number().int(),
  txval: money,
  iamt: money,
  camt: money,
  samt: money,
  csamt: money,
});
export type Gstr1TableTotal = z.infer<typeof gstr1TableTotal>;

const itemsFigures = (into: TaxFigures, items: readonly Gstr1Item[]) => {
  for (const { itm_det } of items) addFigures(into, figuresInPaise(itm_det));
};

/** Each table's count and figures (rupees), in the portal's order. */
export function gstr1Totals(json: Gstr1Json): Gstr1TableTotal[] {
  const sums = Object.fromEntries(
    GSTR1_TABLES.map((t) => [t, { count: 0, figures: zeroFigures() }]),
  ) as Record<Gstr1Table, { count: number; figures: TaxFigures }>;
  const documents = (table: Gstr1Table, docs: readonly { itms: Gstr1Item[] }[]) => {
    sums[table].count += docs.length;
    for (const doc of docs) itemsFigures(sums[table].figures, doc.itms);
  };
  for (const group of json.b2b) documents('b2b', group.inv);
  for (const group of json.b2cl) documents('b2cl', group.inv);
  for (const group of json.cdnr) documents('cdnr', group.nt);
  documents('cdnur', json.cdnur);
  const rows = (table: Gstr1Table, list: readonly TaxFigures[]) => {
    sums[table].count += list.length;
    for (const row of list) addFigures(sums[table].figures, figuresInPaise(row));
  };
  rows('b2cs', json.b2cs);
  rows('hsn_b2b', json.hsn.hsn_b2b);
  rows('hsn_b2c', json.hsn.hsn_b2c);
  return GSTR1_TABLES.map((table) => ({
    table,
    title: GSTR1_TABLE_TITLES[table],
    count: sums[table].count,
    ...figuresInRupees(sums[table].figures),
  }));
}

export const gstr1Difference = z.object({
  figure: z.enum(TAX_FIGURES),
  /** What was compared with the sales tables' net: 'HSN summary' or 'invoices − credit notes'. */
  against: z.string(),
  /** The sales tables' net (b2b + b2cl + b2cs − cdnr − cdnur), rupees. */
  tables: money,
  other: money,
});
export const gstr1Reconciliation = z.object({
  ok: z.boolean(),
  /** The sales tables' net, in rupees. */
  net: z.object({ txval: money, iamt: money, camt: money, samt: money, csamt: money }),
  differences: z.array(gstr1Difference),
});
export type Gstr1Reconciliation = z.infer<typeof gstr1Reconciliation>;

/**
 * The reconciliation: the sales tables' net against the HSN summary and, when given, against
 * the documents the return was built from (invoices' figures minus credit notes').
 */
export function reconcileGstr1(json: Gstr1Json, documents?: Gstr1Documents): Gstr1Reconciliation {
  const totals = new Map(gstr1Totals(json).map((row) => [row.table, figuresInPaise(row)]));
  const net = zeroFigures();
  for (const table of ['b2b', 'b2cl', 'b2cs'] as const) addFigures(net, totals.get(table)!);
  for (const table of ['cdnr', 'cdnur'] as const) addFigures(net, totals.get(table)!, -1);
  const hsn = addFigures(addFigures(zeroFigures(), totals.get('hsn_b2b')!), totals.get('hsn_b2c')!);
  const differences: Gstr1Reconciliation['differences'] = [];
  const compare = (against: string, other: TaxFigures) => {
    for (const figure of TAX_FIGURES as readonly TaxFigure[]) {
      if (net[figure] !== other[figure]) {
        differences.push({ figure, against, tables: net[figure] / 100, other: other[figure] / 100 });
      }
    }
  };
  compare('HSN summary', hsn);
  if (documents) {
    compare('invoices − credit notes', addFigures({ ...documents.invoices }, documents.creditNotes, -1));
  }
  return { ok: differences.length === 0, net: figuresInRupees(net), differences };
}
