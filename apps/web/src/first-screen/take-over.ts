/**
 * A signed-in screen drawn by the server (render-first-screen.tsx, issue 31 §7) is in the page:
 * the figures show before any script of the app has run, and the app takes the screen over.
 * On a large screen the app starts at once. On a phone, where its start is seconds of work, it
 * waits for the visitor: a touch, key, wheel or scroll, a return to the tab, or an order placed
 * meanwhile (the live stream is watched, so an open order list still shows a new order within
 * seconds: issue 31 §2). The app's first render starts from the answers the screen was drawn
 * from, and its first commit removes the drawn copy in the same frame (app/first-paint.ts).
 */
import { LIVE_ORDERS_EVENT, readLiveOrdersEvent } from '@mandi/domain/live-orders';
import type { DehydratedState } from '@tanstack/react-query';
import { liveEventsUrl } from '../kit/live/live-events-url';
import { MOBILE_BREAKPOINT_PX } from '../shell/breakpoint';

const SCREEN_ID = 'first-paint-screen';
const STATE_ID = 'first-screen-state';
const STYLE_ID = 'first-screen-css';
/** The class public/first-paint.js puts on <html> when a drawn screen may show (signed in, default look). */
const SHOWN_CLASS = 'first-paint-screen';

const DOCUMENT_INTENTS = ['keydown', 'pointerdown', 'touchstart', 'wheel', 'input'] as const;

/** Orders placed while the drawn screen waited, for the header's badge once the app is there. */
let placedWhileWaiting = 0;

/** What the drawing's controls are (links work as links: they are left alone). */
const CONTROL = 'button, [role="button"], [role="tab"], [role="radio"], [role="checkbox"], input, label';

/** The control pressed on the drawing, as child indexes from the screen's `main`, to press again on the app's. */
let pressed: { path: number[]; tag: string; text: string } | undefined;

function pathFrom(ancestor: Element, element: Element): number[] {
  const path: number[] = [];
  for (let node: Element = element; node !== ancestor; ) {
    const parent = node.parentElement;
    if (!parent) return [];
    path.unshift(Array.prototype.indexOf.call(parent.children, node));
    node = parent;
  }
  return path;
}

/**
 * A press on a control of the drawing starts the app but does nothing there: remembered, and
 * pressed again on the same control of the app's screen once it is there (same place, same tag
 * and text: the same components drew both from the same answers), so the visitor's first tap is
 * not lost.
 */
function rememberPress(event: MouseEvent) {
  const main = document.querySelector(`#${SCREEN_ID} main`);
  const control = event.target instanceof Element ? event.target.closest(CONTROL) : null;
  if (!main || !control || !main.contains(control)) return;
  pressed = { path: pathFrom(main, control), tag: control.tagName, text: control.textContent ?? '' };
}

/** Presses on the app's screen the control pressed on the drawing, if it is there alike. */
function pressAgain() {
  const memory = pressed;
  pressed = undefined;
  const main = document.querySelector('#root main');
  if (!memory || !main) return;
  let node: Element | undefined = main;
  for (const index of memory.path) node = node?.children[index];
  if (!(node instanceof HTMLElement) || node.tagName !== memory.tag || node.textContent !== memory.text)
    return;
  if (node instanceof HTMLInputElement && node.type !== 'checkbox' && node.type !== 'radio') node.focus();
  else node.click();
}

/** A drawn screen is in the page and shown (index.html's styles hide one drawn for another width). */
export function firstScreenShown(): boolean {
  if (typeof document === 'undefined') return false;
  const screen = document.getElementById(SCREEN_ID);
  return (
    screen !== null &&
    document.documentElement.classList.contains(SHOWN_CLASS) &&
    getComputedStyle(screen).display !== 'none'
  );
}

function readToken(): string | null {
  try {
    return localStorage.getItem('mandi.token');
  } catch {
    return null;
  }
}

/** Resolves at the visitor's first intent, or when an order is placed meanwhile. */
function visitorOrOrder(): Promise<void> {
  return new Promise((resolve) => {
    let source: EventSource | undefined;
    const start = () => {
      for (const name of DOCUMENT_INTENTS) document.removeEventListener(name, start, true);
      window.removeEventListener('scroll', start, true);
      document.removeEventListener('visibilitychange', onVisible);
      source?.close();
      resolve();
    };
    const onVisible = () => {
      if (document.visibilityState === 'visible') start();
    };
    for (const name of DOCUMENT_INTENTS)
      document.addEventListener(name, start, { capture: true, passive: true });
    window.addEventListener('scroll', start, { capture: true, passive: true });
    document.addEventListener('visibilitychange', onVisible);
    const token = readToken();
    if (!token || typeof EventSource === 'undefined') return;
    // A role that may not read orders is refused the stream: it simply closes.
    source = new EventSource(liveEventsUrl(token));
    source.addEventListener(LIVE_ORDERS_EVENT, (message) => {
      const event = readLiveOrdersEvent(JSON.parse((message as MessageEvent<string>).data));
      if (!event?.placed.length) return;
      placedWhileWaiting += event.placed.length;
      start();
    });
    source.addEventListener('error', () => {
      if (source?.readyState === EventSource.CLOSED) source = undefined;
    });
  });
}

/** When the app should start with a drawn screen in the page: at once, or on a phone when the visitor acts. */
export function firstScreenStart(): Promise<void> {
  if (!firstScreenShown() || window.innerWidth >= MOBILE_BREAKPOINT_PX) return Promise.resolve();
  document.addEventListener('click', rememberPress, { capture: true });
  return visitorOrOrder();
}

/**
 * The answers the drawn screen shows, once, for the app's first render; and how many orders
 * were placed while it waited (their answers are older than the news: the app asks again).
 */
export function takeFirstScreenState(): { state: DehydratedState; placed: number } | undefined {
  const element = document.getElementById(STATE_ID);
  element?.remove();
  if (!element?.textContent || !firstScreenShown()) return undefined;
  try {
    return { state: JSON.parse(element.textContent) as DehydratedState, placed: placedWhileWaiting };
  } catch {
    return undefined;
  }
}

/**
 * The app's screen is in the page (its first commit): the drawn copy and its styles go, and a
 * control pressed on the copy is pressed on the app's screen once React has its events there.
 */
export function endFirstScreen() {
  document.getElementById(SCREEN_ID)?.remove();
  document.getElementById(STYLE_ID)?.remove();
  document.getElementById(STATE_ID)?.remove();
  document.documentElement.classList.remove(SHOWN_CLASS);
  document.removeEventListener('click', rememberPress, { capture: true });
  if (pressed) setTimeout(pressAgain);
}
