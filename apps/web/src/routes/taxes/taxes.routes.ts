import { PercentageOutlined } from '@ant-design/icons';
import { taxes } from '@mandi/domain';
import { resourceRoutes } from '../../kit/resource-routes';
import { taxPaths } from './tax-screen';

export const taxRoutes = resourceRoutes({
  def: taxes,
  paths: taxPaths,
  routeKey: 'tax',
  icon: PercentageOutlined,
  list: () => import('./tax-list'),
  form: () => import('./tax-form'),
});
