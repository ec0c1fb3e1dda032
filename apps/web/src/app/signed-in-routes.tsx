import { App as AntApp } from 'antd';
import type { ComponentType } from 'react';
import { type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { wantPopups } from '../api/notify';
import { visibleRoutes } from '../auth/access';
import { landingPath } from '../auth/landing';
import { guard, shellLoader } from '../auth/route-guard';
import { appRoutes } from '../routes';
import { paths } from '../routes/paths';
import type { AppRoute } from '../routes/route-types';
import { menuRoutes } from '../shell/route-tree';
import { PageLoading } from './page-loading';
import { prefetch, prefetchOnLinkIntent, whenIdle } from './prefetch';
import { RouteError } from './route-error';
import { screenRoute } from './screen-route';

const loadShell = () => import('../shell/shell-layout');

/** antd's <App> around the shell: its modal (confirmations) and base text style for every screen. */
function withAntApp(Shell: ComponentType): ComponentType {
  return function SignedInFrame() {
    return (
      <AntApp>
        <Shell />
      </AntApp>
    );
  };
}

/**
 * The signed-in part of the app: the shell around every screen of routes/index.ts. Its own
 * chunk, with every screen's declaration and menu icon, so the sign-in page loads none of it
 * (router.tsx adds it on the first navigation that needs it).
 */
export function signedInRoute(): RouteObject {
  prefetchOnLinkIntent(appRoutes);
  // Signed-in screens toast often: the toast host comes with them.
  wantPopups();
  return {
    path: paths.home,
    // The shell (menu, navbar, tags, settings) comes beside the guard's /admins/me call.
    lazy: async () => ({ Component: withAntApp((await loadShell()).ShellLayout) }),
    loader: shellLoader,
    hydrateFallbackElement: <PageLoading />,
    errorElement: <RouteError />,
    children: [
      {
        index: true,
        loader: async ({ request }: LoaderFunctionArgs) => redirect(landingPath(await guard(request))),
      },
      ...appRoutes.map((route) => ({
        ...screenRoute(route),
        loader: async ({ request }: LoaderFunctionArgs) => {
          const session = await guard(request, route);
          prefetchNeighbours(route, visibleRoutes(session, appRoutes));
          return null;
        },
      })),
      {
        // Unknown paths: signed-out visitors sign in first, then land on 404.
        path: '*',
        loader: async ({ request }: LoaderFunctionArgs) => {
          await guard(request);
          return redirect(paths.notFound);
        },
      },
    ],
  };
}

/** The screens beside this one in the sidebar (its neighbours up and down), fetched when idle. */
export function prefetchNeighbours(current: AppRoute, visible: readonly AppRoute[]) {
  const menu = menuRoutes(visible);
  const index = menu.findIndex((route) => route.path === current.path || route.path === current.parent);
  const neighbours = index < 0 ? menu.slice(0, 2) : [menu[index - 1], menu[index + 1]];
  whenIdle(() => {
    for (const route of neighbours) if (route) prefetch(route.load);
  });
}

/** What the first screen after signing in needs: the shell and the dashboard. */
export function prefetchFirstScreen() {
  prefetch(loadShell);
  const dashboard = appRoutes.find((route) => route.path === paths.dashboard);
  if (dashboard) prefetch(dashboard.load);
}
