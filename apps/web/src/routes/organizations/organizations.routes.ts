import { BankOutlined } from '@ant-design/icons';
import { organizations } from '@mandi/domain';
import { resourceRoutes } from '../../kit/resource-routes';
import { organizationPaths } from './organization-screen';

export const organizationRoutes = resourceRoutes({
  def: organizations,
  paths: organizationPaths,
  routeKey: 'organization',
  icon: BankOutlined,
  list: () => import('./organization-list'),
  form: () => import('./organization-form'),
});
