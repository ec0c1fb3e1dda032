import { ApartmentOutlined } from '@ant-design/icons';
import type { AppRoute } from '../route-types';
import { categoryPaths } from './category-screen';

const list = () => import('./category-list');
const form = () => import('./category-form');
const shared = { routeKey: 'category', group: 'Catalogue', parent: categoryPaths.patterns.list } as const;

/** The spec's category screens: the top level, a category's children, add and edit. */
export const categoryRoutes: AppRoute[] = [
  {
    path: categoryPaths.patterns.list,
    title: 'Categories',
    routeKey: 'category',
    group: 'Catalogue',
    icon: ApartmentOutlined,
    load: list,
  },
  { path: categoryPaths.patterns.children, title: 'Subcategories', hidden: true, ...shared, load: list },
  { path: categoryPaths.patterns.add, title: 'Add Category', hidden: true, ...shared, load: form },
  { path: categoryPaths.patterns.edit, title: 'Edit Category', hidden: true, ...shared, load: form },
];
