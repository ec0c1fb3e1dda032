import type { AppRoute } from '../route-types';

/** Every signed-in admin may change their own password: no route key. */
export const changePasswordRoutes: AppRoute[] = [
  {
    path: '/admins/change-password',
    title: 'Change Password',
    hidden: true,
    load: () => import('./change-password-page'),
  },
];
