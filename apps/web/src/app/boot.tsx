/** The app itself, started by main.tsx: the API client, the router and React's first render. */
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureClient } from '../api/client';
import { forgetSession } from '../auth/session';
import { useSessionStore } from '../auth/session-store';
import { tokenStore } from '../auth/token-store';
import { takeFirstScreenState } from '../first-screen/take-over';
import { useLiveStore } from '../kit/live/live-store';
import type { LoginNotice } from '../routes/login/login-notice';
import { paths } from '../routes/paths';
import { App } from './app';
import { queryClient } from './query-client';
import { createAppRouter } from './router';

configureClient({
  token: tokenStore.get,
  // A 401 on any call means the session ended (logged out elsewhere, password changed): back
  // to sign-in, then here again. Before the session is loaded the route guard handles it.
  onUnauthorized: (error) => {
    if (!useSessionStore.getState().session) return;
    const { pathname, search } = router.state.location;
    forgetSession();
    void router.navigate(paths.login(`${pathname}${search}`), {
      replace: true,
      state: { notice: error.message } satisfies LoginNotice,
    });
  },
});

// A screen the server drew is in the page: the app's first render starts from its answers.
const drawn = takeFirstScreenState();
if (drawn) {
  hydrate(queryClient, drawn.state);
  // Orders were placed while it waited: its answers are older than that news.
  if (drawn.placed > 0) {
    void queryClient.invalidateQueries();
    useLiveStore.getState().addNewOrders(drawn.placed);
  }
}

const router = createAppRouter();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
