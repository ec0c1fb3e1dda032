import { isRouteKey, type RouteKey } from '@mandi/domain';
import { appRoutes } from '..';
import type { AppRoute } from '../route-types';

/** A node of the route tree (GET /routes answers ROUTE_TREE): a screen, or a group of them. */
export interface RouteTreeNode {
  key: string;
  title: string;
  children?: readonly RouteTreeNode[];
}

/**
 * The screens the app has: the keys of its registered routes. ROUTE_TREE also names screens
 * not built yet (orders, reviews, customers); a screen added later is offered by itself.
 */
export function builtScreens(routes: readonly Pick<AppRoute, 'routeKey'>[]): ReadonlySet<RouteKey> {
  return new Set(
    routes.flatMap((route) => (route.routeKey && isRouteKey(route.routeKey) ? [route.routeKey] : [])),
  );
}

export const BUILT_SCREENS = builtScreens(appRoutes);

/**
 * The route tree as a role's screen list offers it: the screens that exist, in the tree's
 * words (its titles, the sidebar's too); a group with none of them is left out.
 */
export function offeredScreens(
  nodes: readonly RouteTreeNode[],
  built: ReadonlySet<string> = BUILT_SCREENS,
): RouteTreeNode[] {
  return nodes.flatMap((node) => {
    if (!node.children) return built.has(node.key) ? [{ key: node.key, title: node.title }] : [];
    const children = offeredScreens(node.children, built);
    return children.length > 0 ? [{ key: node.key, title: node.title, children }] : [];
  });
}

/** How many of the screens that exist a role opens ("3 of 16"); keys of screens not built are not counted. */
export function screensCount(routes: readonly string[], built: ReadonlySet<string> = BUILT_SCREENS): string {
  return `${routes.filter((key) => built.has(key)).length} of ${built.size}`;
}
