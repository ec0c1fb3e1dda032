import { BarChartOutlined, CarOutlined, EnvironmentOutlined } from '@ant-design/icons';
import type { AppRoute } from '../route-types';
import { deliveryPaths } from './delivery-paths';

/**
 * Dispatchers (a role with `order`, as the server's canManageDeliveryRuns says) plan, follow and
 * close runs and read the report; a rider (a role with `delivery`) has their own run's screen.
 * A role with only `delivery` therefore sees My run and nothing else.
 */
export const deliveryRoutes: AppRoute[] = [
  {
    path: deliveryPaths.runs,
    title: 'Delivery runs',
    routeKey: 'order',
    icon: CarOutlined,
    load: () => import('./run-list'),
  },
  {
    path: deliveryPaths.runPattern,
    title: 'Delivery run',
    routeKey: 'order',
    hidden: true,
    parent: deliveryPaths.runs,
    load: () => import('./run-view'),
  },
  {
    path: deliveryPaths.report,
    title: 'Delivery report',
    routeKey: 'order',
    icon: BarChartOutlined,
    load: () => import('./delivery-report'),
  },
  {
    path: deliveryPaths.myRun,
    title: 'My run',
    routeKey: 'delivery',
    icon: EnvironmentOutlined,
    load: () => import('./my-run'),
  },
];
