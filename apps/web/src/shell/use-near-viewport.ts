import { type RefObject, useEffect, useRef, useState } from 'react';

/** What counts as the visitor going further down the page than its first screen. */
const INTENTS = ['scroll', 'wheel', 'keydown', 'pointerdown', 'touchstart'] as const;

/** How far into the screen the element must come: a sliver at the fold does not count. */
const IN_VIEW = '0px 0px -48px 0px';

/**
 * False until the element is on screen (watched once `watch` is true: after the content above
 * it has its final height), or the visitor scrolls, presses a key or touches the page; then true
 * for good. What a screen keeps below the fold of a phone (the dashboard's chart and tables) is
 * built only when it may be seen, not in the long tasks after the first paint: the first
 * screen's page is done and quiet sooner.
 */
export function useNearViewport<T extends Element>(watch = true): [RefObject<T | null>, boolean] {
  const ref = useRef<T | null>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near) return;
    const show = () => setNear(true);
    const element = watch ? ref.current : null;
    const observer =
      element && typeof IntersectionObserver !== 'undefined'
        ? new IntersectionObserver(
            (entries) => {
              if (entries.some((entry) => entry.isIntersecting)) show();
            },
            { rootMargin: IN_VIEW },
          )
        : undefined;
    if (element && observer) observer.observe(element);
    else if (watch) show(); // Nothing to watch: show it at once.
    for (const intent of INTENTS) window.addEventListener(intent, show, { passive: true, once: true });
    return () => {
      observer?.disconnect();
      for (const intent of INTENTS) window.removeEventListener(intent, show);
    };
  }, [near, watch]);
  return [ref, near];
}
