import { ColumnWidthOutlined } from '@ant-design/icons';
import { measurementUnits } from '@mandi/domain';
import { resourceRoutes } from '../../kit/resource-routes';
import { measurementUnitPaths } from './measurement-unit-screen';

export const measurementUnitRoutes = resourceRoutes({
  def: measurementUnits,
  paths: measurementUnitPaths,
  routeKey: 'measurement-unit',
  icon: ColumnWidthOutlined,
  list: () => import('./measurement-unit-list'),
  form: () => import('./measurement-unit-form'),
});
