import { useCallback, useState } from 'react';

/**
 * Which columns a screen hides, remembered in localStorage per screen. Hidden keys are stored
 * (not shown ones), so a column added to a screen later shows up for everyone.
 */
export const COLUMNS_STORAGE_PREFIX = 'mandi:columns:';
const storageKey = (screen: string) => `${COLUMNS_STORAGE_PREFIX}${screen}`;

function read(screen: string): string[] | null {
  try {
    const stored = JSON.parse(localStorage.getItem(storageKey(screen)) ?? 'null');
    return Array.isArray(stored) ? stored.filter((key): key is string => typeof key === 'string') : null;
  } catch {
    return null;
  }
}

export function useHiddenColumns(screen: string, defaultHidden: readonly string[]) {
  const [hidden, setHidden] = useState<string[]>(() => read(screen) ?? [...defaultHidden]);
  const update = useCallback(
    (next: string[]) => {
      setHidden(next);
      try {
        localStorage.setItem(storageKey(screen), JSON.stringify(next));
      } catch {
        // Not remembered, still applied.
      }
    },
    [screen],
  );
  return [hidden, update] as const;
}
