/**
 * One SQL statement the app ran for a request, as sent to the driver, with when it started
 * and ended (ms since the capture began). Statements that started before the one before them
 * ended ran side by side (the list's rows and count) and are replayed side by side.
 */
export interface CapturedQuery {
  text: string;
  params: unknown[];
  rowMode?: 'array';
  start: number;
  end: number;
}

/** Consecutive statements grouped into batches that ran at the same time. */
export function batchesOf(queries: readonly CapturedQuery[]): CapturedQuery[][] {
  const batches: CapturedQuery[][] = [];
  let batchEnd = -1;
  for (const query of queries) {
    const current = batches[batches.length - 1];
    if (current && query.start < batchEnd) {
      current.push(query);
      batchEnd = Math.max(batchEnd, query.end);
    } else {
      batches.push([query]);
      batchEnd = query.end;
    }
  }
  return batches;
}

/** A JSON-safe copy of driver parameters (dates as ISO text, as the driver sends them). */
export function plainParams(params: unknown[] | undefined): unknown[] {
  return JSON.parse(JSON.stringify(params ?? []));
}

/**
 * `--no-database`: each statement's result kept after its first run and answered from memory
 * (a settled promise), so a run measures the servers' own code without PostgreSQL's time, its
 * wake-ups or their effect on the caches. Both servers key a statement the same way, by its
 * text and parameters, except the session lookup (its parameters carry the clock), by its text.
 */
export function cannedKey(text: string, params: readonly unknown[] | undefined): string {
  return text.includes('"admin_sessions"') ? text : `${text}\u0000${JSON.stringify(params ?? [])}`;
}
