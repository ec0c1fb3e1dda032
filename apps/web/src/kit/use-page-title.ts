import { useEffect } from 'react';
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
