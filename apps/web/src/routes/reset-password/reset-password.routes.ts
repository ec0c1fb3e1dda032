import type { AppRoute } from '../route-types';

/** Keyed by the hash of the mailed link: /reset-password/{hash} (or ?hash= for older links). */
export const resetPasswordRoutes: AppRoute[] = [
  { path: '/reset-password/:hash?', title: 'Reset Password', load: () => import('./reset-password-page') },
];
