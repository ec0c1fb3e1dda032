import type { AppRoute } from '../route-types';

/** The spec's /profile/ (with or without the slash); every signed-in admin has one. */
export const profileRoutes: AppRoute[] = [
  { path: '/profile', title: 'Profile', hidden: true, load: () => import('./profile-page') },
];
