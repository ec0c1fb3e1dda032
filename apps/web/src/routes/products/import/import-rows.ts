import type { ProductImportInput } from '@mandi/domain';

/**
 * The rows of the product import screen, one per product of the sheet, and what happened to
 * each: pure functions, so the hook that sends them stays small (spec 01 §4: upload status
 * pending, uploading, then uploaded or failed; Approved or Rejected, Rejected rows not sent).
 */
export type UploadStatus = 'pending' | 'uploading' | 'uploaded' | 'failed';

export interface ImportEntry {
  /** Position in the sheet's products, from 0. */
  index: number;
  item: ProductImportInput;
  status: UploadStatus;
  approved: boolean;
  /** Why it failed, in the server's words. */
  message?: string;
  /** The product made from it. */
  productId?: number;
}

export const entriesOf = (items: readonly ProductImportInput[]): ImportEntry[] =>
  items.map((item, index) => ({ index, item, status: 'pending', approved: true }));

/** The next approved row still to send, in sheet order. */
export const nextToSend = (entries: readonly ImportEntry[]) =>
  entries.find((entry) => entry.approved && entry.status === 'pending');

/** Shown as an error row: it failed, or it names no image (a product needs a cover). */
export const isErrorRow = (entry: ImportEntry) =>
  entry.status === 'failed' || (entry.item.images ?? []).length === 0;

/** The row's own words for "currently processing": its Product Id, else its sheet row, and name. */
export function entryLabel(entry: ImportEntry): string {
  const id = entry.item.productId;
  const which = id !== undefined && id !== '' ? `id ${id}` : `row ${entry.item.rows?.[0] ?? entry.index + 1}`;
  return `${which}: ${entry.item.name ?? ''}`;
}

/** Totals of the approved rows; percent of them processed, two decimals. */
export function entryCounts(entries: readonly ImportEntry[]) {
  const approved = entries.filter((entry) => entry.approved || entry.status !== 'pending');
  const imported = approved.filter((entry) => entry.status === 'uploaded').length;
  const failed = approved.filter((entry) => entry.status === 'failed').length;
  const processed = imported + failed;
  const total = approved.length;
  const percent = total === 0 ? 0 : Math.round((processed / total) * 10_000) / 100;
  return { total, processed, imported, failed, percent };
}

/** The row after a change of one entry. */
export const withEntry = (entries: readonly ImportEntry[], index: number, change: Partial<ImportEntry>) =>
  entries.map((entry) => (entry.index === index ? { ...entry, ...change } : entry));
