import { TagsOutlined } from '@ant-design/icons';
import { attributes } from '@mandi/domain';
import { resourceRoutes } from '../../kit/resource-routes';
import { attributePaths } from './attribute-screen';

export const attributeRoutes = resourceRoutes({
  def: attributes,
  paths: attributePaths,
  routeKey: 'attribute',
  icon: TagsOutlined,
  list: () => import('./attribute-list'),
  form: () => import('./attribute-form'),
});
