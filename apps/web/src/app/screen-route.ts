import type { RouteObject } from 'react-router';
import type { AppRoute } from '../routes/route-types';
import type { RouteHandle } from './current-route';

/** Each screen's code is fetched the first time it is opened (or prefetched: app/prefetch.ts). */
export function screenRoute(route: AppRoute): RouteObject {
  return {
    path: route.path,
    handle: { route } satisfies RouteHandle,
    lazy: async () => ({ Component: (await route.load()).default }),
  };
}
