import { ROUTE_KEYS, ROUTE_TREE } from '@mandi/domain';
import type { AppRoute } from '../routes/route-types';

export interface RouteGroup {
  key: string;
  title: string;
}

/** The sidebar group (Catalogue, Customers, ...) a screen's key sits under in ROUTE_TREE. */
export function groupOf(route: Pick<AppRoute, 'routeKey'>): RouteGroup | undefined {
  if (!route.routeKey) return undefined;
  for (const node of ROUTE_TREE) {
    if ('children' in node && node.children.some((child) => child.key === route.routeKey)) {
      return { key: node.key, title: node.title };
    }
  }
  return undefined;
}

/** The link a menu entry opens: the path itself, or menuPath when the path has parameters. */
export function menuLinkOf(route: AppRoute): string | undefined {
  if (route.menuPath) return route.menuPath;
  return route.path.includes(':') ? undefined : route.path;
}

/** Screens that belong in the sidebar and the header search, in ROUTE_TREE's order. */
export function menuRoutes(routes: readonly AppRoute[]): AppRoute[] {
  const shown = routes.filter((route) => !route.hidden && menuLinkOf(route));
  // ROUTE_KEYS lists the screens in ROUTE_TREE's order; screens without a key come last.
  const rank = (route: AppRoute) => {
    const index = route.routeKey ? ROUTE_KEYS.indexOf(route.routeKey) : -1;
    return index < 0 ? ROUTE_KEYS.length : index;
  };
  // Array.prototype.sort is stable: screens of one key keep their declared order.
  return [...shown].sort((a, b) => rank(a) - rank(b));
}
