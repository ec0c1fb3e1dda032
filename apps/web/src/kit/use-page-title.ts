import { useEffect, useSyncExternalStore } from 'react';
import { pageTitle } from '../app/current-route';

/**
 * A page title made from loaded data ("Volume Attributes Values"), in place of the route's
 * fixed title while the screen is shown. The shell sets the route's title in an effect that
 * runs after the screen's, so this one waits for the end of that round.
 */
export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    if (!title) return;
    let live = true;
    queueMicrotask(() => {
      if (live) document.title = pageTitle(title);
    });
    return () => {
      live = false;
    };
  }, [title]);
}

// The heading a screen names from its data, read by the shell's one `h1` (PageHeading).
let heading: string | undefined;
const headingListeners = new Set<() => void>();
const setHeading = (text: string | undefined) => {
  heading = text;
  for (const listener of headingListeners) listener();
};

/**
 * A screen whose heading is its data ("Order - 12"): the shell's heading and the page title
 * show it in place of the route's fixed title while the screen is shown.
 */
export function usePageHeading(text: string | undefined) {
  usePageTitle(text);
  useEffect(() => {
    if (!text) return;
    setHeading(text);
    return () => setHeading(undefined);
  }, [text]);
}

/** The heading a screen set with usePageHeading, if any. */
export function useScreenHeading(): string | undefined {
  return useSyncExternalStore(
    (listener) => {
      headingListeners.add(listener);
      return () => headingListeners.delete(listener);
    },
    () => heading,
    // Drawn on the server (first-screen/): the route's title, as on the client's first render.
    () => undefined,
  );
}
