import { QuestionCircleOutlined } from '@ant-design/icons';
import { faqs } from '@mandi/domain';
import { resourceRoutes } from '../../kit/resource-routes';
import { faqPaths } from './faq-screen';

export const faqRoutes = resourceRoutes({
  def: faqs,
  paths: faqPaths,
  routeKey: 'faq',
  icon: QuestionCircleOutlined,
  list: () => import('./faq-list'),
  form: () => import('./faq-form'),
});
