import { ShoppingOutlined, TableOutlined } from '@ant-design/icons';
import { products } from '@mandi/domain';
import { resourceRoutes } from '../../kit/resource-routes';
import type { AppRoute } from '../route-types';
import { lowStockRoute } from './low-stock/use-low-stock';
import { bulkEditPath, priceUpdatePath, productImportPath, productPaths } from './product-screen';

/**
 * /product/list, the wizard at /product/add and /product/edit/{id}, the ZIP import, the price
 * update, the bulk price and stock grid and the low-stock list.
 */
export const productRoutes: AppRoute[] = [
  ...resourceRoutes({
    def: products,
    paths: productPaths,
    routeKey: 'product',
    icon: ShoppingOutlined,
    list: () => import('./product-list'),
    form: () => import('./wizard/product-wizard'),
  }),
  {
    path: productImportPath,
    title: 'Import Products',
    routeKey: 'product',
    roles: ['superadmin'],
    group: 'Catalogue',
    hidden: true,
    parent: productPaths.list,
    load: () => import('./import/product-import-page'),
  },
  {
    path: priceUpdatePath,
    title: 'Update Prices',
    routeKey: 'product',
    roles: ['superadmin'],
    group: 'Catalogue',
    hidden: true,
    parent: productPaths.list,
    load: () => import('./price-update-page'),
  },
  {
    path: bulkEditPath,
    title: 'Bulk price and stock',
    routeKey: 'product',
    icon: TableOutlined,
    group: 'Catalogue',
    parent: productPaths.list,
    load: () => import('./bulk-edit/bulk-edit-page'),
  },
  { ...lowStockRoute, parent: productPaths.list },
];
