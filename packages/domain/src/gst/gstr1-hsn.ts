import type { GstLine } from './gst-document';
import {
  addFigures,
  entryOf,
  figuresInRupees,
  lineFigures,
  type TaxFigures,
  zeroFigures,
} from './gst-figures';
import type { Gstr1HsnRow, Gstr1Json } from './gstr1-json';

/** The portal keeps at most this many characters of an HSN row's description. */
export const HSN_DESCRIPTION_LIMIT = 30;

interface HsnEntry {
  hsn: string;
  desc: string;
  uqc: string;
  rt: number;
  qty: number;
  figures: TaxFigures;
}

/**
 * The HSN summary (table 12), split as the portal asks since May 2025: supplies to registered
 * buyers (hsn_b2b) and to the others (hsn_b2c), one row per HSN, unit and rate, a credit
 * note's lines taken away. A line issued without an HSN is summed under an empty code (the
 * checks list it). The description is the first line's under that code.
 */
export function hsnSummary() {
  const sections = { b2b: new Map<string, HsnEntry>(), b2c: new Map<string, HsnEntry>() };
  return {
    add(lines: readonly GstLine[], registered: boolean, sign: 1 | -1) {
      const section = registered ? sections.b2b : sections.b2c;
      for (const line of lines) {
        const hsn = (line.hsnCode ?? '').trim();
        const rt = Math.round(line.taxRate * 100) / 100;
        const key = `${hsn}|${line.unit}|${rt}`;
        const entry = entryOf(section, key, () => {
          const desc = line.description.trim().slice(0, HSN_DESCRIPTION_LIMIT).trim();
          return { hsn, desc, uqc: line.unit, rt, qty: 0, figures: zeroFigures() };
        });
        entry.qty += sign * line.quantity;
        addFigures(entry.figures, lineFigures(line), sign);
      }
    },
    rows(): Gstr1Json['hsn'] {
      const rowsOf = (entries: Map<string, HsnEntry>): Gstr1HsnRow[] =>
        [...entries.values()]
          .filter((entry) => entry.qty !== 0 || Object.values(entry.figures).some((paise) => paise !== 0))
          .map((entry, i) => ({
            num: i + 1,
            hsn_sc: entry.hsn,
            desc: entry.desc,
            uqc: entry.uqc,
            qty: Math.round(entry.qty * 100) / 100,
            rt: entry.rt,
            ...figuresInRupees(entry.figures),
          }));
      return { hsn_b2b: rowsOf(sections.b2b), hsn_b2c: rowsOf(sections.b2c) };
    },
  };
}

export type HsnSummary = ReturnType<typeof hsnSummary>;
