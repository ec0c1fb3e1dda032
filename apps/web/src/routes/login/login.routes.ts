import type { AppRoute } from '../route-types';

export const loginRoutes: AppRoute[] = [
  { path: '/login', title: 'Login', load: () => import('./login-page') },
];
