import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * Whether an element is narrower than `width` px, followed as it resizes (a ResizeObserver):
 * the window, the sidebar opening or folding, a drawer beside it. Measured before the first
 * paint, so the screen does not redraw once shown.
 */
export function useNarrowerThan(ref: RefObject<HTMLElement | null>, width: number): boolean {
  const [narrower, setNarrower] = useState(false);
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
