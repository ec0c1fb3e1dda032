import { startTransition, useEffect, useState } from 'react';

/**
 * False for a component's first render, true right after it, set in a transition: what a
 * screen shows below the fold (or a header's extras) is built after the first paint, in small
 * slices React can interrupt, instead of in the one long task that paints the page.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => startTransition(() => setPainted(true)), []);
  return painted;
}
