import { PictureOutlined } from '@ant-design/icons';
import { banners } from '@mandi/domain';
import { resourceRoutes } from '../../kit/resource-routes';
import { bannerPaths } from './banner-screen';

export const bannerRoutes = resourceRoutes({
  def: banners,
  paths: bannerPaths,
  routeKey: 'banner',
  icon: PictureOutlined,
  list: () => import('./banner-list'),
  form: () => import('./banner-form'),
});
