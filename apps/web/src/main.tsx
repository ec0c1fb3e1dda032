// First: zod must be jitless before any schema is built (zod-jitless.ts; it loads no zod).
import './zod-jitless';
import { bootWanted, shellFrameShown } from './app/first-paint';
// In the page's head: the static sign-in form's base text and focus ring too.
import './app/global.css';

// The app starts at once, except on a signed-out /login, where it waits for the visitor's first
// key, pointer press or typed text (app/first-paint.ts): the static form is already there; and
// on a phone showing a screen the server drew (first-screen/take-over.ts).
void bootWanted().then(() => {
  void import('./app/boot');
  // Signed in, on a screen of the shell (public/first-paint.js drew its frame): the signed-in
  // routes and the shell load beside the app rather than after it (the router asks for the same
  // modules, app/router.tsx and app/signed-in-routes.tsx).
  if (shellFrameShown()) {
    void import('./app/signed-in-routes');
    void import('./shell/shell-layout');
  }
});
