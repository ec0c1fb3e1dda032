import { useEffect, useRef, useState } from 'react';
import type { ImportEntry } from './import-rows';
import type { ImportZip } from './import-zip';

/** Products whose pictures are shown ahead of the one being sent (spec 01 §9: image preload 10). */
export const PRELOAD_PRODUCTS = 10;

/**
 * Thumbnails (object URLs) of the pictures of the `PRELOAD_PRODUCTS` products from `from` on,
 * unpacked from the ZIP as processing moves on; URLs of products left behind are revoked, and
 * all of them when the ZIP changes or the screen closes.
 */
export function useThumbnails(zip: ImportZip | null, entries: readonly ImportEntry[], from: number) {
  const [urls, setUrls] = useState<ReadonlyMap<number, string[]>>(new Map());
  const made = useRef(new Map<number, string[]>());
  const itemsRef = useRef(entries);
  itemsRef.current = entries;
  const total = entries.length;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new ZIP's pictures replace the old ones.
  useEffect(() => {
    const cache = made.current;
    return () => {
      for (const list of cache.values()) for (const url of list) URL.revokeObjectURL(url);
      cache.clear();
    };
  }, [zip]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: new rows (their count) bring new pictures.
  useEffect(() => {
    const cache = made.current;
    const wanted = new Set(itemsRef.current.slice(from, from + PRELOAD_PRODUCTS).map((entry) => entry.index));
    for (const [index, list] of cache) {
      if (wanted.has(index)) continue;
      for (const url of list) URL.revokeObjectURL(url);
      cache.delete(index);
    }
    if (zip) {
      for (const index of wanted) {
        if (cache.has(index)) continue;
        const names = itemsRef.current[index]?.item.images ?? [];
        cache.set(
          index,
          zip.filesOf(names).map((file) => URL.createObjectURL(file)),
        );
      }
    }
    setUrls(new Map(cache));
  }, [zip, from, total]);

  return urls;
}
