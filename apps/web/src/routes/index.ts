import { changePasswordRoutes } from './change-password/change-password.routes';
import { dashboardRoutes } from './dashboard/dashboard.routes';
import { measurementUnitRoutes } from './measurement-units/measurement-units.routes';
import { profileRoutes } from './profile/profile.routes';
import type { AppRoute } from './route-types';
import { taxRoutes } from './taxes/taxes.routes';

/** Every screen of the app; each screen folder contributes its own routes. */
export const appRoutes: AppRoute[] = [
  ...dashboardRoutes,
  ...profileRoutes,
  ...changePasswordRoutes,
  ...taxRoutes,
  ...measurementUnitRoutes,
];
