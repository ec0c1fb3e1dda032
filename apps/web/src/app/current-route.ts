import { useMatches } from 'react-router';
import type { AppRoute } from '../routes/route-types';

export const APP_TITLE = 'Mandi Admin';

/** What the router keeps with each screen, so the shell can read its declaration. */
export interface RouteHandle {
  route: AppRoute;
}

/** The declaration of the screen on display (the deepest match that has one). */
export function useCurrentRoute(): AppRoute | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const route = (matches[i]?.handle as RouteHandle | undefined)?.route;
    if (route) return route;
  }
  return undefined;
}

/** The spec's page title: the route's title, then the app's. */
export function pageTitle(title: string | undefined): string {
  return title ? `${title} - ${APP_TITLE}` : APP_TITLE;
}
