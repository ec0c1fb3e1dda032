import { type RefObject, useLayoutEffect, useState } from 'react';
import { useDrawnWidth } from '../narrow-window';

/**
 * Whether an element is narrower than `width` px, followed as it resizes (a ResizeObserver):
 * the window, the sidebar opening or folding, a drawer beside it. Measured before the first
 * paint, so the screen does not redraw once shown. Drawn on the server, nothing is measured:
 * a phone's window is narrower than any such width.
 */
export function useNarrowerThan(ref: RefObject<HTMLElement | null>, width: number): boolean {
  const drawn = useDrawnWidth();
  const [narrower, setNarrower] = useState(drawn === 'narrow');
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    setNarrower(element.getBoundingClientRect().width < width);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setNarrower(entry.contentRect.width < width);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, width]);
  return narrower;
}
