import { ShoppingCartOutlined } from '@ant-design/icons';
import type { AppRoute } from '../route-types';
import { orderPaths } from './order-screen';

const shared = { routeKey: 'order', group: undefined, parent: orderPaths.list, hidden: true } as const;

export const orderRoutes: AppRoute[] = [
  {
    path: orderPaths.patterns.list,
    title: 'Orders',
    routeKey: 'order',
    icon: ShoppingCartOutlined,
    load: () => import('./order-list'),
  },
  { path: orderPaths.patterns.add, title: 'Add Order', ...shared, load: () => import('./order-add') },
  { path: orderPaths.viewPattern, title: 'Order', ...shared, load: () => import('./order-view') },
  { path: orderPaths.patterns.edit, title: 'Edit Order', ...shared, load: () => import('./order-edit') },
];
