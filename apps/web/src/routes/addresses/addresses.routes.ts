import type { AppRoute } from '../route-types';
import { addressPaths } from './address-screen';

const list = () => import('./address-list');
const form = () => import('./address-form');
const shared = { routeKey: 'address', group: 'Customers', parent: addressPaths.patterns.all } as const;

export const addressRoutes: AppRoute[] = [
  {
    path: addressPaths.patterns.all,
    title: 'Addresses',
    routeKey: 'address',
    group: 'Customers',
    load: list,
  },
  { path: addressPaths.patterns.list, title: 'Addresses', ...shared, hidden: true, load: list },
  { path: addressPaths.patterns.typed, title: 'Addresses', ...shared, hidden: true, load: list },
  { path: addressPaths.patterns.add, title: 'Add Address', ...shared, hidden: true, load: form },
  { path: addressPaths.patterns.addTyped, title: 'Add Address', ...shared, hidden: true, load: form },
  { path: addressPaths.patterns.edit, title: 'Edit Address', ...shared, hidden: true, load: form },
  {
    path: addressPaths.import,
    title: 'Import Addresses',
    ...shared,
    hidden: true,
    load: () => import('./address-import-page'),
  },
];
