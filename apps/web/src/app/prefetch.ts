import { matchPath } from 'react-router';
import type { AppRoute } from '../routes/route-types';
import { startedByVisitor } from './first-paint';

type Load = () => Promise<unknown>;

const started = new Set<Load>();

/** Fetches a screen's code once, ahead of need; a failure is forgotten so a later try goes again. */
export function prefetch(load: Load) {
  if (started.has(load)) return;
  started.add(load);
  load().catch(() => started.delete(load));
}

/** Runs a task when the browser has nothing else to do (within 3 s at the latest), never in the way. */
export function whenIdle(task: () => void) {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(task, { timeout: 3000 });
  else window.setTimeout(task, 200);
}

/**
 * Runs a task once, at the visitor's first key press or pointer press on the page: the sign-in
 * page fetches what comes next (the signed-in code, the form's rules) while the visitor types,
 * and a page merely opened (or measured) runs none of it. At once if that press started the app.
 */
export function onFirstIntent(task: () => void): () => void {
  // The visitor already acted: on index.html's static sign-in form, which started the app.
  if (startedByVisitor()) {
    task();
    return () => {};
  }
  const events = ['keydown', 'pointerdown'] as const;
  const run = () => {
    stop();
    task();
  };
  const stop = () => {
    for (const name of events) document.removeEventListener(name, run, true);
  };
  for (const name of events) document.addEventListener(name, run, { capture: true, passive: true });
  return stop;
}

let listening = false;

/**
 * A pointer over, or the focus on, any link to a screen fetches that screen's code: by the time
 * the click lands it is usually there. One listener on the document serves every menu, breadcrumb
 * and list link.
 */
export function prefetchOnLinkIntent(routes: readonly AppRoute[]) {
  if (listening) return;
  listening = true;
  const onIntent = (event: Event) => {
    const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
    if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
    const route = routes.find((candidate) => matchPath(candidate.path, link.pathname));
    if (route) prefetch(route.load);
  };
  document.addEventListener('pointerover', onIntent, { passive: true });
  document.addEventListener('focusin', onIntent);
}
