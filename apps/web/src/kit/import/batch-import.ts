/**
 * The state of an import sent in batches: every row with its outcome. Pure functions, so
 * the hook that drives the calls stays small.
 */
export type RowOutcome = 'pending' | 'imported' | 'failed';

export interface ImportRow<Row> {
  /** Position in the file's rows, from 0. */
  index: number;
  row: Row;
  outcome: RowOutcome;
  message?: string;
}

/** What a batch call answers: failed rows by their position in the batch. */
export interface BatchAnswer {
  errors: readonly { index: number; message: string }[];
}

export function pendingRows<Row>(rows: readonly Row[]): ImportRow<Row>[] {
  return rows.map((row, index) => ({ index, row, outcome: 'pending' }));
}

/** The rows after the batch starting at `start` was answered. */
export function applyAnswer<Row>(
  rows: readonly ImportRow<Row>[],
  start: number,
  size: number,
  answer: BatchAnswer,
): ImportRow<Row>[] {
  const failures = new Map(answer.errors.map((error) => [start + error.index, error.message]));
  return rows.map((item) => {
    if (item.index < start || item.index >= start + size) return item;
    const message = failures.get(item.index);
    return message === undefined
      ? { ...item, outcome: 'imported', message: undefined }
      : { ...item, outcome: 'failed', message };
  });
}

/** Every row of the batch failed for one reason (the call itself was refused). */
export function failBatch<Row>(
  rows: readonly ImportRow<Row>[],
  start: number,
  size: number,
  message: string,
): ImportRow<Row>[] {
  return rows.map((item) =>
    item.index >= start && item.index < start + size ? { ...item, outcome: 'failed', message } : item,
  );
}

export interface ImportCounts {
  total: number;
  processed: number;
  imported: number;
  failed: number;
  /** Processed over total, 0 to 100 with two decimals. */
  percent: number;
}

export function countsOf(rows: readonly ImportRow<unknown>[]): ImportCounts {
  const imported = rows.filter((item) => item.outcome === 'imported').length;
  const failed = rows.filter((item) => item.outcome === 'failed').length;
  const processed = imported + failed;
  const percent = rows.length === 0 ? 0 : Math.round((processed / rows.length) * 10_000) / 100;
  return { total: rows.length, processed, imported, failed, percent };
}
