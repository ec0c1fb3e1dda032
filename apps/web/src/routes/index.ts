import type { AppRoute } from './route-types';

/** Every screen of the app; each screen folder contributes its own routes. */
export const appRoutes: AppRoute[] = [];
