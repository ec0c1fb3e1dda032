import type { AppRoute } from '../route-types';

export const authRedirectRoutes: AppRoute[] = [
  { path: '/auth-redirect', title: 'Redirecting', load: () => import('./auth-redirect-page') },
];
