import { measurementUnitRoutes } from './measurement-units/measurement-units.routes';
import type { AppRoute } from './route-types';
import { taxRoutes } from './taxes/taxes.routes';

/** Every screen of the app; each screen folder contributes its own routes. */
export const appRoutes: AppRoute[] = [...taxRoutes, ...measurementUnitRoutes];
