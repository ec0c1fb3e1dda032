import type { AppRoute } from '../route-types';

export const recoverPasswordRoutes: AppRoute[] = [
  { path: '/recover-password', title: 'Recover Password', load: () => import('./recover-password-page') },
];
