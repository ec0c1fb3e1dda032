import { ShoppingOutlined } from '@ant-design/icons';
import { products } from '@mandi/domain';
import { resourceRoutes } from '../../kit/resource-routes';
import { productPaths } from './product-screen';

/** /product/list and the wizard at /product/add and /product/edit/{id}. */
export const productRoutes = resourceRoutes({
  def: products,
  paths: productPaths,
  routeKey: 'product',
  icon: ShoppingOutlined,
  list: () => import('./product-list'),
  form: () => import('./wizard/product-wizard'),
});
