import { SafetyCertificateOutlined } from '@ant-design/icons';
import { adminsRoles } from '@mandi/domain';
import { resourceRoutes } from '../../kit/resource-routes';
import { adminRolePaths } from './admin-role-screen';

export const adminRoleRoutes = resourceRoutes({
  def: adminsRoles,
  paths: adminRolePaths,
  routeKey: 'admin-role',
  icon: SafetyCertificateOutlined,
  list: () => import('./admin-role-list'),
  form: () => import('./admin-role-form'),
});
