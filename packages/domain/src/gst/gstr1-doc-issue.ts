import type { Gstr1Json } from './gstr1-json';

/**
 * Documents issued (table 13): per series (a serial's part before its number,
 * `INV/2627/`), the first and last serial of the period, how many numbers the range spans,
 * and how many of them were not issued in it (cancelled). Our serials are consecutive within
 * a financial year and never cancelled, so a gap means a number issued in another period.
 */
export const DOC_NATURE = { invoices: 1, creditNotes: 5 } as const;
export const DOC_NATURE_NAMES: Record<number, string> = {
  1: 'Invoices for outward supply',
  5: 'Credit Note',
};

interface Series {
  prefix: string;
  width: number;
  min: number;
  max: number;
  count: number;
}

/** A serial's series and number: `INV/2627/000123` is (`INV/2627/`, 123). */
export function serialParts(serial: string): { prefix: string; number: number; width: number } {
  const digits = /(\d+)$/.exec(serial)?.[1] ?? '';
  return {
    prefix: serial.slice(0, serial.length - digits.length),
    number: Number(digits || 0),
    width: digits.length,
  };
}

export function documentSeries() {
  const series = new Map<string, Series>();
  return {
    add(serial: string) {
      const { prefix, number, width } = serialParts(serial);
      const entry = series.get(prefix);
      if (!entry) {
        series.set(prefix, { prefix, width, min: number, max: number, count: 1 });
        return;
      }
      entry.min = Math.min(entry.min, number);
      entry.max = Math.max(entry.max, number);
      entry.width = Math.max(entry.width, width);
      entry.count += 1;
    },
    ranges() {
      return [...series.values()].map((entry, i) => {
        const serialOf = (n: number) => `${entry.prefix}${String(n).padStart(entry.width, '0')}`;
        const totnum = entry.max - entry.min + 1;
        const cancel = totnum - entry.count;
        return {
          num: i + 1,
          from: serialOf(entry.min),
          to: serialOf(entry.max),
          totnum,
          cancel,
          net_issue: totnum - cancel,
        };
      });
    },
  };
}

export type DocumentSeries = ReturnType<typeof documentSeries>;

export function docIssue(invoices: DocumentSeries, creditNotes: DocumentSeries): Gstr1Json['doc_issue'] {
  const details = [
    { doc_num: DOC_NATURE.invoices, docs: invoices.ranges() },
    { doc_num: DOC_NATURE.creditNotes, docs: creditNotes.ranges() },
  ];
  return {
    doc_det: details
      .filter((detail) => detail.docs.length > 0)
      .map((detail) => ({ ...detail, doc_typ: DOC_NATURE_NAMES[detail.doc_num]! })),
  };
}
