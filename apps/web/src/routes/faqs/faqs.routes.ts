import { QuestionCircleOutlined } from '@ant-design/icons';
import { faqs } from '@mandi/domain';
import { screenPaths } from '../../kit/resource-paths';
import { resourceRoutes } from '../../kit/resource-routes';

/** The FAQ screens: /faqs/list (an accordion), /faqs/add, /faqs/edit/{id}. */
export const faqPaths = screenPaths('faqs');

export const faqRoutes = resourceRoutes({
  def: faqs,
  paths: faqPaths,
  routeKey: 'faq',
  icon: QuestionCircleOutlined,
  list: () => import('./faq-list'),
  form: () => import('./faq-form'),
});
