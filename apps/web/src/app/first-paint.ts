/**
 * index.html carries a static copy of the sign-in page (#first-paint): a real form, shown on
 * /login (signed out) before any script of the app has run, so the first paint needs only the
 * HTML. public/first-paint.js holds the app's code back until the visitor's first key, pointer
 * press or typed text (a page merely opened, or measured, runs none of it: no long task), then
 * React's sign-in page takes the form over in one frame: its values, focus and a submit already
 * asked for. Everywhere else the app starts at once.
 */

import { endFirstScreen, firstScreenStart } from '../first-screen/take-over';

const root = () => document.documentElement;

let wanted: Promise<void> | undefined;

/**
 * Resolves when the app should start: at once, at the visitor's first intent on /login, or as a
 * screen drawn by the server wants it (first-screen/take-over.ts). Asked once.
 */
export function bootWanted(): Promise<void> {
  wanted ??=
    root().dataset.boot === 'later'
      ? new Promise((resolve) => document.addEventListener('mandi:boot', () => resolve(), { once: true }))
      : firstScreenStart();
  return wanted;
}

/** index.html's frame of the signed-in shell is showing (signed in, a screen of the shell). */
export function shellFrameShown(): boolean {
  return root().classList.contains('first-paint-shell');
}

/** The app was started by the visitor's first intent on the static form (so they have acted). */
export function startedByVisitor(): boolean {
  return root().dataset.boot === 'now';
}

export interface FirstPaintForm {
  emailAddress: string;
  password: string;
  /** The field the visitor was in, to keep typing there. */
  focused?: 'emailAddress' | 'password';
  /** The visitor asked to sign in before React's page was there. */
  submitted: boolean;
}

let taken: FirstPaintForm | undefined;

function readStaticForm(): FirstPaintForm | undefined {
  const form = document.getElementById('fp-form');
  if (!(form instanceof HTMLFormElement)) return undefined;
  const field = (name: string) => form.elements.namedItem(name) as HTMLInputElement | null;
  // Kept by public/first-paint.js: React's autofocus has moved the focus by the time this reads.
  const focused = root().dataset.fpFocus;
  return {
    emailAddress: field('emailAddress')?.value ?? '',
    password: field('password')?.value ?? '',
    focused: focused === 'emailAddress' || focused === 'password' ? focused : undefined,
    submitted: root().dataset.fpSubmit === '1',
  };
}

/** What the visitor did in the static form, once (the sign-in page's first mount takes it). */
export function takeFirstPaintForm(): FirstPaintForm | undefined {
  const form = readStaticForm() ?? taken;
  taken = undefined;
  delete root().dataset.fpSubmit;
  delete root().dataset.fpFocus;
  return form;
}

/**
 * The first screen is in the page: the static copies (sign-in form, shell frame) go, in the same
 * frame, so nothing moves.
 */
export function endFirstPaint() {
  const copy = document.getElementById('first-paint');
  if (copy) {
    // Only a form the visitor saw (on /login) has anything to carry over.
    if (root().classList.contains('first-paint-login')) taken = readStaticForm();
    copy.remove();
  }
  document.getElementById('first-paint-shell')?.remove();
  endFirstScreen();
  root().classList.remove(
    'first-paint-login',
    'first-paint-shell',
    'fp-collapsed',
    'fp-no-tags',
    'fp-no-logo',
  );
}
