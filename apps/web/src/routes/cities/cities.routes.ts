import type { AppRoute } from '../route-types';
import { statePaths } from '../states/state-screen';
import { cityPaths } from './city-screen';

const list = () => import('./city-list');
const form = () => import('./city-form');
// Cities are reached from a state's name; the breadcrumb and sidebar show them under States.
const shared = {
  routeKey: 'city',
  group: 'Locations',
  hidden: true,
  parent: statePaths.patterns.list,
} as const;

export const cityRoutes: AppRoute[] = [
  { path: cityPaths.patterns.list, title: 'Cities', ...shared, load: list },
  { path: cityPaths.patterns.add, title: 'Add City', ...shared, load: form },
  { path: cityPaths.patterns.edit, title: 'Edit City', ...shared, load: form },
];
