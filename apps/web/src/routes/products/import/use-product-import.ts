import { type ProductImportInput, products } from '@mandi/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import { ApiError, NetworkError } from '../../../api/client';
import { errorMessage, notify } from '../../../api/notify';
import { newImportRun } from '../../../kit/import/import-run';
import type { ImportPhase } from '../../../kit/import/use-batch-import';
import { resourceKeys } from '../../../kit/resource-hooks';
import { productImportApi } from './import-api';
import { entriesOf, entryCounts, type ImportEntry, nextToSend, withEntry } from './import-rows';
import type { ImportZip } from './import-zip';

/**
 * Sends one product with its pictures: uploaded, or failed with the server's reason; a network
 * failure (or anything but the server's refusal) is `unreachable`, to pause on.
 */
async function sendEntry(
  item: ImportEntry['item'],
  zip: ImportZip | null,
  run: string,
): Promise<{ change: Partial<ImportEntry> } | { unreachable: unknown }> {
  try {
    const pictures = zip?.filesOf(item.images ?? []) ?? [];
    const product = await productImportApi.importOne(item, pictures, run);
    return { change: { status: 'uploaded', productId: product.id, message: undefined } };
  } catch (error) {
    if (error instanceof NetworkError || !(error instanceof ApiError)) return { unreachable: error };
    return { change: { status: 'failed', message: errorMessage(error) } };
  }
}

/**
 * Sends the approved products of an opened ZIP one at a time, each with its pictures: pending,
 * uploading, then uploaded or failed with the server's reason. Pause stops after the product
 * in flight; a network failure pauses too and puts that product back to pending. A switch to
 * Rejected while running is honoured for every product not yet sent.
 */
export function useProductImport() {
  const [entries, setEntries] = useState<ImportEntry[]>([]);
  const [phase, setPhase] = useState<ImportPhase>('idle');
  const [current, setCurrent] = useState<ImportEntry | null>(null);
  const latest = useRef<ImportEntry[]>([]);
  const zip = useRef<ImportZip | null>(null);
  const pausing = useRef(false);
  const generation = useRef(0);
  const run = useRef(newImportRun());
  const client = useQueryClient();

  const update = useCallback((next: ImportEntry[]) => {
    latest.current = next;
    setEntries(next);
  }, []);

  const load = useCallback(
    (opened: ImportZip | null, items: readonly ProductImportInput[]) => {
      generation.current += 1;
      run.current = newImportRun();
      zip.current = opened;
      pausing.current = false;
      update(entriesOf(items));
      setCurrent(null);
      setPhase('idle');
    },
    [update],
  );

  const start = useCallback(async () => {
    const mine = generation.current;
    pausing.current = false;
    setPhase('running');
    for (let entry = nextToSend(latest.current); entry; entry = nextToSend(latest.current)) {
      if (pausing.current) {
        setCurrent(null);
        return setPhase('paused');
      }
      const { index, item } = entry;
      setCurrent(entry);
      update(withEntry(latest.current, index, { status: 'uploading' }));
      const sent = await sendEntry(item, zip.current, run.current);
      // A reset or another ZIP while the call was out: its answer belongs to nothing now.
      if (generation.current !== mine) return;
      if ('unreachable' in sent) {
        notify.error(sent.unreachable);
        update(withEntry(latest.current, index, { status: 'pending' }));
        setCurrent(null);
        return setPhase('paused');
      }
      const { change } = sent;
      update(withEntry(latest.current, index, change));
      // The product list shows the new product when the admin goes back to it.
      if (change.status === 'uploaded')
        void client.invalidateQueries({ queryKey: resourceKeys.lists(products) });
    }
    setCurrent(null);
    setPhase('done');
  }, [update, client]);

  return {
    entries,
    phase,
    /** The product being sent. */
    current,
    counts: entryCounts(entries),
    load,
    start,
    pause: useCallback(() => {
      pausing.current = true;
    }, []),
    reset: useCallback(() => load(null, []), [load]),
    setApproved: useCallback(
      (index: number, approved: boolean) => update(withEntry(latest.current, index, { approved })),
      [update],
    ),
  };
}
