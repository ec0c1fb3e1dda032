import { TrademarkOutlined } from '@ant-design/icons';
import { brands } from '@mandi/domain';
import { resourceRoutes } from '../../kit/resource-routes';
import { brandPaths } from './brand-screen';

export const brandRoutes = resourceRoutes({
  def: brands,
  paths: brandPaths,
  routeKey: 'brand',
  icon: TrademarkOutlined,
  list: () => import('./brand-list'),
  form: () => import('./brand-form'),
});
