import { useCallback, useRef, useState } from 'react';
import { ApiError, NetworkError } from '../../api/client';
import { errorMessage, notify } from '../../api/notify';
import {
  applyAnswer,
  type BatchAnswer,
  countsOf,
  failBatch,
  type ImportRow,
  pendingRows,
} from './batch-import';
import { newImportRun } from './import-run';

export type ImportPhase = 'idle' | 'running' | 'paused' | 'done';

/**
 * Sends loaded rows to an import call in batches (the spec: 100 rows), one batch at a time,
 * marking each row imported or failed with the server's reason. Pause stops after the batch
 * in flight; a network failure pauses too, so Resume sends that batch again.
 */
export function useBatchImport<Row>(
  send: (batch: Row[], run: string) => Promise<BatchAnswer>,
  batchSize: number,
) {
  const [rows, setRows] = useState<ImportRow<Row>[]>([]);
  const [phase, setPhase] = useState<ImportPhase>('idle');
  const [current, setCurrent] = useState<number | null>(null);
  const next = useRef(0);
  const pausing = useRef(false);
  const generation = useRef(0);
  // One id for every batch of one loaded sheet: the history ties its entries to one import.
  const importRun = useRef(newImportRun());

  const load = useCallback((loaded: readonly Row[]) => {
    generation.current += 1;
    importRun.current = newImportRun();
    next.current = 0;
    pausing.current = false;
    setRows(pendingRows(loaded));
    setCurrent(null);
    setPhase('idle');
  }, []);

  const run = useCallback(
    async (all: readonly ImportRow<Row>[]) => {
      const mine = generation.current;
      pausing.current = false;
      setPhase('running');
      let state: ImportRow<Row>[] = [...all];
      while (next.current < state.length) {
        if (pausing.current) return setPhase('paused');
        const start = next.current;
        const batch = state.slice(start, start + batchSize);
        setCurrent(start);
        try {
          const answer = await send(
            batch.map((item) => item.row),
            importRun.current,
          );
          state = applyAnswer(state, start, batch.length, answer);
        } catch (error) {
          if (generation.current !== mine) return;
          if (error instanceof NetworkError || !(error instanceof ApiError)) {
            notify.error(error);
            setCurrent(null);
            return setPhase('paused');
          }
          state = failBatch(state, start, batch.length, errorMessage(error));
        }
        // A reset or a new file while the call was out: its answer belongs to nothing now.
        if (generation.current !== mine) return;
        next.current = start + batch.length;
        setRows(state);
      }
      setCurrent(null);
      setPhase('done');
    },
    [send, batchSize],
  );

  return {
    rows,
    phase,
    /** Index of the first row of the batch being sent. */
    current,
    counts: countsOf(rows),
    load,
    start: useCallback(() => run(rows), [run, rows]),
    pause: useCallback(() => {
      pausing.current = true;
    }, []),
    reset: useCallback(() => load([]), [load]),
  };
}
