import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { guard, loginLoader, screenLoader, shellLoader } from '../auth/route-guard';
import { appRoutes } from '../routes';
import { paths } from '../routes/paths';
import { publicRoutes } from '../routes/public-routes';
import type { AppRoute } from '../routes/route-types';
import { ShellLayout } from '../shell/shell-layout';
import type { RouteHandle } from './current-route';
import { PageLoading } from './page-loading';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** Each screen's code is fetched the first time it is opened. */
function screen(route: AppRoute): RouteObject {
  return {
    path: route.path,
    handle: { route } satisfies RouteHandle,
    lazy: async () => ({ Component: (await route.load()).default }),
  };
}

const loginPath = paths.login();

/**
 * The app's routes. Made by main.tsx once the API client is configured: the router starts
 * the first screen's guard (and its /admins/me call) as soon as it exists.
 */
export const createAppRouter = () =>
  createBrowserRouter([
    {
      element: <RootLayout />,
      hydrateFallbackElement: <PageLoading />,
      errorElement: <RouteError />,
      children: [
        ...publicRoutes.map((route) => ({
          ...screen(route),
          loader: route.path === loginPath ? loginLoader : undefined,
        })),
        {
          path: paths.home,
          element: <ShellLayout />,
          loader: shellLoader,
          hydrateFallbackElement: <PageLoading />,
          errorElement: <RouteError />,
          children: [
            { index: true, loader: () => redirect(paths.dashboard) },
            ...appRoutes.map((route) => ({ ...screen(route), loader: screenLoader(route) })),
            {
              // Unknown paths: signed-out visitors sign in first, then land on 404.
              path: '*',
              loader: async ({ request }: LoaderFunctionArgs) => {
                await guard(request);
                return redirect(paths.notFound);
              },
            },
          ],
        },
      ],
    },
  ]);

export type AppRouter = ReturnType<typeof createAppRouter>;
