import { createBrowserRouter } from 'react-router';
import { loginLoader } from '../auth/route-guard';
import { paths } from '../routes/paths';
import { publicRoutes } from '../routes/public-routes';
import { loadToasts } from './app';
import { PageLoading } from './page-loading';
import { onFirstIntent, prefetch } from './prefetch';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { screenRoute } from './screen-route';

const ROOT_ID = 'root';
const loginPath = paths.login();
const loadSignedIn = () => import('./signed-in-routes');

/**
 * The app's routes. Made by main.tsx once the API client is configured: the router starts
 * the first screen's guard (and its /admins/me call) as soon as it exists.
 *
 * Only the public screens (sign-in, password recovery, errors) are known at first; the
 * signed-in screens and their shell are added the first time a path needs them
 * (patchRoutesOnNavigation), so the sign-in page loads the least code. While a visitor is on
 * a public screen, that code is fetched once the screen is shown and the visitor starts typing
 * or pointing, ready for the sign-in.
 */
export const createAppRouter = () => {
  let signedInAdded = false;
  const router = createBrowserRouter(
    [
      {
        id: ROOT_ID,
        element: <RootLayout />,
        hydrateFallbackElement: <PageLoading />,
        errorElement: <RouteError />,
        children: publicRoutes.map((route) => ({
          ...screenRoute(route),
          loader: route.path === loginPath ? loginLoader : undefined,
        })),
      },
    ],
    {
      async patchRoutesOnNavigation({ patch }) {
        if (signedInAdded) return;
        const { signedInRoute } = await loadSignedIn();
        if (signedInAdded) return;
        patch(ROOT_ID, [signedInRoute()]);
        signedInAdded = true;
      },
    },
  );
  // Once a public screen is shown (not while its own code loads), and only then; at the
  // visitor's first key or pointer press, since evaluating that code is long work the page
  // itself does not need (it would block the main thread of a sign-in page just opened).
  const prefetchAfterFirstScreen = () => {
    if (!router.state.initialized || router.state.navigation.state !== 'idle') return false;
    onFirstIntent(() => {
      // The toast host too, so a failed sign-in's message shows at once.
      prefetch(loadToasts);
      if (!signedInAdded) void loadSignedIn().then((module) => module.prefetchFirstScreen());
    });
    return true;
  };
  if (!prefetchAfterFirstScreen()) {
    const unsubscribe = router.subscribe(() => {
      if (prefetchAfterFirstScreen()) unsubscribe();
    });
  }
  return router;
};

export type AppRouter = ReturnType<typeof createAppRouter>;
