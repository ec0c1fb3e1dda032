import type { AppRoute } from '../route-types';

export const errorRoutes: AppRoute[] = [
  { path: '/404', title: '404 Page Not Found', load: () => import('./not-found-page') },
  { path: '/401', title: 'No Permission', load: () => import('./unauthorized-page') },
];
