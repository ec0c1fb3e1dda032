import { toPaise } from '../orders/order-money';
import type { GstLine, GstTotals } from './gst-document';

/**
 * The five figures every GSTR-1 table carries (taxable value, IGST, CGST, SGST, cess), kept in
 * paise while a return is summed, so the tables add up exactly and round once, to 2 decimals,
 * when written in rupees.
 */
export const TAX_FIGURES = ['txval', 'iamt', 'camt', 'samt', 'csamt'] as const;
export type TaxFigure = (typeof TAX_FIGURES)[number];
export type TaxFigures = Record<TaxFigure, number>;

/** Paise as rupees with 2 decimals (an integer over 100 prints as its 2 decimals). */
export const toRupees = (paise: number) => Math.round(paise) / 100;

export const zeroFigures = (): TaxFigures => ({ txval: 0, iamt: 0, camt: 0, samt: 0, csamt: 0 });

/** Adds `from` times `sign` into `into`. */
export function addFigures(into: TaxFigures, from: TaxFigures, sign = 1): TaxFigures {
  for (const figure of TAX_FIGURES) into[figure] += sign * from[figure];
  return into;
}

export function figuresInRupees(paise: TaxFigures): TaxFigures {
  return {
    txval: toRupees(paise.txval),
    iamt: toRupees(paise.iamt),
    camt: toRupees(paise.camt),
    samt: toRupees(paise.samt),
    csamt: toRupees(paise.csamt),
  };
}

export function figuresInPaise(rupees: TaxFigures): TaxFigures {
  return {
    txval: toPaise(rupees.txval),
    iamt: toPaise(rupees.iamt),
    camt: toPaise(rupees.camt),
    samt: toPaise(rupees.samt),
    csamt: toPaise(rupees.csamt),
  };
}

/** A line's figures in paise, as the document issued them. */
export function lineFigures(line: GstLine): TaxFigures {
  return {
    txval: toPaise(line.taxableValue),
    iamt: toPaise(line.igst),
    camt: toPaise(line.cgst),
    samt: toPaise(line.sgst),
    csamt: toPaise(line.cess ?? 0),
  };
}

/** A document's own totals in paise (documents issued before the cess read 0 cess). */
export function documentFigures(totals: GstTotals): TaxFigures {
  return {
    txval: toPaise(totals.taxableValue),
    iamt: toPaise(totals.igst),
    camt: toPaise(totals.cgst),
    samt: toPaise(totals.sgst),
    csamt: toPaise(totals.cess ?? 0),
  };
}

/** The map's entry for a key, made and kept the first time. */
export function entryOf<K, V>(map: Map<K, V>, key: K, make: () => V): V {
  let entry = map.get(key);
  if (entry === undefined) {
    entry = make();
    map.set(key, entry);
  }
  return entry;
}
