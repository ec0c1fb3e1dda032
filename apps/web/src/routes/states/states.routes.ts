import { EnvironmentOutlined } from '@ant-design/icons';
import type { AppRoute } from '../route-types';
import { statePaths } from './state-screen';

const list = () => import('./state-list');
const form = () => import('./state-form');
const shared = {
  routeKey: 'state',
  group: 'Locations',
  hidden: true,
  parent: statePaths.patterns.list,
} as const;

/** The states screens; the sidebar opens India's states (country id 1, as the spec fixes it). */
export const stateRoutes: AppRoute[] = [
  {
    path: statePaths.patterns.list,
    title: 'States',
    routeKey: 'state',
    group: 'Locations',
    icon: EnvironmentOutlined,
    menuPath: statePaths.list(),
    load: list,
  },
  { path: statePaths.patterns.add, title: 'Add State', ...shared, load: form },
  { path: statePaths.patterns.edit, title: 'Edit State', ...shared, load: form },
];
