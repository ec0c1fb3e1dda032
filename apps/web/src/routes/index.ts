import { changePasswordRoutes } from './change-password/change-password.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { profileRoutes } from './profile/profile.routes';
import type { AppRoute } from './route-types';

/** Every screen of the app; each screen folder contributes its own routes. */
export const appRoutes: AppRoute[] = [...dashboardRoutes, ...profileRoutes, ...changePasswordRoutes];
