import { NotificationOutlined } from '@ant-design/icons';
import { notifications } from '@mandi/domain';
import { resourceRoutes } from '../../kit/resource-routes';
import { notificationPaths } from './notification-screen';

export const notificationRoutes = resourceRoutes({
  def: notifications,
  paths: notificationPaths,
  routeKey: 'notification',
  icon: NotificationOutlined,
  list: () => import('./notification-list'),
  form: () => import('./notification-form'),
});
