import { UserOutlined } from '@ant-design/icons';
import { users } from '@mandi/domain';
import { resourceRoutes } from '../../kit/resource-routes';
import { userPaths } from './user-screen';

export const userRoutes = resourceRoutes({
  def: users,
  paths: userPaths,
  routeKey: 'user',
  icon: UserOutlined,
  list: () => import('./user-list'),
  form: () => import('./user-form'),
});
