import { TeamOutlined } from '@ant-design/icons';
import { admins } from '@mandi/domain';
import { resourceRoutes } from '../../kit/resource-routes';
import { adminPaths } from './admin-screen';

export const adminRoutes = resourceRoutes({
  def: admins,
  paths: adminPaths,
  routeKey: 'admin',
  icon: TeamOutlined,
  list: () => import('./admin-list'),
  form: () => import('./admin-form'),
});
