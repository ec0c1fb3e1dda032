import { DashboardOutlined } from '@ant-design/icons';
import type { AppRoute } from '../route-types';

export const dashboardRoutes: AppRoute[] = [
  {
    path: '/dashboard',
    title: 'Dashboard',
    routeKey: 'dashboard',
    icon: DashboardOutlined,
    load: () => import('./dashboard-page'),
  },
];
