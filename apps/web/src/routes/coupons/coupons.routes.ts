import { TagsOutlined } from '@ant-design/icons';
import { coupons } from '@mandi/domain';
import { resourceRoutes } from '../../kit/resource-routes';
import { couponPaths } from './coupon-screen';

export const couponRoutes = resourceRoutes({
  def: coupons,
  paths: couponPaths,
  routeKey: 'coupon',
  icon: TagsOutlined,
  list: () => import('./coupon-list'),
  form: () => import('./coupon-form'),
});
